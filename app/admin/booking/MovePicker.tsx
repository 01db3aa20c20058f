/** Moving a booking: pick a day, then one of its free slots of the booking's kind. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { call } from "#app/api/typed.ts";
import { formatBookingTime } from "#core/booking/format.ts";
import { amsterdamWallTime } from "#core/booking/time.ts";
import { btn, input, labelClass } from "../ui.ts";
import { type Booking, useFail, useT } from "./hooks.ts";

export function MovePicker({ booking, onDone }: { booking: Booking; onDone: () => void }) {
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
