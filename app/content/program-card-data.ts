// What a class card shows, and nothing more: lists that only show cards (the home carousels, the
// featured block) send this in their loader data instead of the whole class (decision 117).
import { AUDIENCE_LABELS, briefTermLine, seatLine } from "~/domain/class-facts";
import { briefLotteryLine } from "~/domain/lottery";
import {
  PROGRAM_CARD_FIELDS,
  type ProgramCardData,
  type ProgramCardField,
  type ProgramSummary,
} from "./types";

const cards = new WeakMap<ProgramSummary, ProgramCardData>();

/**
 * The card of a class, made once per class object: the content seam hands every request the same
 * classes until a read or the day changes (./mapped-once.ts), and the server's markup cache then
 * finds the same card object again (app/server/markup-cache.server.ts).
 */
export function toProgramCard(program: ProgramSummary): ProgramCardData {
  let card = cards.get(program);
  if (!card) cards.set(program, (card = cardOf(program)));
  return card;
}

function cardOf(program: ProgramSummary): ProgramCardData {
  const shown = Object.fromEntries(PROGRAM_CARD_FIELDS.map((key) => [key, program[key]]));
  const { phase, daysLeft } = program.recruitment;
  return {
    ...(shown as Pick<ProgramSummary, ProgramCardField>),
    recruitment: { phase, daysLeft },
    term: briefTermLine(program.recruitment.startsOn, program.endsOn),
    audience: program.audience ? AUDIENCE_LABELS[program.audience] : null,
    // A lottery's card says so, with its draw's day (decision 270).
    seats:
      [seatLine(program.recruitment), briefLotteryLine(program.recruitment)]
        .filter(Boolean)
        .join(" · ") || null,
  };
}
