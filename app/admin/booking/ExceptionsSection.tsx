/** Closed days and extra hours, for one kind or all. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { call } from "#app/api/typed.ts";
import { formatBookingDay } from "#core/booking/format.ts";
import { btn, card, input, labelClass } from "../ui.ts";
import { today, useFail, useT } from "./hooks.ts";

export function ExceptionsSection() {
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
