/**
 * The booking page's calendar (`[data-booking]`, app/routes/public/appointment.tsx): its steps are
 * links, which work without scripts. This island, tiny in the first load, imports the calendar
 * (./booking-calendar.ts) when the calendar gets a touch or focus; from then on a step is fetched
 * and swapped in place (no page reload, the address follows). A click before the import finished
 * waits for it. A page without the calendar loads nothing; a failed import leaves the links to do
 * what they do without scripts.
 */
type CalendarModule = typeof import("./booking-calendar.ts");
let loading: Promise<CalendarModule> | null = null;

export function enhanceBooking(root: Document): void {
  const calendar = root.querySelector<HTMLElement>("[data-booking]");
  if (!calendar) return;
  let ready = false;
  const load = () => {
    loading ??= import("./booking-calendar.ts").catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading.then((module) => {
      module.mountCalendar(calendar);
      ready = true;
      return module;
    });
  };
  const warm = () => {
    load().catch(() => {});
  };
  calendar.addEventListener("pointerdown", warm, { once: true });
  calendar.addEventListener("focusin", warm, { once: true });
  calendar.addEventListener("click", (event) => {
    // once mounted, the calendar's own listener takes the clicks
    if (ready || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[data-booking-nav]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    load()
      .then((module) => module.showStep(calendar, link.href, true))
      .catch(() => window.location.assign(link.href));
  });
}
