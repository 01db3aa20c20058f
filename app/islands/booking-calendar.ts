/**
 * The booking calendar, loaded on demand by ./booking.ts: a click on a step's link (a kind, a
 * month, a day, a time) fetches that step's page and swaps the calendar's HTML in place, with the
 * address in the history (back and forward work), focus moved to the step that appeared and the
 * change announced. The server renders every step (app/components/booking/BookingSteps.tsx), so the
 * calendar shows exactly what the page without scripts shows; the details form still posts as a
 * document (its answer is this visitor's and never cached).
 */
let mounted = false;

export function mountCalendar(calendar: HTMLElement): void {
  if (mounted) return;
  mounted = true;
  calendar.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[data-booking-nav]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    showStep(calendar, link.href, true);
  });
  window.addEventListener("popstate", () => {
    showStep(calendar, window.location.href, false);
  });
}

let current: AbortController | null = null;

/** fetch the page of `href` and take its calendar; on any failure, go there as a document */
export async function showStep(calendar: HTMLElement, href: string, push: boolean): Promise<void> {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  calendar.setAttribute("aria-busy", "true");
  try {
    const answer = await fetch(href, { headers: { accept: "text/html" }, signal: controller.signal });
    if (!answer.ok) throw new Error(`status ${answer.status}`);
    const page = new DOMParser().parseFromString(await answer.text(), "text/html");
    const next = page.querySelector("[data-booking]");
    if (!next) throw new Error("no calendar in the answer");
    calendar.replaceChildren(...Array.from(next.childNodes).map((node) => document.importNode(node, true)));
    if (push) window.history.pushState(null, "", href);
    // focus the last step shown: what the click asked for
    const headings = calendar.querySelectorAll<HTMLElement>("h2");
    const target = headings[headings.length - 1];
    if (target) {
      target.tabIndex = -1;
      target.focus();
    }
  } catch (error) {
    if ((error as { name?: string }).name === "AbortError") return;
    window.location.assign(href);
  } finally {
    if (current === controller) calendar.removeAttribute("aria-busy");
  }
}
