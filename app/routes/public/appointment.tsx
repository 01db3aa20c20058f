/**
 * `/afspraak`, `/en/appointment` (issue 22): book an appointment in steps that are links and a form
 * posted as a document, so it works without scripts; the calendar island (app/islands/booking.ts)
 * swaps the steps in place when scripts run. Never cached: free slots change with every booking.
 */

import { BookingSteps } from "#app/components/booking/BookingSteps.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { appContext } from "#app/context.server.ts";
import { publicTexts } from "#app/i18n/locales/public.ts";
import { fixedHeader } from "#app/lib/public/header.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { appointmentPath } from "#core/booking/format.ts";
import { uncachedPublicPageHeaders } from "#core/page-cache-marker.ts";
import { resolvePublicPath } from "#core/public/urls.ts";
import type { Route } from "./+types/appointment";
import { loadAppointment } from "./appointment.server.ts";

/** one visitor's answer: never kept by the page cache, yet counted as a public page view */
export const headers = uncachedPublicPageHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const { lang } = resolvePublicPath(url.pathname);
  const t = publicTexts(lang);
  const alternates = { nl: appointmentPath.nl, en: appointmentPath.en };
  return {
    lang,
    header: fixedHeader(t("booking.title"), "", t("booking.intro")),
    alternates,
    data: await loadAppointment(ctx, url, lang),
    meta: seoMeta(
      {
        lang,
        title: t("booking.title"),
        description: t("booking.intro"),
        path: appointmentPath[lang],
        alternates,
      },
      ctx.deps.config.publicUrl,
    ),
  };
}

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function Appointment({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader header={loaderData.header} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14" data-booking="">
        <BookingSteps data={loaderData.data} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
