/**
 * Results as you type in the header's search field (issue 22), loaded on its first focus by
 * ./search.ts. The field is an ARIA combobox (role, aria-expanded, aria-controls and
 * aria-activedescendant; the server HTML has the first three): the listbox under it shows the
 * first results of GET /api/search. Typing waits DEBOUNCE_MS after the last key and cancels the
 * request before (AbortController), so an old answer never replaces a newer one. Keys: arrows move
 * through the options (the focus stays in the field), Enter opens the chosen result or, with none
 * chosen, submits the form (the results page), Escape closes the list, and a second Escape closes
 * the phone's search panel. Closing drops a search still under way (its answer would reopen the list).
 * The request is a plain typed GET (app/api/public-get.ts): this module and what it imports are the
 * whole cost of the first focus, a few KiB, not the full client with React and zod.
 */
import { publicGet } from "#app/api/public-get.ts";
import type { Language } from "#core/lang.ts";
import { SEARCH_MAX, SEARCH_MIN } from "#core/search/limits.ts";
import { searchPath } from "#core/search/paths.ts";
import type { SearchResult } from "#core/search/schema.ts";

const DEBOUNCE_MS = 200;
const SHOWN = 6;

const attached = new WeakSet<HTMLInputElement>();

export function attachCombobox(input: HTMLInputElement): void {
  if (attached.has(input)) return;
  attached.add(input);
  const form = input.form;
  const listbox = input.getAttribute("aria-controls")
    ? document.getElementById(input.getAttribute("aria-controls") as string)
    : null;
  if (!form || !listbox) return;
  const lang = (form.dataset.searchForm === "en" ? "en" : "nl") as Language;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let options: HTMLElement[] = [];
  let active = -1;

  /**
   * `aria-busy` on the list from a keystroke until its answer is shown (or the list closes): the list
   * on screen is for words the visitor has since changed, and will be replaced
   */
  const setBusy = (busy: boolean) => {
    if (busy) listbox.setAttribute("aria-busy", "true");
    else listbox.removeAttribute("aria-busy");
  };

  const setOpen = (open: boolean) => {
    setBusy(false);
    listbox.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    if (!open) setActive(-1);
  };

  const setActive = (index: number) => {
    options.forEach((option, i) => {
      option.setAttribute("aria-selected", String(i === index));
      option.classList.toggle("bg-brand-50", i === index);
    });
    active = index;
    if (index >= 0) {
      input.setAttribute("aria-activedescendant", options[index].id);
      options[index].scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };

  /**
   * closed by the visitor (Escape, leaving the field): a search still waiting or under way is
   * dropped too, or its answer would open the list again after the visitor closed it
   */
  const close = () => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = null;
    setOpen(false);
  };

  const option = (id: string, href: string, build: (li: HTMLElement) => void) => {
    const li = document.createElement("div");
    li.id = id;
    li.setAttribute("role", "option");
    li.setAttribute("aria-selected", "false");
    li.dataset.href = href;
    li.className = "cursor-pointer rounded-lg px-3 py-2 hover:bg-brand-50";
    build(li);
    // pointerdown, not click: the field's blur would close the list before a click arrives
    li.addEventListener("pointerdown", (event) => {
      event.preventDefault();
      window.location.assign(href);
    });
    return li;
  };

  const render = (q: string, results: SearchResult[]) => {
    const prefix = listbox.id;
    const items = results.slice(0, SHOWN).map((result, i) =>
      option(`${prefix}-${i}`, result.url, (li) => {
        const title = document.createElement("span");
        title.className = "block font-semibold text-slate-900";
        title.textContent = result.title;
        const snippet = document.createElement("span");
        snippet.className = "block truncate text-sm text-slate-600 [&_mark]:bg-accent-500/40";
        // the search's safe HTML (escaped text, hits in <mark>; server/search/service.ts)
        snippet.innerHTML = result.snippet;
        li.append(title, snippet);
      }),
    );
    const all = option(`${prefix}-all`, searchPath(lang, q), (li) => {
      li.className += " border-t border-slate-100 text-sm font-semibold text-brand-700";
      li.textContent = results.length
        ? (listbox.dataset.all ?? "").replace("{q}", q)
        : (listbox.dataset.none ?? "");
    });
    // a result the visitor already chose (arrow keys on the list of a few letters ago) stays chosen
    // when the answer to the whole word replaces the list, if it is in it
    const chosen = options[active]?.dataset.href;
    options = [...items, all];
    listbox.replaceChildren(...options);
    setActive(chosen === undefined ? -1 : options.findIndex((o) => o.dataset.href === chosen));
    setOpen(true);
  };

  const search = () => {
    timer = undefined;
    const q = input.value.trim();
    controller?.abort();
    if (q.length < SEARCH_MIN || q.length > SEARCH_MAX) {
      controller = null;
      setOpen(false);
      return;
    }
    const mine = new AbortController();
    controller = mine;
    publicGet("/search", { q, lang, limit: SHOWN }, mine.signal)
      .then(({ data }) => {
        // an answer to an earlier request that was not cancelled in time is dropped too
        if (controller !== mine) return;
        controller = null;
        if (document.activeElement === input) render(q, data);
        else setBusy(false);
      })
      .catch(() => {
        if (controller !== mine) return;
        controller = null;
        setOpen(false);
      });
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(search, DEBOUNCE_MS);
    setBusy(true);
  });
  input.addEventListener("keydown", (event) => {
    const open = !listbox.hidden && options.length > 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the field itself: past the last option the focus goes back to what was typed
      const next = active + step;
      setActive(next >= options.length ? -1 : next < -1 ? options.length - 1 : next);
    } else if (event.key === "Enter") {
      if (open && active >= 0) {
        event.preventDefault();
        window.location.assign(options[active].dataset.href as string);
      }
    } else if (event.key === "Escape") {
      // the first Escape closes the list and drops a search not yet answered; the next, the panel
      const pending = timer !== undefined || controller !== null;
      close();
      if (open || pending) {
        event.preventDefault();
      } else {
        const panel = input.closest<HTMLDetailsElement>("details[data-search-toggle]");
        if (panel?.open) {
          event.preventDefault();
          panel.open = false;
          panel.querySelector("summary")?.focus();
        }
      }
    }
  });
  input.addEventListener("blur", close);
  // the first focus loaded this module: a value typed meanwhile (or kept by the browser) counts
  if (input.value.trim().length >= SEARCH_MIN) search();
}
