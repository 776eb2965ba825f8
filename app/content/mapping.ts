// From query results to the view models pages receive. The one place that knows about missing
// fields, image sources and the recruitment-closed marker; components stay simple.
import type { PortableTextBlock } from "@portabletext/react";
import { isRecruitmentClosed } from "~/domain/program";
import { toImageView, type ImageSource, type QueryImage } from "./images";
import {
  CATEGORIES,
  PAGE_SLUGS,
  type Category,
  type HomePage,
  type Page,
  type PageSlug,
  type ProgramDetail,
  type ProgramSummary,
  type SiteSettings,
  type VideoLecture,
} from "./types";

type Text = string | null | undefined;

export type ProgramSummaryResult = {
  id: number | null;
  category: Text;
  title: Text;
  description: Text;
  price: Text;
  schedule: Text;
  instructor: Text;
  location: Text;
  isFeatured: boolean | null;
  image: QueryImage;
};

export type ProgramDetailResult = ProgramSummaryResult & {
  detailImage: QueryImage;
  details: string[] | null;
  body: unknown[] | null;
};

const text = (value: Text) => value?.trim() ?? "";

const isCategory = (value: Text): value is Category =>
  (CATEGORIES as readonly string[]).includes(value ?? "");

/**
 * A class needs its id, title, category and picture to be shown; the Studio refuses to publish
 * one without them, so a class lacking any is a half-migrated document and is left out.
 */
export function toProgramSummary(raw: ProgramSummaryResult | null, source: ImageSource): ProgramSummary | null {
  if (!raw || typeof raw.id !== "number" || !text(raw.title) || !isCategory(raw.category)) return null;
  const title = text(raw.title);
  const image = toImageView(raw.image, source, "card", title);
  if (!image) return null;
  const schedule = text(raw.schedule);
  return {
    id: raw.id,
    category: raw.category,
    title,
    description: text(raw.description),
    price: text(raw.price) || "무료",
    schedule,
    isClosed: isRecruitmentClosed(schedule),
    instructor: text(raw.instructor),
    location: text(raw.location),
    isFeatured: raw.isFeatured === true,
    image,
  };
}

export function toProgramSummaries(raws: Array<ProgramSummaryResult | null> | null, source: ImageSource) {
  return (raws ?? []).flatMap((raw) => {
    const program = toProgramSummary(raw, source);
    return program ? [program] : [];
  });
}

export function toProgramDetail(raw: ProgramDetailResult | null, source: ImageSource): ProgramDetail | null {
  const summary = toProgramSummary(raw, source);
  if (!raw || !summary) return null;
  return {
    ...summary,
    detailImage: toImageView(raw.detailImage, source, "detail", summary.title),
    details: (raw.details ?? []).map((d) => d.trim()).filter(Boolean),
    body: (raw.body ?? []) as PortableTextBlock[],
  };
}

export type SiteSettingsResult = {
  centreName: Text;
  phone: Text;
  customerCentrePhone: Text;
  address: Text;
  supportEmail: Text;
  videoChannelUrl: Text;
  copyright: Text;
  appStoreUrl: Text;
  notificationEmail: Text;
  businessHours: Text;
} | null;

export const DEFAULT_CENTRE_NAME = "청라 문화교육센터";

export function toSiteSettings(raw: SiteSettingsResult): SiteSettings {
  const centreName = text(raw?.centreName) || DEFAULT_CENTRE_NAME;
  return {
    centreName,
    phone: text(raw?.phone),
    customerCentrePhone: text(raw?.customerCentrePhone) || text(raw?.phone),
    address: text(raw?.address),
    supportEmail: text(raw?.supportEmail),
    videoChannelUrl: text(raw?.videoChannelUrl),
    copyright: text(raw?.copyright) || `© ${centreName}`,
    appStoreUrl: text(raw?.appStoreUrl),
    notificationEmail: text(raw?.notificationEmail),
    businessHours: text(raw?.businessHours),
  };
}

export type HomePageResult = {
  heroSlides: Array<{ title: Text; subtitle: Text; image: QueryImage }> | null;
  iconBar: Array<{ label: Text; path: Text; isNew: boolean | null; icon: Text }> | null;
  educationPrograms: Array<ProgramSummaryResult | null> | null;
  musicPrograms: Array<ProgramSummaryResult | null> | null;
  appBanner: { title: Text; text: Text; image: QueryImage } | null;
  storeUrl: Text;
} | null;

export function toHomePage(raw: HomePageResult, source: ImageSource): HomePage {
  const heroSlides = (raw?.heroSlides ?? []).flatMap((slide) => {
    const image = toImageView(slide.image, source, "hero", text(slide.title));
    return image ? [{ image, title: text(slide.title), subtitle: text(slide.subtitle) }] : [];
  });
  const iconBar = (raw?.iconBar ?? []).flatMap((link) => {
    const label = text(link.label);
    const path = text(link.path);
    return label && path.startsWith("/") ? [{ label, path, isNew: link.isNew === true, icon: text(link.icon) }] : [];
  });
  return {
    heroSlides,
    iconBar,
    musicPrograms: toProgramSummaries(raw?.musicPrograms ?? [], source),
    educationPrograms: toProgramSummaries(raw?.educationPrograms ?? [], source),
    appBanner: {
      title: text(raw?.appBanner?.title),
      text: text(raw?.appBanner?.text),
      storeUrl: text(raw?.storeUrl),
      image: toImageView(raw?.appBanner?.image, source, "banner", text(raw?.appBanner?.title)),
    },
  };
}

export type PageResult = {
  slug: Text;
  title: Text;
  body: unknown[] | null;
  seoTitle: Text;
  seoDescription: Text;
  image: QueryImage;
} | null;

export const isPageSlug = (value: string): value is PageSlug =>
  (PAGE_SLUGS as readonly string[]).includes(value);

export function toPage(raw: PageResult, source: ImageSource): Page | null {
  const slug = text(raw?.slug);
  if (!raw || !isPageSlug(slug)) return null;
  const title = text(raw.title);
  return {
    slug,
    title,
    body: (raw.body ?? []) as PortableTextBlock[],
    seoTitle: text(raw.seoTitle) || title,
    seoDescription: text(raw.seoDescription),
    image: toImageView(raw.image, source, "detail", title),
  };
}

export type VideoLectureResult = {
  title: Text;
  description: Text;
  videoId: Text;
  thumbnail: QueryImage;
  program: { id: number | null; title: Text } | null;
};

export function toVideoLectures(raws: VideoLectureResult[] | null, source: ImageSource): VideoLecture[] {
  return (raws ?? []).flatMap((raw) => {
    const title = text(raw.title);
    const videoId = text(raw.videoId);
    const thumbnail = toImageView(raw.thumbnail, source, "video", title);
    if (!title || !videoId || !thumbnail) return [];
    const program =
      raw.program && typeof raw.program.id === "number"
        ? { id: raw.program.id, title: text(raw.program.title) }
        : null;
    return [{ title, description: text(raw.description), videoId, thumbnail, program }];
  });
}
