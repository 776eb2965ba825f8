// A mobile number of its own for each test application: the site takes one live application per
// phone and class (decision 156), so a test that applies more than once gives each its own phone.
const run = 1000 + Math.floor(Math.random() * 9000);
let next = 0;

export function uniquePhone(): string {
  next += 1;
  return `010-${run}-${String(next % 10_000).padStart(4, "0")}`;
}
