// A guest's application for a class with a 정원, as the store's tests send it: its own phone and
// idempotency key, nothing else asked.
import { randomUUID } from "node:crypto";
import type { NewApplication } from "~/records/applications/contract";
import { uniquePhone } from "./phones";

export function guestApplication(
  name: string,
  programId: number,
  capacity: number | null,
): NewApplication {
  return {
    name,
    phone: uniquePhone(),
    email: "",
    preferredTime: "",
    companions: "0",
    message: "",
    programId,
    programTitle: "정원 있는 수업",
    userId: null,
    idempotencyKey: `guest-${randomUUID()}`,
    capacity,
  };
}
