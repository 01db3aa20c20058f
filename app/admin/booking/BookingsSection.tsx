/**
 * The bookings of the booking screen: one day's and the coming ones, each with cancel and move
 * (the visitor is mailed by the server).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { call } from "#app/api/typed.ts";
import { formatBookingDay, formatBookingMoment, formatBookingTime } from "#core/booking/format.ts";
import { btn, card, input, labelClass } from "../ui.ts";
import { type Booking, today, useFail, useT } from "./hooks.ts";
import { MovePicker } from "./MovePicker.tsx";

export function BookingsSection() {
  const { t, lang } = useT();
  const [day, setDay] = useState(today());
  const dayQuery = useQuery({
    queryKey: ["booking", "day", day],
    queryFn: () => call.get("/booking/bookings", { query: { from: day, to: day } }),
  });
  const coming = useQuery({
    queryKey: ["booking", "coming"],
    queryFn: () => call.get("/booking/bookings", { query: {} }),
  });
  return (
    <section className={card} aria-labelledby="booking-admin-day">
      <h2 id="booking-admin-day" className="text-lg font-semibold">
        {t.bookings}
      </h2>
      <label className={`${labelClass} mt-3`} htmlFor="booking-admin-day-input">
        {t.day}
      </label>
      <input
        id="booking-admin-day-input"
        type="date"
        className={`${input} max-w-48`}
        value={day}
        onChange={(e) => e.target.value && setDay(e.target.value)}
      />
      <p id="booking-admin-day-name" className="mt-2 font-medium">
        {formatBookingDay(new Date(`${day}T12:00:00Z`), lang)}
      </p>
      <BookingTable rows={dayQuery.data?.data ?? []} labelledBy="booking-admin-day-name" timeOnly />
      <h3 id="booking-admin-coming" className="mt-6 font-semibold">
        {t.coming}
      </h3>
      <BookingTable
        rows={(coming.data?.data ?? []).filter((b) => b.status === "booked")}
        labelledBy="booking-admin-coming"
      />
    </section>
  );
}

/**
 * One list of bookings, named by the heading above it (`labelledBy`): the day's list keeps the
 * day's cancelled bookings, the coming one only the booked, so a screen reader (and a journey) must
 * be able to tell the two tables apart.
 */
function BookingTable({
  rows,
  labelledBy,
  timeOnly = false,
}: {
  rows: Booking[];
  labelledBy: string;
  timeOnly?: boolean;
}) {
  const { t, lang } = useT();
  const [moving, setMoving] = useState<number | null>(null);
  const client = useQueryClient();
  const fail = useFail();
  const cancel = useMutation({
    mutationFn: (id: number) => call.post("/booking/booking/{id}/cancel", { params: { id } }),
    onSuccess: () => {
      toast.success(t.saved);
      client.invalidateQueries({ queryKey: ["booking"] });
    },
    onError: fail,
  });
  if (rows.length === 0) return <p className="mt-2 text-slate-600">{t.none}</p>;
  return (
    <table className="mt-3 w-full text-left text-sm" aria-labelledby={labelledBy}>
      <thead>
        <tr className="border-b">
          <th className="py-1 pr-2">{t.when}</th>
          <th className="py-1 pr-2">{t.kind}</th>
          <th className="py-1 pr-2">{t.who}</th>
          <th className="py-1 pr-2">{t.status}</th>
          <th className="py-1" />
        </tr>
      </thead>
      <tbody>
        {rows.map((b) => (
          <tr key={b.id} className="border-b align-top">
            <td className="py-1.5 pr-2 whitespace-nowrap">
              {timeOnly
                ? formatBookingTime(new Date(b.start_at))
                : formatBookingMoment(new Date(b.start_at), lang)}
            </td>
            <td className="py-1.5 pr-2">{b.kind_name}</td>
            <td className="py-1.5 pr-2">
              {b.name}
              <br />
              <a className={btn.link} href={`mailto:${b.email}`}>
                {b.email}
              </a>
              {b.phone ? ` · ${b.phone}` : ""}
              {b.description ? <p className="whitespace-pre-line text-slate-600">{b.description}</p> : null}
            </td>
            <td className="py-1.5 pr-2">{b.status === "booked" ? t.booked : t.cancelled}</td>
            <td className="py-1.5">
              {b.status === "booked" ? (
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={btn.small}
                    onClick={() => window.confirm(t.confirmCancel) && cancel.mutate(b.id)}
                  >
                    {t.cancel}
                  </button>
                  <button
                    type="button"
                    className={btn.small}
                    onClick={() => setMoving(moving === b.id ? null : b.id)}
                  >
                    {t.move}
                  </button>
                </div>
              ) : null}
              {moving === b.id ? <MovePicker booking={b} onDone={() => setMoving(null)} /> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
