/**
 * The booking page's steps as server HTML: kinds, a month calendar showing only days with free
 * slots as links, the free times as links, the details form (posted as a document). The calendar
 * island (app/islands/booking.ts) only makes these links and the form faster; it adds nothing the
 * HTML cannot do.
 */

import { usePublicText } from "#app/i18n/locales/public.ts";
import type { AppointmentData } from "#app/routes/public/appointment.server.ts";
import {
  appointmentHref,
  formatBookingDay,
  formatBookingMoment,
  formatBookingTime,
} from "#core/booking/format.ts";
import { FORM_FIELD } from "#core/forms/outcome.ts";
import type { Language } from "#core/lang.ts";

const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const chip =
  "inline-flex min-h-11 items-center justify-center rounded-lg border px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";
const field = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base";

function weekdayNames(lang: Language): string[] {
  const format = new Intl.DateTimeFormat(lang === "nl" ? "nl-NL" : "en-GB", {
    weekday: "short",
    timeZone: "UTC",
  });
  // 2026-11-30 is a Monday
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 10, 30 + i, 12))));
}

function monthName(month: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === "nl" ? "nl-NL" : "en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-15T12:00:00Z`));
}

export function BookingSteps({ data }: { data: AppointmentData }) {
  const { t } = usePublicText();
  const { lang, kind, outcome } = data;

  if (outcome?.status === "sent") {
    const start = outcome.values.start ? new Date(outcome.values.start) : null;
    return (
      <section className={card} data-testid="booking-confirmation" aria-live="polite">
        <h2 className="text-2xl font-extrabold text-brand-900">{t("booking.confirmTitle")}</h2>
        {start ? (
          <p className="mt-3 text-lg font-semibold">
            {`${outcome.values.kind_name} — ${formatBookingMoment(start, lang)}`}
          </p>
        ) : null}
        <p className="mt-3">{t("booking.confirmText")}</p>
      </section>
    );
  }

  return (
    <div className="space-y-6" data-booking-steps="">
      <section className={card} aria-labelledby="booking-kind">
        <h2 id="booking-kind" className="text-xl font-extrabold text-brand-900">
          {t("booking.kindStep")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {data.kinds.map((k) => {
            const current = kind?.id === k.id;
            return (
              <li key={k.id}>
                <a
                  href={appointmentHref(lang, { kind: k.id })}
                  aria-current={current ? "true" : undefined}
                  data-booking-nav=""
                  className={`${chip} w-full flex-col ${current ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-brand-900 hover:border-brand-600"}`}
                >
                  <span>{k.name}</span>
                  <span className="text-sm font-normal">{t("booking.minutes", { n: k.minutes })}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>

      {kind ? (
        <section className={card} aria-labelledby="booking-day">
          <h2 id="booking-day" className="text-xl font-extrabold text-brand-900">
            {t("booking.dayStep")}
          </h2>
          <div className="mt-4 flex items-center justify-between gap-2">
            {data.previousMonth ? (
              <a
                href={appointmentHref(lang, { kind: kind.id, month: data.previousMonth })}
                data-booking-nav=""
                className={`${chip} border-slate-300`}
              >
                <span aria-hidden="true">‹</span>
                <span className="sr-only">{t("booking.previousMonth")}</span>
              </a>
            ) : (
              <span className="w-11" />
            )}
            <p className="text-lg font-bold capitalize" data-testid="booking-month">
              {monthName(data.month, lang)}
            </p>
            {data.nextMonth ? (
              <a
                href={appointmentHref(lang, { kind: kind.id, month: data.nextMonth })}
                data-booking-nav=""
                className={`${chip} border-slate-300`}
              >
                <span aria-hidden="true">›</span>
                <span className="sr-only">{t("booking.nextMonth")}</span>
              </a>
            ) : (
              <span className="w-11" />
            )}
          </div>
          <table className="mt-3 w-full table-fixed border-separate border-spacing-1 text-center">
            <thead>
              <tr>
                {weekdayNames(lang).map((name) => (
                  <th key={name} scope="col" className="text-sm font-semibold text-slate-600">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((week) => (
                <tr key={week[0].day}>
                  {week.map((d) => {
                    const number = Number(d.day.slice(8));
                    if (!d.inMonth) return <td key={d.day} />;
                    if (!d.free) {
                      return (
                        <td key={d.day} className="py-2 text-slate-400">
                          {number}
                        </td>
                      );
                    }
                    const current = data.day === d.day;
                    return (
                      <td key={d.day}>
                        <a
                          href={appointmentHref(lang, { kind: kind.id, month: data.month, day: d.day })}
                          aria-label={t("booking.freeDay", {
                            day: formatBookingDay(new Date(`${d.day}T12:00:00Z`), lang),
                          })}
                          aria-current={current ? "date" : undefined}
                          data-booking-nav=""
                          data-testid="booking-day"
                          className={`${chip} w-full px-0 ${current ? "border-brand-600 bg-brand-600 text-white" : "border-brand-200 bg-brand-50 text-brand-900 hover:border-brand-600"}`}
                        >
                          {number}
                        </a>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {data.weeks.every((w) => w.every((d) => !d.free || !d.inMonth)) ? (
            <p className="mt-3">{t("booking.noDays")}</p>
          ) : null}
        </section>
      ) : null}

      {kind && data.day ? (
        <section className={card} aria-labelledby="booking-time">
          <h2 id="booking-time" className="text-xl font-extrabold text-brand-900">
            {t("booking.timeStep")}: {formatBookingDay(new Date(`${data.day}T12:00:00Z`), lang)}
          </h2>
          {data.times.length ? (
            <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-6">
              {data.times.map((slot) => {
                const current = data.start === slot.start;
                return (
                  <li key={slot.start}>
                    <a
                      href={appointmentHref(lang, {
                        kind: kind.id,
                        month: data.month,
                        day: data.day,
                        start: slot.start,
                      })}
                      aria-current={current ? "true" : undefined}
                      data-booking-nav=""
                      data-testid="booking-time"
                      className={`${chip} w-full ${current ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-brand-900 hover:border-brand-600"}`}
                    >
                      {formatBookingTime(new Date(slot.start))}
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-3">{t("booking.noTimes")}</p>
          )}
        </section>
      ) : null}

      {kind && (data.start || data.startGone || outcome) ? <DetailsForm data={data} /> : null}
    </div>
  );
}

function DetailsForm({ data }: { data: AppointmentData }) {
  const { t } = usePublicText();
  const { lang, kind, outcome } = data;
  if (!kind) return null;
  const start = data.start;
  const values = outcome?.values ?? {};
  const errors = outcome?.errors ?? {};
  const problem = outcome && outcome.status !== "invalid" ? t("booking.failed") : outcome?.message;
  const input = (name: "name" | "email" | "phone", type: string, autoComplete: string, required: boolean) => (
    <div>
      <label htmlFor={`booking-${name}`} className="font-semibold">
        {t(`booking.${name}`)}
      </label>
      <input
        id={`booking-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? "true" : undefined}
        aria-describedby={errors[name] ? `booking-${name}-error` : undefined}
        className={field}
      />
      {errors[name] ? (
        <p id={`booking-${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <section className={card} aria-labelledby="booking-details">
      <h2 id="booking-details" className="text-xl font-extrabold text-brand-900">
        {t("booking.detailsStep")}
      </h2>
      {problem || (outcome?.status === "rate_limited" && outcome.message) ? (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-800"
          data-testid="booking-error"
        >
          {outcome?.message ?? problem}
        </p>
      ) : null}
      {data.startGone && !outcome ? (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-amber-50 p-3 font-semibold text-amber-900"
          data-testid="booking-error"
        >
          {t("booking.notAvailable")}
        </p>
      ) : null}
      {start ? (
        <>
          <p className="mt-3 text-lg" data-testid="booking-chosen">
            {t("booking.chosen", { kind: kind.name, moment: formatBookingMoment(new Date(start), lang) })}
          </p>
          <form method="post" className="mt-4 grid gap-4" data-booking-form="" noValidate={false}>
            <input type="hidden" name={FORM_FIELD} value="booking" />
            <input type="hidden" name="kind" value={kind.id} />
            <input type="hidden" name="start" value={start} />
            <div className="hidden" aria-hidden="true">
              <label htmlFor="booking-website">Website</label>
              <input id="booking-website" name="website" tabIndex={-1} autoComplete="off" />
            </div>
            {input("name", "text", "name", true)}
            {input("email", "email", "email", true)}
            {input("phone", "tel", "tel", false)}
            <div>
              <label htmlFor="booking-description" className="font-semibold">
                {t("booking.description")}
              </label>
              <textarea
                id="booking-description"
                name="description"
                rows={3}
                maxLength={2000}
                defaultValue={values.description ?? ""}
                className={field}
              />
            </div>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-accent-500 px-6 py-3 text-lg font-bold text-slate-900 shadow hover:bg-amber-400"
            >
              {t("booking.submit")}
            </button>
          </form>
        </>
      ) : null}
    </section>
  );
}
