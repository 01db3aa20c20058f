/**
 * Turns a comparison block (app/blocks/comparison/ComparisonBlock.tsx) from two images side by side
 * into the before/after slider: marks it live (its classes then lay the before image over the after
 * image), shows the range input and moves the divider (`--pos`) with it. A few lines, so part of
 * the boot script; a page without a comparison block does nothing here.
 */
export function enhanceComparisons(root: Document): void {
  for (const box of root.querySelectorAll<HTMLElement>("[data-comparison]:not([data-comparison-live])")) {
    const range = box.querySelector<HTMLInputElement>("[data-comparison-range]");
    if (!range) continue;
    const { before = "", after = "" } = box.dataset;
    const show = () => {
      const value = Number(range.value);
      box.style.setProperty("--pos", `${value}%`);
      range.setAttribute("aria-valuetext", `${before} ${value}%, ${after} ${100 - value}%`);
    };
    range.addEventListener("input", show);
    show();
    range.hidden = false;
    box.dataset.comparisonLive = "";
  }
}
