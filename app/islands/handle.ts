/**
 * Which routes are documents: a route (or its layout) that exports `handle = documentHandle` is sent
 * as server HTML with the islands' boot script instead of React Router's client (app/root.tsx).
 * The admin area, the portals, the logins and the admin's live preview keep the full app.
 */
import type { UIMatch } from "react-router";

export const documentHandle = { document: true } as const;

export function isDocumentRoute(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as { document?: unknown } | undefined)?.document === true);
}

/**
 * The `clientLoader` of a document route: when the full app (admin, portals, logins) navigates to a
 * public page on the client — a link, a redirect after a login — the browser is asked for the
 * document instead, so the page arrives as server HTML with its islands, like any other visit. On a
 * public page itself no router runs in the browser, so this never runs there.
 */
export function loadAsDocument({ url }: { url: URL }): Promise<never> {
  window.location.assign(url.href);
  // the document replaces this app; until then the navigation stays pending
  return new Promise<never>(() => {});
}
