// What pages receive from the content layer: shaped by the GROQ queries, image URLs already
// built for the active source (Sanity CDN or files in public/), so components never know which.
import type { PortableTextBlock } from "@portabletext/react";
import type { Audience, ClassFact, Weekday } from "../domain/class-facts";
import type { Recruitment } from "../domain/recruitment";

export const CATEGORIES = ["music", "education", "health", "technical"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  music: "음악",
  education: "교육",
  health: "건강",
  technical: "기술",
};

export type ImageView = {
  src: string;
  /** Responsive candidates ("url 480w, url 960w"), absent where the source is a vector file. */
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
};

/** A link-preview picture (og:image): a raster file crawlers read, of a known size. */
export type OgImage = { src: string; width: number; height: number; alt: string };

export type ProgramSummary = {
  id: number;
  category: Category;
  title: string;
  description: string;
  price: string;
  /**
   * 요일·시간: "매주 화·목 10:00–11:00" from the day and time fields, else the editor's free text
   * without the old `[모집마감]` marker (the mapping removes it; the badge says it).
   */
  schedule: string;
  /** The days it meets (the /services filter), from the fields or read from a free-text schedule. */
  weekdays: Weekday[];
  /** 대상, and the editor's note beside it ("" when none). */
  audience: Audience | null;
  audienceNote: string;
  /** 종강일 (the 개강일 is `recruitment.startsOn`), "YYYY-MM-DD" or null. */
  endsOn: string | null;
  /** Whether the class takes applications now (the rule in ~/domain/recruitment). */
  isClosed: boolean;
  /** Status, period, capacity and what they add up to now; `isClosed` repeats its verdict. */
  recruitment: Recruitment;
  instructor: string;
  location: string;
  isFeatured: boolean;
  image: ImageView;
};

export type ProgramDetail = ProgramSummary & {
  detailImage: ImageView | null;
  /** The class's picture for link previews (the detail picture when there is one). */
  ogImage: OgImage | null;
  details: string[];
  body: PortableTextBlock[];
  /** 수료 기준 출석률: a whole percent (1–100) of the class's sessions, or null (no 수료증). */
  completionRate: number | null;
};

/** `href` is a path on this site; `label` the button's words. */
export type HeroSlide = {
  image: ImageView;
  title: string;
  subtitle: string;
  link: { href: string; label: string };
};

/** `icon` is the sprite symbol to draw (resolved from the CMS key by shortcutSymbol). */
export type IconLink = { label: string; path: string; isNew: boolean; icon: string };

export type HomePage = {
  heroSlides: HeroSlide[];
  iconBar: IconLink[];
  musicPrograms: ProgramSummary[];
  educationPrograms: ProgramSummary[];
  appBanner: { title: string; text: string; storeUrl: string; image: ImageView | null };
  /** The first hero slide's picture for link previews. */
  ogImage: OgImage | null;
};

export const PAGE_SLUGS = [
  "about",
  "services",
  "music",
  "video-lectures",
  "study-abroad",
  "contact",
  "terms",
  "privacy",
  "ranking",
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export type Page = {
  slug: PageSlug;
  title: string;
  body: PortableTextBlock[];
  seoTitle: string;
  seoDescription: string;
  image: ImageView | null;
  ogImage: OgImage | null;
};

export type VideoLecture = {
  title: string;
  description: string;
  /** YouTube video id; the player loads only when the visitor clicks the facade. */
  videoId: string;
  thumbnail: ImageView;
  program: { id: number; title: string } | null;
};

export type SiteSettings = {
  centreName: string;
  phone: string;
  customerCentrePhone: string;
  address: string;
  supportEmail: string;
  videoChannelUrl: string;
  copyright: string;
  appStoreUrl: string;
  notificationEmail: string;
  businessHours: string;
};

/** A notice as lists show it: `publishedAt` is an ISO time, `day` its Seoul calendar day
 * ("2026-11-20", for <time dateTime>) and `dateLabel` the same day as visitors read it. */
export type NoticeSummary = {
  id: string;
  title: string;
  publishedAt: string;
  day: string;
  dateLabel: string;
  pinned: boolean;
  /** Only in the Studio's preview: a notice whose publish time is still ahead, e.g. "2026. 12. 01. 09:00". */
  scheduledFor: string | null;
};

export type Notice = NoticeSummary & {
  body: PortableTextBlock[];
  /** An optional link (a file or a page): a site path or an http(s) address. */
  attachment: { url: string; label: string } | null;
};

export type NoticeList = { items: NoticeSummary[]; total: number };

/** A class as the application dialog's catalogue lists it. */
export type CatalogueProgram = {
  id: number;
  title: string;
  description: string;
  category: Category;
  schedule: string;
  isClosed: boolean;
  /** "모집 예정 (12월 1일부터 신청)" or 마감 while it cannot be chosen, else null. */
  closedLabel: string | null;
  /** Seats taken: applications go to the waiting list (대기). */
  waitlist: boolean;
  /** Past the cancel deadline: the warning that an application cannot be cancelled online, else null. */
  lateNote: string | null;
  /** "개강일 12월 1일 · 취소 마감 11월 30일" for the confirmation after applying, or null. */
  termsLine: string | null;
  /** The class's facts as the class page lists them (~/domain/class-facts), for the chosen class's box. */
  facts: ClassFact[];
};

/** What /services shows, read from its URL's query (./program-filters.ts). */
export type ProgramFilters = {
  category: Category | null;
  /** 모집중만: only classes that take applications now (the waiting list counts). */
  openOnly: boolean;
  audience: Audience | null;
  /** Classes meeting on any of these days; [] for every day. */
  days: Weekday[];
  /** Words searched in the title, description, instructor and place; "" for none. */
  query: string;
};

/** A class as a card shows it (./program-card-data.ts makes it from a ProgramSummary). */
/** The class's own fields a card shows as they are (./program-card-data.ts copies them over). */
export const PROGRAM_CARD_FIELDS = [
  "id",
  "category",
  "title",
  "description",
  "price",
  "schedule",
  "location",
  "image",
] as const;
export type ProgramCardField = (typeof PROGRAM_CARD_FIELDS)[number];

export type ProgramCardData = Pick<ProgramSummary, ProgramCardField> & {
  recruitment: Pick<Recruitment, "phase" | "daysLeft">;
  /**
   * The brief facts, written by ./program-card-data.ts so the card's code carries no words for
   * them: 수강 기간 ("3월 5일 ~ 6월 25일"), 대상 ("성인") and 인원 ("정원 20명 · 잔여 2명 · 대기 3명").
   */
  term: string | null;
  audience: string | null;
  seats: string | null;
};

/** One 자주 묻는 질문: the answer as paragraphs. `id` is the published document's id. */
export type Faq = { id: string; question: string; answer: string[] };

/** 찾아오시는 길: the address, how to come (paragraphs) and a map picture staff can replace. */
export type Directions = {
  address: string;
  transit: string[];
  parking: string[];
  map: ImageView | null;
};
