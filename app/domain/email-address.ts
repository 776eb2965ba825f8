// Comparing and showing e-mail addresses.

/** `hong@naver.com` → `ho***@naver.com`: enough for the owner to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
}

/** Providers that deliver `h.o.n.g@` to `hong@`; googlemail.com is gmail.com's other name. */
const DOTS_IGNORED: Readonly<Record<string, string>> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The mailbox an address delivers to, for counting what one mailbox is sent (decision 238):
 * lower case, without a `+tag` (`x+1@` and `x+2@` reach `x@`), and without the dots Gmail ignores.
 * Never used as an address to send to: a provider without tags would read `+` as a letter, and
 * counting its two spellings together only makes the limit a little stricter for them.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  const tag = address.indexOf("+");
  let local = tag > 0 && tag < at ? address.slice(0, tag) : address.slice(0, at);
  const provider = DOTS_IGNORED[domain];
  if (provider) local = local.replaceAll(".", "");
  return `${local}@${provider ?? domain}`;
}
