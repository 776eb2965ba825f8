// What a class card shows, and nothing more: lists that only show cards (the home carousels, the
// featured block) send this in their loader data instead of the whole class (decision 117).
import { seatLine, type Recruitment } from "~/domain/recruitment";
import type { ProgramSummary } from "./types";

export type ProgramCardData = Pick<
  ProgramSummary,
  "id" | "category" | "title" | "description" | "price" | "schedule" | "location" | "image"
> & {
  recruitment: Pick<Recruitment, "phase" | "daysLeft">;
  /** "정원 20 · 잔여 2석 · 대기 3명", written here so the card's code carries no words for it. */
  seats: string | null;
};

export function toProgramCard(program: ProgramSummary): ProgramCardData {
  const { id, category, title, description, price, schedule, location, image } = program;
  const { phase, daysLeft } = program.recruitment;
  return {
    id,
    category,
    title,
    description,
    price,
    schedule,
    location,
    image,
    recruitment: { phase, daysLeft },
    seats: seatLine(program.recruitment),
  };
}
