/**
 * The booking page's calendar (`[data-booking]`, app/routes/public/appointment.tsx): its steps are
 * links, which work without scripts. This island, tiny in the first load, imports the calendar
 * (./booking-calendar.ts) on the first touch, focus or click inside it; from then on a step is
 * fetched and swapped in place (no page reload, the address follows). A page without the calendar
 * loads nothing; a failed import leaves the links to do what they do without scripts.
 */
type CalendarModule = typeof import("./booking-calendar.ts");
let loading: Promise<CalendarModule> | null = null;

export function enhanceBooking(root: Document): void {
  const calendar = root.querySelector<HTMLElement>("[data-booking]");
  if (!calendar) return;
  const load = () => {
    loading ??= import("./booking-calendar.ts").catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  let started = false;
  const start = (event: Event) => {
    if (started) return;
    started = true;
    const link = event.target instanceof Element ? event.target.closest("a[data-booking-nav]") : null;
    // the first click itself: wait for the module, then do what it would have done
    if (event.type === "click" && link instanceof HTMLAnchorElement && !isModified(event as MouseEvent)) {
      event.preventDefault();
      load()
        .then((module) => {
          module.mountCalendar(calendar);
          module.showStep(calendar, link.href, true);
        })
        .catch(() => window.location.assign(link.href));
      return;
    }
    load()
      .then((module) => module.mountCalendar(calendar))
      .catch(() => {});
  };
  for (const type of ["pointerdown", "focusin", "click"])
    calendar.addEventListener(type, start, { once: false });
}

export const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
