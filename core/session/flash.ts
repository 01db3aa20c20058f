/**
 * "Flash" messages carried in the address: a server redirect cannot show a toast, so it adds
 * `?flash=<key>`; <AppToaster/> (components/ui/Toaster.tsx) shows the message in the page's language
 * and removes the flag from the address.
 */

/** flash keys → message keys of the `common` namespace (requirements §6, §8) */
export const flashMessages = {
  denied: "errors.noPermission",
  "other-account": "errors.otherAccount",
  "not-logged-in": "errors.notLoggedIn",
  "session-ended": "errors.sessionEnded",
} as const;
export type FlashKey = keyof typeof flashMessages;

/** `path` with `flash=key` added (keeps an existing query) */
export function withFlash(path: string, key: FlashKey): string {
  return `${path}${path.includes("?") ? "&" : "?"}flash=${key}`;
}

export const FLASH_QUERY = "flash";

/**
 * The flash key of an address, or null. On a public page (a document without the app's toasts) the
 * server renders the message itself (app/components/FlashNotice.tsx), so the page cache keeps the
 * parameter in its key: at most one variant per key, anything else is the plain page.
 */
export function flashQueryOf(url: URL): FlashKey | null {
  const key = url.searchParams.get(FLASH_QUERY);
  return key !== null && Object.hasOwn(flashMessages, key) ? (key as FlashKey) : null;
}
