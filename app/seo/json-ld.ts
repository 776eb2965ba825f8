// Pure builders for schema.org JSON-LD: the centre (EducationalOrganization) and each class (Course).
import type { ProgramDetail, SiteSettings } from "~/content/types";
import { CATEGORY_LABELS } from "~/content/types";
import type { Weekday } from "~/domain/class-facts";
import { isFree } from "~/domain/program";
import { absoluteUrl } from "~/seo/meta";

type JsonLd = Record<string, unknown>;

/** schema.org's DayOfWeek names, for a class's 요일. */
const SCHEMA_DAYS: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

export function organizationJsonLd(settings: SiteSettings, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": `${absoluteUrl(siteUrl, "/")}#organization`,
    name: settings.centreName,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, "/logo.svg"),
    telephone: settings.phone,
    email: settings.supportEmail,
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.address,
      addressRegion: "인천광역시",
      addressCountry: "KR",
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: settings.customerCentrePhone,
      email: settings.supportEmail,
      availableLanguage: "Korean",
    },
    sameAs: settings.videoChannelUrl ? [settings.videoChannelUrl] : [],
  };
}

export function courseJsonLd(
  program: ProgramDetail,
  settings: SiteSettings,
  siteUrl: string,
): JsonLd {
  const url = absoluteUrl(siteUrl, `/program/${program.id}`);
  const free = isFree(program.price);
  // 개강일 and 종강일 when the editor set them (Seoul calendar days, "2026-03-16").
  const term = {
    ...(program.recruitment.startsOn ? { startDate: program.recruitment.startsOn } : {}),
    ...(program.endsOn ? { endDate: program.endsOn } : {}),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": `${url}#course`,
    name: program.title,
    description: program.description,
    url,
    image: absoluteUrl(siteUrl, program.image.src),
    inLanguage: "ko",
    courseCode: String(program.id),
    about: CATEGORY_LABELS[program.category],
    provider: {
      "@type": "EducationalOrganization",
      name: settings.centreName,
      url: absoluteUrl(siteUrl, "/"),
    },
    offers: {
      "@type": "Offer",
      category: free ? "Free" : "Paid",
      ...(free ? { price: 0, priceCurrency: "KRW" } : { description: program.price }),
      availability: program.isClosed ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url,
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Onsite",
      courseSchedule: {
        "@type": "Schedule",
        description: program.schedule,
        ...(program.weekdays.length
          ? {
              repeatFrequency: "P1W",
              byDay: program.weekdays.map((day) => `https://schema.org/${SCHEMA_DAYS[day]}`),
            }
          : {}),
        ...term,
      },
      ...term,
      location: { "@type": "Place", name: program.location, address: program.location },
      ...(program.instructor
        ? { instructor: { "@type": "Person", name: program.instructor } }
        : {}),
    },
  };
}

/** Serialises JSON-LD for a <script type="application/ld+json"> without closing the tag early. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
