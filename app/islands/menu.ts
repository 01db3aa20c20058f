/**
 * Enhances the header's menus (app/components/Header.tsx). Without this script they already work:
 * the phone menu and the dropdowns are <details>, the current page is marked by the server. This adds
 * - the bar's states while scrolling: `data-scrolled` after 150 px, `data-awake` after 350 px (the
 *   header's classes react to them);
 * - Escape: closes the phone menu wherever focus is in it (focus back on its button), or the
 *   innermost open dropdown;
 * - Tab and Shift+Tab stay inside the open phone menu;
 * - one dropdown open at a time (for browsers without <details name>), a click outside closes them,
 *   and a page restored from the back/forward cache shows its menus closed (a link chosen from an open
 *   menu left it open in the cached page).
 */

export const SCROLLED_AFTER = 150;
export const AWAKE_AFTER = 350;

/** the elements Header.tsx marks */
const HEADER = "[data-site-header]";
const DROPDOWN = "details[data-menu-dropdown]";
const PHONE_MENU = "details[data-phone-menu]";
const MENUS = `${DROPDOWN}, ${PHONE_MENU}`;

const FOCUSABLE = "summary, a[href], button:not([disabled]), input:not([disabled]), select, textarea";

const enhanced = new WeakSet<Document>();

export function enhanceMenus(root: Document): void {
  if (enhanced.has(root)) return;
  enhanced.add(root);
  const view = root.defaultView;
  if (!view) return;

  trackScroll(root, view);

  const openMenus = () => [...root.querySelectorAll<HTMLDetailsElement>(MENUS)].filter((d) => d.open);
  const close = (details: HTMLDetailsElement, focus = false) => {
    details.open = false;
    if (focus) details.querySelector<HTMLElement>(":scope > summary")?.focus();
  };
  const closeAll = () => {
    for (const details of openMenus()) close(details);
  };

  // one open at a time: a menu that opens closes every other one except those around it and inside
  // it. `toggle` comes a task after the opening: on a slow machine a submenu opened by a quick
  // second Enter was already open when its parent's toggle arrived, and was closed by it.
  root.addEventListener(
    "toggle",
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.matches(MENUS)) return;
      for (const other of openMenus())
        if (other !== opened && !other.contains(opened) && !opened.contains(other)) close(other);
    },
    true, // toggle does not bubble
  );

  root.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    for (const details of openMenus()) {
      if (!target || !details.contains(target)) close(details);
      // a link chosen from a menu: the menu is closed when the visitor comes back (or a dialog opens)
      else if (target.closest("a[href]")) close(details);
    }
  });

  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape") onEscape(event);
    else if (event.key === "Tab") keepTabInPhoneMenu(event);
  });

  function onEscape(event: KeyboardEvent) {
    const active = root.activeElement;
    // a dialog (the contact form) handles its own Escape
    if (active?.closest("dialog")) return;
    const phone = root.querySelector<HTMLDetailsElement>(PHONE_MENU);
    if (phone?.open) {
      close(phone, true);
      event.preventDefault();
      return;
    }
    const open = openMenus();
    if (!open.length) return;
    // the innermost open dropdown around focus, or (focus elsewhere) all of them
    const around = open.filter((d) => active && d.contains(active));
    if (around.length) close(around[around.length - 1], true);
    else closeAll();
    event.preventDefault();
  }

  function keepTabInPhoneMenu(event: KeyboardEvent) {
    const phone = root.querySelector<HTMLDetailsElement>(PHONE_MENU);
    if (!phone?.open) return;
    const focusable = [...phone.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.getClientRects().length > 0,
    );
    if (!focusable.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = root.activeElement;
    const inside = active instanceof HTMLElement && phone.contains(active);
    if (!inside) {
      // focus had wandered off (a click beside the menu's links): back to the menu
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    } else if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // back/forward cache: the page comes back as it was left, an open menu included
  view.addEventListener("pageshow", (event) => {
    if (event.persisted) closeAll();
  });
}

/** toggles the header's data-scrolled / data-awake, at most once a frame, without blocking scrolling */
function trackScroll(root: Document, view: Window) {
  const header = root.querySelector<HTMLElement>(HEADER);
  if (!header) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = view.scrollY;
    const scrolled = String(y > SCROLLED_AFTER);
    const awake = String(y > AWAKE_AFTER);
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
    if (header.dataset.awake !== awake) header.dataset.awake = awake;
  };
  view.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = view.requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}
