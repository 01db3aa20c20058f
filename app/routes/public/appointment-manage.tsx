/**
 * `/afspraak/<token>`, `/en/appointment/<token>` (issue 22): the visitor's own booking, from the
 * link in the confirmation mail — cancel it, or move it to another free moment. Forms posted as
 * documents (server/booking/document-post.ts); never cached.
 */

import { AlertMessage } from "#app/components/AlertMessage.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { appContext } from "#app/context.server.ts";
import { publicTexts, usePublicText } from "#app/i18n/locales/public.ts";
import { fixedHeader } from "#app/lib/public/header.ts";
import {
  appointmentPath,
  formatBookingDay,
  formatBookingMoment,
  formatBookingTime,
} from "#core/booking/format.ts";
import { FORM_FIELD } from "#core/forms/outcome.ts";
import { uncachedPublicPageHeaders } from "#core/page-cache-marker.ts";
import { resolvePublicPath } from "#core/public/urls.ts";
import type { Route } from "./+types/appointment-manage";
import { loadManage } from "./appointment-manage.server.ts";

/** one visitor's answer: never kept by the page cache, yet counted as a public page view */
export const headers = uncachedPublicPageHeaders;

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const { lang } = resolvePublicPath(url.pathname);
  const t = publicTexts(lang);
  const data = await loadManage(ctx, params.token ?? "", url, lang);
  // "move or cancel" only above a booking that can still be moved or cancelled: not above a
  // cancelled one, a link that no longer works, or the answer to a move or cancel just made
  const manageable = data.booking?.status === "booked" && data.outcome?.status !== "sent";
  return {
    lang,
    header: fixedHeader(t("booking.manageTitle"), "", manageable ? t("booking.manageIntro") : ""),
    // a link is one visitor's: the other language's page is the booking page, never the token
    alternates: { nl: appointmentPath.nl, en: appointmentPath.en },
    data,
    title: t("booking.manageTitle"),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData?.title ?? "" },
  // the address holds the visitor's key: never indexed
  { name: "robots", content: "noindex" },
];

const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const chip = "inline-flex min-h-11 items-center justify-center rounded-lg border px-3 py-2 font-semibold";

export default function AppointmentManage({ loaderData }: Route.ComponentProps) {
  const { t } = usePublicText();
  const { data, header, lang } = loaderData;
  const { outcome, booking } = data;
  const sent = outcome?.status === "sent";
  let body: React.ReactNode;
  if (sent && outcome.form === "booking-cancel") {
    body = <p data-testid="booking-manage-done">{t("booking.cancelled")}</p>;
  } else if (sent && outcome.form === "booking-move") {
    body = (
      <p data-testid="booking-manage-done">
        {t("booking.moved", { moment: formatBookingMoment(new Date(outcome.values.start), lang) })}
      </p>
    );
  } else if (booking?.status === "cancelled") {
    body = (
      <div data-testid="booking-cancelled">
        <h2 className="text-xl font-extrabold text-brand-900">{t("booking.cancelledTitle")}</h2>
        <p className="mt-2">{`${booking.kind_name} — ${formatBookingMoment(new Date(booking.start), lang)}`}</p>
        <a href={appointmentPath[lang]} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t("booking.bookAgain")}
        </a>
      </div>
    );
  } else if (!booking) {
    body = (
      <div data-testid="booking-link-invalid">
        <h2 className="text-xl font-extrabold text-brand-900">{t("booking.linkInvalidTitle")}</h2>
        <p className="mt-2">{t("booking.linkInvalid")}</p>
        <a href={appointmentPath[lang]} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t("booking.bookAgain")}
        </a>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        {outcome?.message ? (
          <AlertMessage
            className="rounded-lg bg-red-50 p-3 font-semibold text-red-800"
            testId="booking-error"
          >
            {outcome.message}
          </AlertMessage>
        ) : null}
        <p className="text-lg font-semibold" data-testid="booking-current">
          {`${booking.kind_name} — ${formatBookingMoment(new Date(booking.start), lang)}`}
        </p>
        <form method="post">
          <input type="hidden" name={FORM_FIELD} value="booking-cancel" />
          <button type="submit" className={`${chip} border-red-300 text-red-800 hover:bg-red-50`}>
            {t("booking.cancel")}
          </button>
        </form>
        <div>
          <h2 className="text-xl font-extrabold text-brand-900">{t("booking.moveTitle")}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {data.days.map((day) => (
              <li key={day}>
                <a
                  href={`?day=${day}`}
                  aria-current={data.day === day ? "date" : undefined}
                  className={`${chip} ${data.day === day ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300"}`}
                >
                  {formatBookingDay(new Date(`${day}T12:00:00Z`), lang)}
                </a>
              </li>
            ))}
          </ul>
          {data.day ? (
            <form method="post" className="mt-4">
              <input type="hidden" name={FORM_FIELD} value="booking-move" />
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                {data.times.map((start) => (
                  <li key={start}>
                    <button
                      type="submit"
                      name="start"
                      value={start}
                      aria-label={t("booking.moveTo", { time: formatBookingMoment(new Date(start), lang) })}
                      className={`${chip} w-full border-slate-300 hover:border-brand-600`}
                    >
                      {formatBookingTime(new Date(start))}
                    </button>
                  </li>
                ))}
              </ul>
            </form>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <>
      <PageHeader header={header} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <section className={card}>{body}</section>
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
