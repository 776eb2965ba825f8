// Every GROQ query the site runs, written once. Both content sources (the Sanity API and the
// bundled dataset under groq-js) run these same strings, so they answer in the same shape.
// The shapes are what the mapping in ./mapping.ts needs: components never see raw documents.
import { defineQuery } from "groq";

// An image field: the asset's id and public address plus its size, and the editor's crop.
const IMAGE = `{
  alt,
  crop,
  hotspot,
  "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height }
}`;

const PROGRAM_SUMMARY = `
  id,
  category,
  title,
  description,
  price,
  schedule,
  "weekdays": coalesce(weekdays, []),
  startTime,
  endTime,
  scheduleNote,
  audience,
  audienceNote,
  endsOn,
  instructor,
  location,
  "isFeatured": coalesce(isFeatured, false),
  "recruitment": {
    "status": recruitmentStatus,
    "opensOn": applicationPeriod.start,
    "closesOn": applicationPeriod.end,
    capacity,
    startsOn,
    cancelUntil,
    "method": applicationMethod,
    drawAt
  },
  image${IMAGE}
`;

// The editors' drag-and-drop order (orderRank, a LexoRank string); a class not yet ranked comes
// after the ranked ones ("~" sorts after every rank character), then by public number.
const PROGRAM_ORDER = `order(coalesce(orderRank, "~") asc, id asc)`;

export const SITE_SETTINGS_QUERY =
  defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  centreName,
  phone,
  customerCentrePhone,
  address,
  supportEmail,
  videoChannelUrl,
  copyright,
  appStoreUrl,
  notificationEmail,
  businessHours
}`);

export const PROGRAMS_QUERY = defineQuery(
  `*[_type == "program" && defined(id)] | ${PROGRAM_ORDER}{${PROGRAM_SUMMARY}}`,
);

/** Every class's 개강일 and 종강일, for the retention job's application rule (decision 209). */
export const CLASS_DATES_QUERY = defineQuery(
  `*[_type == "program" && defined(id)]{ id, startsOn, endsOn }`,
);

/** Every class page and when its content was last edited, in the editors' order (the sitemap). */
export const PROGRAM_PAGES_QUERY = defineQuery(
  `*[_type == "program" && defined(id)] | ${PROGRAM_ORDER}{ id, "updatedAt": _updatedAt }`,
);

export const FEATURED_PROGRAMS_QUERY = defineQuery(
  `*[_type == "program" && defined(id) && isFeatured == true] | ${PROGRAM_ORDER}{${PROGRAM_SUMMARY}}`,
);

export const PROGRAM_QUERY = defineQuery(`*[_type == "program" && id == $id][0]{
  ${PROGRAM_SUMMARY},
  completionRate,
  detailImage${IMAGE},
  "details": coalesce(details, []),
  "body": coalesce(body, [])
}`);

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  "heroSlides": heroSlides[]{
    title,
    subtitle,
    "link": link{ kind, path, label, "programId": program->id },
    image${IMAGE}
  },
  "iconBar": iconBar[]{ label, path, "isNew": coalesce(isNew, false), icon },
  "educationPrograms": educationPrograms[]->{${PROGRAM_SUMMARY}},
  "musicPrograms": *[_type == "program" && defined(id) && category == "music"] | ${PROGRAM_ORDER}{${PROGRAM_SUMMARY}},
  "appBanner": appBanner{ title, text, image${IMAGE} },
  "storeUrl": *[_type == "siteSettings" && _id == "siteSettings"][0].appStoreUrl
}`);

export const PAGE_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  "slug": slug.current,
  title,
  "body": coalesce(body, []),
  seoTitle,
  seoDescription,
  image${IMAGE}
}`);

export const VIDEO_LECTURES_QUERY =
  defineQuery(`*[_type == "videoLecture"] | order(order asc, title asc){
  title,
  description,
  videoId,
  thumbnail${IMAGE},
  "program": program->{ id, title }
}`);

// Notices (공지사항): visible once their publish time has come (a future date schedules one).
// `$withScheduled` (the Studio's preview only) shows scheduled ones too, marked with their date.
const NOTICE_VISIBLE = `_type == "notice" && defined(title) && defined(publishedAt) && ($withScheduled == true || dateTime(publishedAt) <= dateTime(now()))`;
const NOTICE_SUMMARY = `"id": _id, title, publishedAt, "pinned": coalesce(pinned, false)`;

/** One page of the notice board: pinned notices first, then the newest. */
export const NOTICES_PAGE_QUERY = defineQuery(`{
  "total": count(*[${NOTICE_VISIBLE}]),
  "items": *[${NOTICE_VISIBLE}] | order(coalesce(pinned, false) desc, publishedAt desc)[$start...$end]{${NOTICE_SUMMARY}}
}`);

/** The newest three, for the home page. */
export const LATEST_NOTICES_QUERY = defineQuery(
  `*[${NOTICE_VISIBLE}] | order(publishedAt desc)[0...3]{${NOTICE_SUMMARY}}`,
);

export const NOTICE_QUERY = defineQuery(`*[${NOTICE_VISIBLE} && _id == $id][0]{
  ${NOTICE_SUMMARY},
  "body": coalesce(body, []),
  "attachment": attachment{ url, label }
}`);

/** 자주 묻는 질문, in the editors' order (one without an order after the ordered ones). */
export const FAQS_QUERY = defineQuery(
  `*[_type == "faq" && defined(question) && defined(answer)] | order(coalesce(order, 1000000) asc, question asc){ "id": _id, question, answer }`,
);

/** 찾아오시는 길 on /about: the address and the directions kept in the site settings. */
export const DIRECTIONS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  address,
  "transit": directions.transit,
  "parking": directions.parking,
  "map": directions.map${IMAGE}
}`);
