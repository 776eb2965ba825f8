// What routes call for content. Each function runs one query from ./queries.ts through the
// active source and maps the result to the view models in ./types.ts.
import { getImageSource, runQuery } from "./executor.server";
import {
  toHomePage,
  toPage,
  toProgramDetail,
  toProgramSummaries,
  toSiteSettings,
  toVideoLectures,
  type HomePageResult,
  type PageResult,
  type ProgramDetailResult,
  type ProgramSummaryResult,
  type SiteSettingsResult,
  type VideoLectureResult,
} from "./mapping";
import {
  FEATURED_PROGRAMS_QUERY,
  HOME_PAGE_QUERY,
  PAGE_QUERY,
  PROGRAMS_QUERY,
  PROGRAM_QUERY,
  SITE_SETTINGS_QUERY,
  VIDEO_LECTURES_QUERY,
} from "./queries";
import type { HomePage, Page, PageSlug, ProgramDetail, ProgramSummary, SiteSettings, VideoLecture } from "./types";

export async function getSiteSettings(): Promise<SiteSettings> {
  return toSiteSettings(await runQuery<SiteSettingsResult>(SITE_SETTINGS_QUERY));
}

export async function getHomePage(): Promise<HomePage> {
  return toHomePage(await runQuery<HomePageResult>(HOME_PAGE_QUERY), await getImageSource());
}

/** Every class, by id. */
export async function getPrograms(): Promise<ProgramSummary[]> {
  return toProgramSummaries(await runQuery<ProgramSummaryResult[]>(PROGRAMS_QUERY), await getImageSource());
}

export async function getFeaturedPrograms(): Promise<ProgramSummary[]> {
  return toProgramSummaries(await runQuery<ProgramSummaryResult[]>(FEATURED_PROGRAMS_QUERY), await getImageSource());
}

/** The class with this public id, or null (the route answers 404). */
export async function getProgram(id: number): Promise<ProgramDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return toProgramDetail(await runQuery<ProgramDetailResult | null>(PROGRAM_QUERY, { id }), await getImageSource());
}

export async function getPage(slug: PageSlug): Promise<Page | null> {
  return toPage(await runQuery<PageResult>(PAGE_QUERY, { slug }), await getImageSource());
}

export async function getVideoLectures(): Promise<VideoLecture[]> {
  return toVideoLectures(await runQuery<VideoLectureResult[]>(VIDEO_LECTURES_QUERY), await getImageSource());
}
