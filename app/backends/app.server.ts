// The composition root (decisions 216, 230): this process's stores, accounts service, session
// reader and guards, rate limits, classes with their seat counts, content version and use-case
// dependencies, built once over the backends app/backends/backends.server.ts chose. The top
// (routes, root.tsx, entry.server.tsx, server/) imports what it needs from here; everything below
// gets what it uses as arguments (the factories this module calls).
// A test swaps a backend in one place: useBackends().
import type { AppLoadContext } from "@remix-run/node";
import { createGuards } from "~/accounts/guards.server";
import { createKakaoLogin } from "~/accounts/kakao.server";
import { createCookieSessions, createCurrentSessions } from "~/accounts/session.server";
import { createAccountsService } from "~/accounts/service.server";
import { createSecondFactorService } from "~/accounts/second-factor.server";
import { getBackends, replaceBackends, sendMail, type Backends } from "~/backends/backends.server";
import { answeringStoreOutages } from "~/backends/store-outages.server";
import { createContentCache } from "~/content/cache.server";
import { createVersionTracker } from "~/content/content-version.server";
import { attachContent } from "~/content/handoff.server";
import {
  getFeaturedPrograms,
  getHomePage,
  getProgram,
  getPrograms,
  getSiteSettings,
} from "~/content/content.server";
import type { HomePage, ProgramDetail, ProgramSummary } from "~/content/types";
import { getEnv, type Env } from "~/env.server";
import { once } from "~/once";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { createRateLimits } from "~/security/rate-limit.server";
import { createPasswordChecks } from "~/accounts/login-limits.server";
import { recordAccess, type AdminAccess } from "~/services/access-records.server";
import type { ServiceDeps } from "~/services/deps.server";
import type { ClassRosterDeps } from "~/services/class-roster.server";
import type { AttendanceDeps } from "~/services/attendance.server";
import type { CertificateDeps } from "~/services/certificate/certificate.server";
import { invalidateRankingCache } from "~/services/ranking.server";
import { createSeatCounts } from "~/services/seats.server";

/**
 * This process's settings (app/env.server.ts), parsed and checked once, at start-up
 * (server/site-process.server.ts), and handed down from here (decision 292): the top reads what it
 * needs here; the parts below are given what they use.
 */
export const getSettings: () => Env = getEnv;

/** The content cache (decision 290): the content seam reads through it, with these settings. */
export const contentCache = createContentCache();
attachContent({ settings: getSettings, cache: contentCache });

/**
 * The mail sender runs over these parts as a job (app/jobs/mail-sender.server.ts), so the root
 * does not import it: the job attaches itself when loaded, and the use cases' `mailWritten` and
 * useBackends() reach it through here.
 */
export type MailSenderHandle = { wake(): void; forget(): Promise<void> };
let mailSender: MailSenderHandle | undefined;
export function attachMailSender(handle: MailSenderHandle): void {
  mailSender = handle;
}

/** A store of this process's backends, answering an outage with the Korean 503 (decision 082); opened on first use. */
const storeOf = <T extends object>(open: (backends: Backends) => T) =>
  once(() => answeringStoreOutages(() => open(getBackends())));

export const getApplicationStore = storeOf((backends) => backends.applications());
export const getInquiryStore = storeOf((backends) => backends.inquiries());
export const getUserStore = storeOf((backends) => backends.users());
/** The administrators' access records: a page or change whose record cannot be written does not happen (decision 206). */
export const getAccessRecordStore = storeOf((backends) => backends.accessRecords());

/** Staff memos (issue 46 §4): admin pages only. */
export const getStaffNoteStore = storeOf((backends) => backends.staffNotes());

/** Attendance (issue 46 §3): written by administrators, read by them and by the member it is of. */
export const getAttendanceStore = storeOf((backends) => backends.attendance());

/** Lottery classes' seeds and draws (decision 270). */
export const getLotteryStore = storeOf((backends) => backends.lottery());

/** The administrators' second factors (decision 195). */
export const getSecondFactorService = once(() =>
  createSecondFactorService({
    store: answeringStoreOutages(() => getBackends().secondFactors()),
  }),
);

/** This process's accounts service: sign-in, sessions, profile, password, deletion, Kakao. */
export const getAccountsService = once(() =>
  // A store that cannot be reached or written answers a Korean 503, as the records do (decision 082).
  createAccountsService({
    backend: answeringStoreOutages(() => getBackends().identity()),
    users: getUserStore(),
    // Sessions live in the same store as the records, whichever backend proves identity.
    sessions: answeringStoreOutages(() => getBackends().sessions()),
    adminEmail: getEnv().ADMIN_EMAIL,
    sendMail,
    onAccountDeleted: async (uid) => {
      await getApplicationStore().detachUser(uid);
      // A member's staff memos go with the account (issue 46 §4).
      await getStaffNoteStore().deleteFor("user", [uid]);
      await getSecondFactorService().reset(uid);
    },
  }),
);

/** The per-visitor limits (decisions 096, 228), in the store the backends chose. */
export const rateLimits = createRateLimits((rule) => getBackends().rateLimiter(rule));

/** The session cookie, signed with this process's secrets (decisions 075, 171). */
const cookieSessions = createCookieSessions(getSettings);
export const {
  getSession,
  sessionFromCookie,
  commitSession,
  destroySession,
  deviceProofOf,
  signedInRedirect,
} = cookieSessions;

/** Password checks within their limits (decision 150). */
export const { checkPassword, forgetAccountCount } = createPasswordChecks(
  rateLimits,
  deviceProofOf,
);

