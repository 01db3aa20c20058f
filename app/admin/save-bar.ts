/**
 * The sticky save bar of the admin forms (./ResourceForm.tsx) publishes its height as a CSS variable
 * on the document, so the toast area (app/components/ui/ToastArea.tsx) can stand above it instead of
 * covering the save button and the field messages next to it. Without a form the variable is absent
 * and toasts keep their plain offset.
 */

export const SAVE_BAR_HEIGHT_VAR = "--admin-save-bar";

/** the callback ref of the save bar: its height is followed while it is on screen */
export function publishSaveBarHeight(bar: HTMLElement | null) {
  if (!bar) return;
  const root = document.documentElement.style;
  const measure = () => root.setProperty(SAVE_BAR_HEIGHT_VAR, `${Math.ceil(bar.offsetHeight)}px`);
  measure();
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    root.removeProperty(SAVE_BAR_HEIGHT_VAR);
  };
}
