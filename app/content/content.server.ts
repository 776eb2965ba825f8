// What routes call for content. Each function runs one query from ./queries.ts through the
// active source and maps the result to the view models in ./types.ts.
import { createContentSource, getImageSource, runQuery } from "./executor.server";
import type { SanitySettings } from "./handoff.server";
import { currentPreview } from "./preview-mode.server";
import { createMappedOnce } from "./mapped-once";
import {
  toHomePage,
  toNotice,
  toNoticeList,
  toNoticeSummaries,
  toPage,
  toProgramDetail,
  toProgramSummaries,
  toSiteSettings,
  toVideoLectures,
  type HomePageResult,
  type NoticeResult,
  type NoticesPageResult,
  type NoticeSummaryResult,
  type PageResult,
  type ProgramDetailResult,
  type ProgramSummaryResult,
  type SiteSettingsResult,
  type VideoLectureResult,
} from "./mapping";
import type { ClassDates } from "~/domain/retention";
import { toDirections, toFaqs, type DirectionsResult, type FaqResult } from "./visit-mapping";
import {
  CLASS_DATES_QUERY,
  PROGRAM_PAGES_QUERY,
  DIRECTIONS_QUERY,
  FAQS_QUERY,
  FEATURED_PROGRAMS_QUERY,
  HOME_PAGE_QUERY,
  LATEST_NOTICES_QUERY,
  NOTICES_PAGE_QUERY,
  NOTICE_QUERY,
  PAGE_QUERY,
  PROGRAMS_QUERY,
  PROGRAM_QUERY,
  SITE_SETTINGS_QUERY,
  VIDEO_LECTURES_QUERY,
} from "./queries";
import type {
  Directions,
  Faq,
  HomePage,
  Notice,
  NoticeList,
  NoticeSummary,
  Page,
  PageSlug,
  ProgramDetail,
  ProgramSummary,
  SiteSettings,
  VideoLecture,
} from "./types";

// The classes here are as the content says: their recruitment is judged without seat counts.
// Pages show them with the counts: the composition root (app/backends/app.server.ts) counts the
// seats on this process's records (getProgramsWithSeats and the others; lint keeps pages to those).

/** A cached read's view model, made once per read and Seoul day (./mapped-once.ts). */
const mappedOnce = createMappedOnce();

export async function getSiteSettings(): Promise<SiteSettings> {
  return mappedOnce(await runQuery<SiteSettingsResult>(SITE_SETTINGS_QUERY), null, toSiteSettings);
}

export async function getHomePage(): Promise<HomePage> {
  const source = await getImageSource();
  return mappedOnce(await runQuery<HomePageResult>(HOME_PAGE_QUERY), source, (raw, now) =>
    toHomePage(raw, source, now),
  );
}

/** Every class, in the editors' order. */
export async function getPrograms(): Promise<ProgramSummary[]> {
  return mappedPrograms(await runQuery<ProgramSummaryResult[]>(PROGRAMS_QUERY));
}

async function mappedPrograms(raws: ProgramSummaryResult[]): Promise<ProgramSummary[]> {
  const source = await getImageSource();
  return mappedOnce(raws, source, (raw, now) => toProgramSummaries(raw, source, now));
}

/**
 * Every class's 개강일 and 종강일 (the retention job): read from a source of its own made from the
 * settings the job hands in, past the cache a serving instance keeps (a job reads once and ends).
 */
export async function getClassDates(settings: SanitySettings): Promise<ClassDates[]> {
  const source = await createContentSource(settings);
  const rows = await source.runQuery<
    { id: number; startsOn?: string | null; endsOn?: string | null }[]
  >(CLASS_DATES_QUERY, {});
  return rows.map((r) => ({ id: r.id, startsOn: r.startsOn ?? null, endsOn: r.endsOn ?? null }));
}

/** Every class page's public id and when its content was last edited (the sitemap's dates). */
export async function getProgramPages(): Promise<{ id: number; updatedAt?: string }[]> {
  const rows = await runQuery<{ id: number; updatedAt?: string | null }[]>(PROGRAM_PAGES_QUERY);
  return rows.map((r) => ({ id: r.id, ...(r.updatedAt ? { updatedAt: r.updatedAt } : {}) }));
}

export async function getFeaturedPrograms(): Promise<ProgramSummary[]> {
  return mappedPrograms(await runQuery<ProgramSummaryResult[]>(FEATURED_PROGRAMS_QUERY));
}

/** The class with this public id, or null (the route answers 404). */
export async function getProgram(id: number): Promise<ProgramDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const source = await getImageSource();
  return mappedOnce(
    await runQuery<ProgramDetailResult | null>(PROGRAM_QUERY, { id }),
    source,
    (raw, now) => toProgramDetail(raw, source, now),
  );
}

export async function getPage(slug: PageSlug): Promise<Page | null> {
  return toPage(await runQuery<PageResult>(PAGE_QUERY, { slug }), await getImageSource());
}

export async function getVideoLectures(): Promise<VideoLecture[]> {
  return toVideoLectures(
    await runQuery<VideoLectureResult[]>(VIDEO_LECTURES_QUERY),
    await getImageSource(),
  );
}

export async function getFaqs(): Promise<Faq[]> {
  return toFaqs(await runQuery<FaqResult[]>(FAQS_QUERY));
}

/** 찾아오시는 길 from the site settings, or null when they say nothing about it. */
export async function getDirections(): Promise<Directions | null> {
  return toDirections(await runQuery<DirectionsResult>(DIRECTIONS_QUERY), await getImageSource());
}

/** Editors in the Studio's preview also see scheduled notices (marked with their date); visitors never. */
const noticeWindow = () => ({ withScheduled: Boolean(currentPreview()) });

/** Notices `start` (inclusive) to `end` (exclusive) of the board's order, and how many there are. */
export async function getNoticeList(start: number, end: number): Promise<NoticeList> {
  return toNoticeList(
    await runQuery<NoticesPageResult>(NOTICES_PAGE_QUERY, { start, end, ...noticeWindow() }),
  );
}

export async function getLatestNotices(): Promise<NoticeSummary[]> {
  return toNoticeSummaries(
    await runQuery<NoticeSummaryResult[]>(LATEST_NOTICES_QUERY, noticeWindow()),
  );
}

/** Ids are Sanity document ids; drafts (`drafts.…`) and anything odd never reach a query. */
export const NOTICE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export async function getNotice(id: string): Promise<Notice | null> {
  if (!NOTICE_ID_PATTERN.test(id)) return null;
  return toNotice(await runQuery<NoticeResult>(NOTICE_QUERY, { id, ...noticeWindow() }));
}