/** The session of a request, its member, and logout, checked against this process's accounts. */
export const { getCurrentSession, getSessionUser, signedOutRedirect } = createCurrentSessions(
  getAccountsService,
  cookieSessions,
);

/** Kakao login (OpenID Connect) over this process's settings. */
export const { beginKakaoLogin, finishKakaoLogin } = createKakaoLogin(getSettings);

/** The guards for the first line of every loader and action that needs one (requirements §2). */
const guards = createGuards(getCurrentSession, getSession);
export const { requireUser, requireAnonymous, requirePendingKakao, requireAdmin } = guards;

/**
 * The guard of an admin loader or action that reads or changes personal information: the
 * administrator (requireAdmin), and `record`, writing its access records (decision 206) with this
 * request's client address in this process's store.
 */
export async function requireAdminAccess(
  request: Request,
  context: Pick<AppLoadContext, "clientAddress">,
): Promise<AdminAccess> {
  const admin = await requireAdmin(request);
  const accessor = { admin, clientAddress: context.clientAddress };
  return { admin, record: (entry) => recordAccess(accessor, entry, getAccessRecordStore()) };
}

/** The sign-in and sign-up pages' loader: signed-out only, where to return, whether Kakao is on. */
export async function signInPageData(request: Request) {
  await requireAnonymous(request);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  return { redirectTo, kakaoEnabled: getSettings().kakaoEnabled };
}

// Seat counts on the same application records the use cases are given (one road to the store).
const processSeatCounts = once(() =>
  createSeatCounts({
    countSeatHolders: (ids) => getApplicationStore().countSeatHolders(ids),
    countWaiting: (ids) => getApplicationStore().countWaiting(ids),
  }),
);

/** The classes judged again with their seat counts (app/services/seats.server.ts). */
export function withSeatCounts<T extends ProgramSummary>(
  programs: T[],
  options: { now?: Date } = {},
): Promise<T[]> {
  return processSeatCounts().withSeatCounts(programs, options);
}

/** Every class, in the editors' order, with its seats taken (what pages show). */
export async function getProgramsWithSeats(): Promise<ProgramSummary[]> {
  return withSeatCounts(await getPrograms());
}

/** The home page's featured classes with their seats taken. */
export async function getFeaturedProgramsWithSeats(): Promise<ProgramSummary[]> {
  return withSeatCounts(await getFeaturedPrograms());
}

/** The class with this public id and its seats taken, or null. */
export async function getProgramWithSeats(id: number): Promise<ProgramDetail | null> {
  const program = await getProgram(id);
  return program && (await withSeatCounts([program]))[0]!;
}

/** The home page, its classes with their seats taken. */
export async function getHomePageWithSeats(): Promise<HomePage> {
  const home = await getHomePage();
  const counted = await withSeatCounts([...home.musicPrograms, ...home.educationPrograms]);
  const music = home.musicPrograms.length;
  return {
    ...home,
    musicPrograms: counted.slice(0, music),
    educationPrograms: counted.slice(music),
  };
}

/** Forgets the counts (this process stored or changed an application; tests). */
export function invalidateSeatCounts() {
  processSeatCounts().invalidateSeatCounts();
}

/** This instance's view of the content version, followed by the content cache from start-up
 * (server/warm-up.server.ts) on (decision 290); the webhook publishes through it. */
export const contentVersion = once(() => {
  const tracker = createVersionTracker(getBackends().contentVersion());
  contentCache.follow(tracker);
  return tracker;
});

/** What the use cases in services/ work with in this process; a test passes its own. */
export function serviceDeps(): ServiceDeps {
  return {
    get applications() {
      return getApplicationStore();
    },
    get inquiries() {
      return getInquiryStore();
    },
    programs: getProgramsWithSeats,
    program: getProgram,
    siteSettings: getSiteSettings,
    mailWritten: () => mailSender?.wake(),
    consumeRateLimit: rateLimits.consume,
    reserveRateLimitsAhead: rateLimits.reserveAhead,
    refundRateLimit: rateLimits.refund,
    seatsChanged() {
      invalidateSeatCounts();
      invalidateRankingCache();
    },
    get siteUrl() {
      return getEnv().siteUrl;
    },
    get textsOn() {
      return getEnv().textPath !== "off";
    },
  };
}

/**
 * What the staff's class pages read and write (the printed 명단 and 출석부, services/class-roster.server.ts;
 * 출결 입력, services/attendance.server.ts), and their access record.
 */
export function classDeps({ record }: AdminAccess): ClassRosterDeps & AttendanceDeps {
  return {
    applications: getApplicationStore(),
    staffNotes: getStaffNoteStore(),
    attendance: getAttendanceStore(),
    program: getProgram,
    record,
  };
}

/** What a member's attendance and 수료증 read (services/my-attendance.server.ts, certificate/). */
export function certificateDeps(): CertificateDeps {
  return {
    applications: getApplicationStore(),
    attendance: getAttendanceStore(),
    program: getProgram,
    centreName: async () => (await getSiteSettings()).centreName,
  };
}

/**
 * Tests: this process runs on `replacement` from now on (undefined: the backends the settings
 * choose). Every part made over the previous backends is forgotten.
 */
export async function useBackends(replacement: Backends | undefined) {
  await mailSender?.forget();
  replaceBackends(replacement);
  for (const made of [
    getApplicationStore,
    getInquiryStore,
    getUserStore,
    getAccessRecordStore,
    getStaffNoteStore,
    getAttendanceStore,
    getLotteryStore,
    getSecondFactorService,
    getAccountsService,
    processSeatCounts,
  ])
    made.reset();
  rateLimits.reset();
}
