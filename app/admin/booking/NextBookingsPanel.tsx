/**
 * The dashboard's "next bookings" panel (issue 22): the next five booked appointments, with a link to
 * the booking section. Self-contained (its own query of `GET /api/booking/bookings`), so the
 * dashboard only places it.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { call } from "#app/api/typed.ts";
import { adminPath } from "#core/admin-path.ts";
import { formatBookingMoment } from "#core/booking/format.ts";
import { useLang } from "../language.ts";
import { btn } from "../ui.ts";

const text = {
  nl: { title: "Eerstvolgende afspraken", none: "Geen afspraken gepland.", all: "Alle afspraken" },
  en: { title: "Next appointments", none: "No appointments planned.", all: "All appointments" },
} as const;

export function NextBookingsPanel() {
  const lang = useLang();
  const t = text[lang];
  const query = useQuery({
    queryKey: ["booking", "coming"],
    queryFn: () => call.get("/booking/bookings", { query: {} }),
  });
  const next = (query.data?.data ?? []).filter((b) => b.status === "booked").slice(0, 5);
  return (
    <section
      className="rounded-lg bg-white p-4 shadow-sm"
      aria-labelledby="dash-bookings"
      data-testid="dash-bookings"
    >
      <h2 id="dash-bookings" className="mb-3 text-lg font-semibold">
        {t.title}
      </h2>
      {next.length === 0 ? <p className="text-slate-600">{query.isLoading ? "…" : t.none}</p> : null}
      <ul className="space-y-1.5 text-sm">
        {next.map((b) => (
          <li key={b.id}>
            <span className="font-medium">{formatBookingMoment(new Date(b.start_at), lang)}</span>
            <br />
            {b.kind_name} · {b.name}
          </li>
        ))}
      </ul>
      <Link to={adminPath("afspraken")} className={`${btn.link} mt-3 inline-block`}>
        {t.all}
      </Link>
    </section>
  );
}
