// Waits until a started emulator prints its ready line; answers true, or why it never did.
import type { ChildProcess } from "node:child_process";

export function waitForReady(
  child: ChildProcess,
  readyLine: string,
  name: string,
  // Only a bound for a start that hangs: a JVM start on a machine busy with the rest of the run
  // took over 60 s (decision 160), and under CI a suite skipped for it fails the run anyway.
  timeoutMs = 120_000,
) {
  return new Promise<true | string>((resolve) => {
    let output = "";
    const finish = (result: true | string) => {
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(
      () => finish(`${name}: no start within ${timeoutMs / 1000} s: ${output.slice(-500)}`),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyLine)) finish(true);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("error", (error) => finish(`${name} failed: ${error.message}`));
    child.once("exit", (code) => finish(`${name} exited with ${code}: ${output.slice(-500)}`));
  });
}
