/**
 * Contact links (app/components/ContactLink.tsx: `<a href="/contact" data-contact-open …>`) open the
 * contact dialog in place instead of leading to the contact page. One listener on the document
 * (delegated: links added later work too). The dialog with React is imported on demand
 * (./contact-dialog.tsx), so it is not part of the first load; the import is warmed when a contact
 * link gets the pointer, a touch or focus, so the first click usually opens at once. Not on idle:
 * that would fetch and run React (~63 KB gzip) on every page view for the few visitors who open
 * the dialog, and its evaluation is a long task inside the window Lighthouse measures; a touch
 * starts the import ~100 ms before the tap's click arrives, which covers phones.
 *
 * Fail-safe: a modified click (new tab, new window) is left to the browser, and if the dialog
 * cannot be loaded (offline, a blocked script) the link does what it does without scripts: it goes
 * to the contact page.
 */
const LINK = "a[data-contact-open]";
const PRODUCT_LINK = "a[data-contact-open][data-product-id][data-product-title]";

type DialogModule = typeof import("./contact-dialog.tsx");
let loading: Promise<DialogModule> | null = null;

function loadDialog(): Promise<DialogModule> {
  loading ??= import("./contact-dialog.tsx").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const warm = () => {
  loadDialog().catch(() => {});
};

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(LINK) : null;
}

let enhanced = false;

export function enhanceContactLinks(root: Document): void {
  if (enhanced) return;
  enhanced = true;

  root.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = linkOf(event.target);
    if (!link) return;
    event.preventDefault();
    // on a product page every question names the product, whichever contact link was used (the
    // header's call to action too): the page's product link says which product that is
    const about = link.dataset.productTitle ? link : root.querySelector<HTMLAnchorElement>(PRODUCT_LINK);
    const productId = Number(about?.dataset.productId);
    const product =
      about && Number.isInteger(productId) && productId > 0
        ? { id: productId, title: about.dataset.productTitle?.trim() || null }
        : null;
    loadDialog()
      .then(({ openContactDialog }) =>
        openContactDialog({ opener: link, title: link.dataset.contactTitle?.trim() || null, product }),
      )
      .catch(() => {
        root.location.href = link.href;
      });
  });

  // warm the import before the first click
  const warmOnce = (event: Event) => {
    if (!linkOf(event.target)) return;
    root.removeEventListener("pointerover", warmOnce);
    root.removeEventListener("touchstart", warmOnce);
    root.removeEventListener("focusin", warmOnce);
    warm();
  };
  root.addEventListener("pointerover", warmOnce, { passive: true });
  root.addEventListener("touchstart", warmOnce, { passive: true });
  root.addEventListener("focusin", warmOnce);
}
