// The number people quote on the phone: "A-000123". Apart from the schema so that pages showing
// a number (the confirmation, loaded on every page) do not pull in zod.
export function formatApplicationNumber(number: number): string {
  return `A-${String(number).padStart(6, "0")}`;
}
