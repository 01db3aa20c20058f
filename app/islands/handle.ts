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
