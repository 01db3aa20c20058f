/**
 * The sticky save bar of the admin forms (./ResourceForm.tsx) tells the toast area
 * (app/components/ui/ToastArea.tsx) how much of the screen's bottom it takes, as a CSS variable on
 * the document, so toasts stand above it instead of covering the save button and the field messages
 * next to it. That is the bar's height while it sticks to the bottom, and more when the form is
 * shorter than the screen and the bar sits higher up, after the last field. A bar in the upper half
 * of the screen (scrolled away to read what is under the form) is not followed: the toasts then keep
 * their plain place at the bottom. Without a form the variable is absent.
 */

export const SAVE_BAR_HEIGHT_VAR = "--admin-save-bar";

/** the room the bar takes at the bottom of the screen: from its top edge down, 0 when it is not there */
export function roomAtBottom(barTop: number, barBottom: number, screenHeight: number): number {
  if (barBottom <= 0 || barTop >= screenHeight || barTop < screenHeight / 2) return 0;
  return Math.ceil(screenHeight - barTop);
}

/** the callback ref of the save bar: the room it takes is followed while it is on screen */
export function publishSaveBarHeight(bar: HTMLElement | null) {
  if (!bar) return;
  const root = document.documentElement.style;
  let frame = 0;
  let last = "";
  const measure = () => {
    frame = 0;
    const rect = bar.getBoundingClientRect();
    const value = `${roomAtBottom(rect.top, rect.bottom, window.innerHeight)}px`;
    if (value !== last) root.setProperty(SAVE_BAR_HEIGHT_VAR, value);
    last = value;
  };
  const soon = () => {
    frame ||= requestAnimationFrame(measure);
  };
  measure();
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(soon);
  // the bar's own size, and the page's (a field's message pushes the bar down)
  observer?.observe(bar);
  observer?.observe(document.body);
  window.addEventListener("scroll", soon, { passive: true });
  window.addEventListener("resize", soon);
  return () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    window.removeEventListener("scroll", soon);
    window.removeEventListener("resize", soon);
    root.removeProperty(SAVE_BAR_HEIGHT_VAR);
  };
}
