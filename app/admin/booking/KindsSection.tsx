/** The kinds of appointment with their weekly hours (one text field a weekday), each its own form. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { call } from "#app/api/typed.ts";
import { btn, card, input, labelClass } from "../ui.ts";
import { type Kind, useFail, useT } from "./hooks.ts";

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

export function KindsSection() {
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
      {/* three or four days a row on a wide screen, two on a tablet: in seven columns "09:00-12:00, 13:00-17:00"
          did not fit its field */}
      <div className="mt-1 grid gap-2 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {t.weekdays.map((name, i) => (
          <label key={name} className="flex items-center gap-2 text-xs font-medium">
            <span className="w-6 shrink-0">{name}</span>
            <input
              className={`${input} min-w-0`}
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
