/**
 * The gallery's lightbox (app/blocks/gallery/GalleryBlock.tsx). Without this script a thumbnail is
 * a link to its full image; with it, a click opens the image in the block's modal <dialog> (the
 * browser keeps focus inside, Escape closes it and focus returns to the thumbnail), with
 * previous/next buttons and the arrow keys. The large image is the thumbnail's own <picture>,
 * copied with `sizes` for the whole screen, so the browser picks a larger variant from the same
 * sources. A few lines, so part of the boot script.
 */
export function enhanceGalleries(root: Document): void {
  for (const gallery of root.querySelectorAll<HTMLElement>("[data-gallery]:not([data-gallery-live])")) {
    const dialog = gallery.querySelector<HTMLDialogElement>("[data-gallery-dialog]");
    const stage = dialog?.querySelector<HTMLElement>("[data-gallery-stage]");
    const items = [...gallery.querySelectorAll<HTMLAnchorElement>("[data-gallery-item]")];
    if (!dialog || !stage || !items.length || typeof dialog.showModal !== "function") continue;
    const caption = dialog.querySelector<HTMLElement>("[data-gallery-caption]");
    let current = 0;
    let opener: HTMLElement | null = null;

    const show = (index: number) => {
      current = (index + items.length) % items.length;
      const picture = items[current]?.querySelector("picture")?.cloneNode(true) as HTMLElement | undefined;
      if (!picture) return;
      for (const el of picture.querySelectorAll("source, img")) el.setAttribute("sizes", "96vw");
      const img = picture.querySelector("img");
      if (img) {
        img.loading = "eager";
        img.className = "mx-auto max-h-[85vh] w-auto rounded-lg object-contain";
      }
      stage.replaceChildren(picture);
      const label = (dialog.dataset.label ?? "").replace("{n}", String(current + 1));
      dialog.setAttribute("aria-label", label);
      if (caption) caption.textContent = label;
    };

    items.forEach((item, index) => {
      item.addEventListener("click", (event) => {
        // a modifier click (new tab) keeps the link's own behaviour
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        opener = item;
        show(index);
        dialog.showModal();
      });
    });
    for (const button of dialog.querySelectorAll<HTMLElement>("[data-gallery-step]"))
      button.addEventListener("click", () => show(current + Number(button.dataset.galleryStep)));
    dialog.querySelector("[data-gallery-close]")?.addEventListener("click", () => dialog.close());
    dialog.addEventListener("keydown", (event) => {
      if (event.key === "ArrowRight") show(current + 1);
      else if (event.key === "ArrowLeft") show(current - 1);
    });
    // a click on the backdrop (the dialog itself, outside its content) closes it
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) dialog.close();
    });
    dialog.addEventListener("close", () => {
      stage.replaceChildren();
      opener?.focus();
    });
    gallery.dataset.galleryLive = "";
  }
}
