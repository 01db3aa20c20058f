/**
 * ADMIN_BASE/afspraken (issue 22): the bookings (a day view and the coming ones; cancel or move, the
 * visitor is mailed), the kinds with their weekly hours, the exceptions and the settings. All through
 * the typed API client; the server checks role, CSRF and input (server/booking/routes.ts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { call, type Schema } from "#app/api/typed.ts";
import { formatBookingDay, formatBookingMoment, formatBookingTime } from "#core/booking/format.ts";
import { amsterdamWallTime } from "#core/booking/time.ts";
import { ScreenHeader } from "../AdminShell.tsx";
import { serverReason } from "../failure-text.ts";
import { useLang } from "../language.ts";
import { btn, card, input, labelClass } from "../ui.ts";
import { bookingAdminText } from "./texts.ts";

type Booking = Schema<"AdminBooking">;
type Kind = Schema<"AdminBookingKind">;

function useT() {
  const lang = useLang();
  return { lang, t: bookingAdminText[lang] };
}

function useFail() {
  const { t } = useT();
  return (error: unknown) => toast.error(serverReason(error) ?? t.failed);
}

const today = () => amsterdamWallTime(new Date()).day;

export function BookingAdmin() {
  const { t } = useT();
  return (
    <div className="space-y-6">
      <ScreenHeader title={t.title} />
      <Bookings />
      <Kinds />
      <Exceptions />
      <Settings />
    </div>
  );
}

function Bookings() {
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
      <p className="mt-2 font-medium">{formatBookingDay(new Date(`${day}T12:00:00Z`), lang)}</p>
      <BookingTable rows={dayQuery.data?.data ?? []} timeOnly />
      <h3 className="mt-6 font-semibold">{t.coming}</h3>
      <BookingTable rows={(coming.data?.data ?? []).filter((b) => b.status === "booked")} />
    </section>
  );
}

function BookingTable({ rows, timeOnly = false }: { rows: Booking[]; timeOnly?: boolean }) {
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
    <table className="mt-3 w-full text-left text-sm" data-testid="booking-admin-table">
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

function MovePicker({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useT();
  const [day, setDay] = useState(amsterdamWallTime(new Date(booking.start_at)).day);
  const client = useQueryClient();
  const fail = useFail();
  const slots = useQuery({
    queryKey: ["booking", "slots", booking.kind_id, day],
    queryFn: () => call.get("/booking/slots", { query: { kind: booking.kind_id, from: day, to: day } }),
  });
  const move = useMutation({
    mutationFn: (start: string) =>
      call.post("/booking/booking/{id}/move", { params: { id: booking.id }, body: { start } }),
    onSuccess: () => {
      toast.success(t.saved);
      client.invalidateQueries({ queryKey: ["booking"] });
      onDone();
    },
    onError: fail,
  });
  const free = slots.data?.data ?? [];
  return (
    <div className="mt-2 rounded border border-slate-200 p-2">
      <label className={labelClass}>
        {t.moveTo}
        <input
          type="date"
          className={input}
          value={day}
          onChange={(e) => e.target.value && setDay(e.target.value)}
        />
      </label>
      {free.length === 0 ? <p className="text-slate-600">{t.noSlots}</p> : null}
      <div className="mt-1 flex flex-wrap gap-1">
        {free.map((s) => (
          <button key={s.start} type="button" className={btn.small} onClick={() => move.mutate(s.start)}>
            {formatBookingTime(new Date(s.start))}
          </button>
        ))}
      </div>
    </div>
  );
}

/** "09:00-12:00, 13:00-17:00" ⇄ windows */
const windowsText = (kind: Kind, weekday: number) =>
  kind.hours
    .filter((h) => h.weekday === weekday)
    .map((h) => `${h.start_time}-${h.end_time}`)
    .join(", ");
function parseWindows(text: string, weekday: number) {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [start_time = "", end_time = ""] = part.split("-").map((s) => s.trim().padStart(5, "0"));
      return { weekday, start_time, end_time };
    });
}

