// CPU time a process has used so far (user + system), from /proc (Linux): what each application
// costs the instances and the emulator, which sets the rate two cores can sustain.
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN; // not Linux, or the process is gone
  }
}
