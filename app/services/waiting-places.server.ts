// "대기 3번": an application's place in its class's waiting list, counted when shown (a place
// moves up as those ahead are seated or cancel).
import { WAITING_STATUS } from "~/domain/application";
import type { Application, ApplicationStore } from "~/records/applications/contract";

/** The place of each waiting application among `applications` (ids absent when not waiting). */
export async function waitingPlaces(
  applications: readonly Pick<Application, "id" | "status" | "programId">[],
  records: Pick<ApplicationStore, "waitingList">,
): Promise<Map<string, number>> {
  const places = new Map<string, number>();
  const classes = new Set(
    applications.filter((a) => a.status === WAITING_STATUS).map((a) => a.programId),
  );
  const lines = await Promise.all([...classes].map((id) => records.waitingList(id)));
  for (const line of lines) line.forEach((waiting, index) => places.set(waiting.id, index + 1));
  return places;
}