function Kinds() {
  const { t } = useT();
  const kinds = useQuery({ queryKey: ["booking", "kinds"], queryFn: () => call.get("/booking/admin-kinds") });
  const blank: Kind = { id: 0, name_nl: "", name_en: "", minutes: 30, active: true, position: 0, hours: [] };
  return (
    <section className={card} aria-labelledby="booking-admin-kinds">
      <h2 id="booking-admin-kinds" className="text-lg font-semibold">
        {t.kinds}
      </h2>
      <div className="mt-3 space-y-4">
        {(kinds.data?.data ?? []).map((k) => (
          <KindForm key={k.id} kind={k} />
        ))}
        <KindForm key={`new-${kinds.data?.data.length ?? 0}`} kind={blank} />
      </div>
    </section>
  );
}

function KindForm({ kind }: { kind: Kind }) {
  const { t } = useT();
  const client = useQueryClient();
  const fail = useFail();
  const [form, setForm] = useState({
    name_nl: kind.name_nl,
    name_en: kind.name_en,
    minutes: String(kind.minutes),
    active: kind.active,
    hours: [1, 2, 3, 4, 5, 6, 7].map((d) => windowsText(kind, d)),
  });
  const body = () => ({
    name_nl: form.name_nl,
    name_en: form.name_en,
    minutes: Number(form.minutes),
    active: form.active,
    position: kind.position,
    hours: form.hours.flatMap((text, i) => parseWindows(text, i + 1)),
  });
  const done = () => {
    toast.success(t.saved);
    client.invalidateQueries({ queryKey: ["booking"] });
  };
  const save = useMutation({
    mutationFn: () =>
      kind.id
        ? call.put("/booking/kind/{id}", { params: { id: kind.id }, body: body() })
        : call.post("/booking/add-kind", { body: body() }),
    onSuccess: done,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => call.delete("/booking/kind/{id}", { params: { id: kind.id } }),
    onSuccess: done,
    onError: fail,
  });
  const id = `kind-${kind.id}`;
  return (
    <form
      className="rounded border border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <div className="grid gap-2 sm:grid-cols-4">
        <label className={labelClass}>
          {t.nameNl}
          <input
            id={`${id}-nl`}
            className={input}
            value={form.name_nl}
            onChange={(e) => setForm({ ...form, name_nl: e.target.value })}
          />
        </label>
        <label className={labelClass}>
          {t.nameEn}
          <input
            className={input}
            value={form.name_en}
            onChange={(e) => setForm({ ...form, name_en: e.target.value })}
          />
        </label>
        <label className={labelClass}>
          {t.minutes}
          <input
            type="number"
            min={5}
            max={480}
            className={input}
            value={form.minutes}
            onChange={(e) => setForm({ ...form, minutes: e.target.value })}
          />
        </label>
        <label className={`${labelClass} flex items-center gap-2`}>
          <input
            type="checkbox"
            checked={form.active}
            onChange={(e) => setForm({ ...form, active: e.target.checked })}
          />
          {t.active}
        </label>
      </div>
      <p className="mt-2 text-sm text-slate-700">{t.hours}</p>
      <div className="mt-1 grid gap-2 sm:grid-cols-7">
        {t.weekdays.map((name, i) => (
          <label key={name} className="text-xs font-medium">
            {name}
            <input
              className={input}
              value={form.hours[i]}
              onChange={(e) =>
                setForm({ ...form, hours: form.hours.map((h, j) => (j === i ? e.target.value : h)) })
              }
            />
          </label>
        ))}
      </div>
      <div className="mt-2 flex gap-2">
        <button type="submit" className={btn.primary} disabled={save.isPending}>
          {kind.id ? t.save : t.add}
        </button>
        {kind.id ? (
          <button type="button" className={btn.secondary} onClick={() => remove.mutate()}>
            {t.delete}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Exceptions() {
  const { t, lang } = useT();
  const client = useQueryClient();
  const fail = useFail();
  const list = useQuery({
    queryKey: ["booking", "exceptions"],
    queryFn: () => call.get("/booking/exceptions"),
  });
  const kinds = useQuery({ queryKey: ["booking", "kinds"], queryFn: () => call.get("/booking/admin-kinds") });
  const [form, setForm] = useState({ day: today(), kind: "", closed: true, start: "", end: "", note: "" });
  const done = () => {
    toast.success(t.saved);
    client.invalidateQueries({ queryKey: ["booking"] });
  };
  const add = useMutation({
    mutationFn: () =>
      call.post("/booking/add-exception", {
        body: {
          day: form.day,
          kind_id: form.kind ? Number(form.kind) : null,
          closed: form.closed,
          start_time: form.closed ? null : form.start,
          end_time: form.closed ? null : form.end,
          note: form.note,
        },
      }),
    onSuccess: done,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call.delete("/booking/exception/{id}", { params: { id } }),
    onSuccess: done,
    onError: fail,
  });
  const kindName = (id: number | null) =>
    id === null
      ? t.allKinds
      : (kinds.data?.data.find((k) => k.id === id)?.[lang === "nl" ? "name_nl" : "name_en"] ?? id);
  return (
    <section className={card} aria-labelledby="booking-admin-exceptions">
      <h2 id="booking-admin-exceptions" className="text-lg font-semibold">
        {t.exceptions}
      </h2>
      <ul className="mt-2 space-y-1">
        {(list.data?.data ?? []).map((e) => (
          <li key={e.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{formatBookingDay(new Date(`${e.day}T12:00:00Z`), lang)}</span>
            <span>{kindName(e.kind_id)}</span>
            <span>{e.closed ? t.closed : `${t.extra} ${e.start_time}-${e.end_time}`}</span>
            {e.note ? <span className="text-slate-600">{e.note}</span> : null}
            <button type="button" className={btn.small} onClick={() => remove.mutate(e.id)}>
              {t.delete}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <label className={labelClass}>
          {t.day}
          <input
            type="date"
            className={input}
            value={form.day}
            onChange={(e) => setForm({ ...form, day: e.target.value })}
          />
        </label>
        <label className={labelClass}>
          {t.kind}
          <select
            className={input}
            value={form.kind}
            onChange={(e) => setForm({ ...form, kind: e.target.value })}
          >
            <option value="">{t.allKinds}</option>
            {(kinds.data?.data ?? []).map((k) => (
              <option key={k.id} value={k.id}>
                {lang === "nl" ? k.name_nl : k.name_en}
              </option>
            ))}
          </select>
        </label>
        <label className={`${labelClass} flex items-center gap-2`}>
          <input
            type="checkbox"
            checked={form.closed}
            onChange={(e) => setForm({ ...form, closed: e.target.checked })}
          />
          {t.closed}
        </label>
        {!form.closed ? (
          <>
            <input
              type="time"
              aria-label={t.extra}
              className={`${input} w-28`}
              value={form.start}
              onChange={(e) => setForm({ ...form, start: e.target.value })}
            />
            <input
              type="time"
              aria-label={t.extra}
              className={`${input} w-28`}
              value={form.end}
              onChange={(e) => setForm({ ...form, end: e.target.value })}
            />
          </>
        ) : null}
        <label className={labelClass}>
          {t.note}
          <input
            className={input}
            value={form.note}
            onChange={(e) => setForm({ ...form, note: e.target.value })}
          />
        </label>
        <button type="submit" className={btn.primary}>
          {t.addException}
        </button>
      </form>
    </section>
  );
}

function Settings() {
  const settings = useQuery({
    queryKey: ["booking", "settings"],
    queryFn: () => call.get("/booking/settings"),
  });
  if (!settings.data) return null;
  return <SettingsForm initial={settings.data.data} />;
}

function SettingsForm({ initial }: { initial: { min_notice_minutes: number; max_days_ahead: number } }) {
  const { t } = useT();
  const fail = useFail();
  const client = useQueryClient();
  const [form, setForm] = useState({
    notice: String(initial.min_notice_minutes),
    ahead: String(initial.max_days_ahead),
  });
  const save = useMutation({
    mutationFn: () =>
      call.put("/booking/settings", {
        body: { min_notice_minutes: Number(form.notice), max_days_ahead: Number(form.ahead) },
      }),
    onSuccess: () => {
      toast.success(t.saved);
      client.invalidateQueries({ queryKey: ["booking"] });
    },
    onError: fail,
  });
  return (
    <section className={card} aria-labelledby="booking-admin-settings">
      <h2 id="booking-admin-settings" className="text-lg font-semibold">
        {t.settings}
      </h2>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <label className={labelClass}>
          {t.notice}
          <input
            type="number"
            min={0}
            className={input}
            value={form.notice}
            onChange={(e) => setForm({ ...form, notice: e.target.value })}
          />
        </label>
        <label className={labelClass}>
          {t.ahead}
          <input
            type="number"
            min={1}
            max={365}
            className={input}
            value={form.ahead}
            onChange={(e) => setForm({ ...form, ahead: e.target.value })}
          />
        </label>
        <button type="submit" className={btn.primary}>
          {t.save}
        </button>
      </form>
    </section>
  );
}
