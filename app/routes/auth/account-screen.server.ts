/**
 * The loader of the account screens every logged-in user (any role) reaches from its menu: change
 * password and two-step verification. Both need the same: the user (or the not-logged-in redirect),
 * the language of the address and the user's own home to go back to.
 */

import { type GuardContext, requireUser } from "#app/lib/guards.server.ts";
import { languageFromPath } from "#core/lang.ts";
import { homePath } from "#core/session/home.server.ts";

export function accountScreenLoader({ context, url }: { context: GuardContext; url: URL }) {
  const user = requireUser(context, url);
  const lang = languageFromPath(url.pathname);
  return { lang, user: { name: user.name, role: user.role }, home: homePath(user.role, lang) };
}
