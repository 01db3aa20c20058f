/** How soon and how far ahead a visitor may book. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { call } from "#app/api/typed.ts";
import { btn, card, input, labelClass } from "../ui.ts";
import { useFail, useT } from "./hooks.ts";

export function SettingsSection() {
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
