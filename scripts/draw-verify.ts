// npx tsx scripts/draw-verify.ts --seed SEED --seats N (--tickets 3,8,12 [--extras 9] | --applications FILE)
// Recomputes a lottery's result (decision 270) from its revealed seed: what the result page
// publishes (the tickets by 신청번호, the extras) or staff's list of applications (a JSON array of
// { number, phone }, or a CSV with 신청번호 and 전화번호 columns, as the admin export writes
// them). Prints the seed's SHA-256, the drawn order, the seats and the line; with --hash, exits 1
// when the seed does not match the hash published before the draw.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { drawOrder, lotteryResult, ticketsOf, type LotteryEntrant } from "~/domain/lottery";
import { SEED_PATTERN, seedHashOf, ticketKey } from "~/records/lottery/draw.server";

export const USAGE =
  "사용법 / usage: npx tsx scripts/draw-verify.ts --seed SEED --seats N (--tickets 3,8,12 [--extras 9] | --applications FILE) [--hash HASH]";

export type Verified = {
  seedHash: string;
  hashMatches: boolean | null;
  tickets: number[];
  extras: number[];
  order: number[];
  seated: number[];
  waiting: number[];
};

const numberList = (value: string) =>
  value
    .split(",")
    .map((s) => s.trim().replace(/^A-0*/i, ""))
    .filter(Boolean)
    .map(Number);

/** A JSON array of { number, phone } or a CSV with 신청번호 and 전화번호 columns. */
export function readApplications(text: string): LotteryEntrant[] {
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (trimmed.startsWith("[")) {
    return (JSON.parse(trimmed) as { number: unknown; phone: unknown }[]).map((a) => ({
      number: Number(String(a.number).replace(/^A-0*/i, "")),
      phone: String(a.phone),
    }));
  }
  const [header, ...rows] = trimmed.split(/\r?\n/).map((line) => line.split(","));
  const numberAt = header!.findIndex((h) => h.trim() === "신청번호");
  const phoneAt = header!.findIndex((h) => h.trim() === "전화번호");
  if (numberAt < 0 || phoneAt < 0) throw new Error("CSV에 신청번호와 전화번호 열이 있어야 합니다.");
  return rows.map((cells) => ({
    number: Number(cells[numberAt]!.trim().replace(/^A-0*/i, "")),
    phone: cells[phoneAt]!.trim(),
  }));
}

export function verify(options: {
  seed: string;
  seats: number | null;
  tickets?: number[];
  extras?: number[];
  applications?: LotteryEntrant[];
  hash?: string;
}): Verified {
  const { seed } = options;
  const grouped = options.applications ? ticketsOf(options.applications) : null;
  const tickets = grouped?.tickets ?? [...(options.tickets ?? [])].sort((a, b) => a - b);
  const extras = grouped?.extras ?? [...(options.extras ?? [])].sort((a, b) => a - b);
  const order = drawOrder(tickets, (number) => ticketKey(seed, number));
  const seedHash = seedHashOf(seed);
  return {
    seedHash,
    hashMatches: options.hash ? options.hash.toLowerCase() === seedHash : null,
    tickets,
    extras,
    order,
    ...lotteryResult(order, extras, options.seats),
  };
}

/** The command line: the options, or the usage's message. */
export function parseArgs(argv: readonly string[]): Parameters<typeof verify>[0] | string {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i]!, argv[i + 1]];
    if (!key.startsWith("--") || value === undefined) return USAGE;
    args.set(key.slice(2), value);
  }
  const seed = args.get("seed")?.toLowerCase();
  const seats = args.get("seats");
  if (!seed || !SEED_PATTERN.test(seed)) return `씨앗값은 16진수 64자입니다.\n${USAGE}`;
  if (!seats || !/^(\d+|none)$/.test(seats)) return `정원을 숫자로 주세요.\n${USAGE}`;
  const file = args.get("applications");
  const tickets = args.get("tickets");
  if (!file && tickets === undefined) return USAGE;
  return {
    seed,
    seats: seats === "none" ? null : Number(seats),
    ...(file ? { applications: readApplications(readFileSync(file, "utf8")) } : {}),
    ...(tickets !== undefined ? { tickets: numberList(tickets) } : {}),
    ...(args.has("extras") ? { extras: numberList(args.get("extras")!) } : {}),
    ...(args.has("hash") ? { hash: args.get("hash")! } : {}),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const parsed = parseArgs(process.argv.slice(2));
  if (typeof parsed === "string") {
    console.error(parsed);
    process.exit(2);
  }
  const result = verify(parsed);
  console.log(JSON.stringify(result, null, 2));
  if (result.hashMatches === false) {
    console.error("씨앗값이 공개된 해시와 맞지 않습니다 / the seed does not match the hash.");
    process.exit(1);
  }
}
