/**
 * A guard's message on a public page comes in the address (`?flash=<key>`) and the server renders it
 * (app/components/FlashNotice.tsx). Once shown, the flag leaves the address, so a reload, a bookmark
 * or a shared link does not repeat the message; the rest of the address stays.
 */
export function enhanceFlash(root: Document): void {
  if (!root.querySelector("[data-flash]")) return;
  const url = new URL(window.location.href);
  if (!url.searchParams.has("flash")) return;
  url.searchParams.delete("flash");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
