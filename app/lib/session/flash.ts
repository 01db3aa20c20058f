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
