// The admin list's one search box (신청 관리, issue 46 §1): what a typed term is — a 신청번호, a
// mobile number in any spelling, an e-mail, or the start of a name — and how the access record
// names it without the phone or e-mail in clear (decision 206). Pure; the stores look terms up.
import { formatApplicationNumber } from "~/domain/application-number";
import { maskEmail } from "~/domain/email-address";
import { parseApplicationNumber } from "~/domain/guest-lookup";
import { normalizePhone } from "~/domain/phone";

export const SEARCH_MAX_LENGTH = 100;
/** At most this many matches are read per search; past it the page asks for a narrower term. */
export const SEARCH_READ_LIMIT = 300;

export const SEARCH_MESSAGES = {
  tooLong: `검색어는 ${SEARCH_MAX_LENGTH}자 이내로 입력해주세요.`,
  truncated: `찾은 신청이 ${SEARCH_READ_LIMIT}건이 넘어 일부만 보여드립니다. 이름을 더 입력하거나 조건을 좁혀주세요.`,
} as const;

export type ApplicationSearch =
  | { kind: "number"; number: number }
  /** The stored form, 010-1234-5678. */
  | { kind: "phone"; phone: string }
  /** As typed and in lower case: stored addresses keep the applicant's spelling. */
  | { kind: "email"; emails: string[] }
  /** The start of the name, as stored (NFC, single spaces). */
  | { kind: "name"; prefix: string };

export const SEARCH_KIND_LABELS: Record<ApplicationSearch["kind"], string> = {
  number: "신청번호",
  phone: "전화번호",
  email: "이메일",
  name: "이름",
};

/**
 * After every character a name holds, in UTF-8 byte order (how SQLite and Firestore compare
 * strings): a name prefix P is the range [P, P + this).
 */
export const NAME_PREFIX_END = "\uf8ff";

const MOBILE_DIGITS = /^01\d{8,9}$/;

/** The term from the query string's `q`: null when empty, a problem when too long. */
export function parseApplicationSearch(value: string | null): {
  search: ApplicationSearch | null;
  problem: string | null;
} {
  const term = (value ?? "").normalize("NFC").replace(/\s+/g, " ").trim();
  if (!term) return { search: null, problem: null };
  if (term.length > SEARCH_MAX_LENGTH) return { search: null, problem: SEARCH_MESSAGES.tooLong };
  if (term.includes("@"))
    return {
      search: { kind: "email", emails: [...new Set([term, term.toLowerCase()])] },
      problem: null,
    };
  const digits = term.replace(/[\s.-]/g, "");
  if (MOBILE_DIGITS.test(digits))
    return { search: { kind: "phone", phone: normalizePhone(digits) }, problem: null };
  const number = parseApplicationNumber(term);
  if (number !== null) return { search: { kind: "number", number }, problem: null };
  return { search: { kind: "name", prefix: term }, problem: null };
}

/** `010-1234-5678` → `010-****-5678`. */
export function maskPhone(phone: string): string {
  return phone.replace(
    /^(\d{2,3})-(\d{3,4})-(\d{4})$/,
    (_m, a: string, b: string, c: string) => `${a}-${"*".repeat(b.length)}-${c}`,
  );
}

/** How the access record names a search: its kind and the term, a phone or e-mail masked. */
export function searchDetail(search: ApplicationSearch): string {
  const label = SEARCH_KIND_LABELS[search.kind];
  switch (search.kind) {
    case "number":
      return `검색(${label})=${formatApplicationNumber(search.number)}`;
    case "phone":
      return `검색(${label})=${maskPhone(search.phone)}`;
    case "email":
      return `검색(${label})=${maskEmail(search.emails[0]!)}`;
    case "name":
      return `검색(${label})=${search.prefix}`;
  }
}

/** The list's access-record detail: the search first, then the filter's keys. */
export function listDetail(search: ApplicationSearch | null, filter: string | null): string | null {
  return [search ? searchDetail(search) : null, filter].filter(Boolean).join(", ") || null;
}

/** Whether a found application is within the list's other filters (class, status, days). */
export function withinFilter(
  application: { programId: number; status: string; createdAt: string },
  filter: { programId?: number; status?: string; from?: Date; to?: Date },
): boolean {
  const at = Date.parse(application.createdAt);
  return (
    (filter.programId === undefined || application.programId === filter.programId) &&
    (filter.status === undefined || application.status === filter.status) &&
    (!filter.from || at >= filter.from.getTime()) &&
    (!filter.to || at < filter.to.getTime())
  );
}

/** Newest first, the number breaking a tie: the list's order. */
export function newestFirst(
  a: { createdAt: string; number: number },
  b: { createdAt: string; number: number },
): number {
  return b.createdAt.localeCompare(a.createdAt) || b.number - a.number;
}
