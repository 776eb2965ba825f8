import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ContactForm } from "~/components/contact/contact-form";
import { ContentPage } from "~/components/content/content-page";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { telHref } from "~/domain/contact-links";
import type { SiteSettings } from "~/content/types";
import {
  loadContactFormState,
  receivedLocation,
  submitContactForm,
} from "~/routes/contact/contact.server";
import type { loader as rootLoader } from "~/root";
import { cmsPageMeta } from "~/seo/cms-page-meta";
import { requirePage } from "~/content/cms-page.server";
import { headersWithRetryAfter } from "~/security/retry-after";

// Also served at /contact/* (contact.$.tsx re-exports this module).
export async function loader({ request }: LoaderFunctionArgs) {
  const [page, contactForm] = await Promise.all([
    requirePage("contact"),
    loadContactFormState(request),
  ]);
  return { page, contactForm };
}

// The inquiry form (requirements §5): stored first, then the centre is notified; PRG to the confirmation.
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitContactForm(request, context);
  if (result.outcome === "created") return redirect(receivedLocation(result.inquiry));
  const headers: Record<string, string> = result.retryAfterSeconds
    ? { "Retry-After": String(result.retryAfterSeconds) }
    : {};
  return data(result.reply, { status: result.status, headers });
}

export default function ContactPage() {
  const { page, contactForm } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <ContentPage page={page} eyebrow="문의하기">
      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ContactForm state={contactForm} lastResult={lastResult} />
        {root && <ContactDetails settings={root.settings} />}
      </div>
    </ContentPage>
  );
}

function ContactDetails({ settings }: { settings: SiteSettings }) {
  const items = [
    {
      icon: <PhoneIcon />,
      label: "대표 전화",
      value: settings.phone,
      href: telHref(settings.phone),
    },
    {
      icon: <PhoneIcon />,
      label: "고객센터",
      value: settings.customerCentrePhone,
      href: telHref(settings.customerCentrePhone),
    },
    {
      icon: <MailIcon />,
      label: "이메일",
      value: settings.supportEmail,
      href: `mailto:${settings.supportEmail}`,
    },
    { icon: <MapPinIcon />, label: "주소", value: settings.address },
    ...(settings.businessHours
      ? [{ icon: <ClockIcon />, label: "운영 시간", value: settings.businessHours }]
      : []),
  ];
  return (
    <section aria-labelledby="contact-details">
      <h2 id="contact-details" className="text-xl font-bold text-brand-900">
        연락처
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {items.map((item) => (
          <div
            key={item.label}
            className="grid grid-cols-[2.5rem_1fr] gap-x-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <dt className="contents">
              <span className="row-span-2 flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                {item.icon}
              </span>
              <span className="text-sm font-semibold text-muted">{item.label}</span>
            </dt>
            <dd className="col-start-2 mt-0.5 font-bold text-ink">
              {item.href ? (
                <a
                  href={item.href}
                  className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline"
                >
                  {item.value}
                </a>
              ) : (
                item.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm leading-6 text-muted">
        문의하기 전에{" "}
        <Link to="/faq" className="font-semibold text-brand-700 hover:underline">
          자주 묻는 질문
        </Link>
        에서 답을 찾아보세요. 오시는 길은{" "}
        <Link to="/about#directions" className="font-semibold text-brand-700 hover:underline">
          찾아오시는 길
        </Link>
        에 있습니다.
      </p>
    </section>
  );
}

// A rate-limited post's 429 keeps its Retry-After.
export const headers = headersWithRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  cmsPageMeta(data?.page, "/contact", matches);

export const ErrorBoundary = RouteErrorBoundary;
