/**
 * The load context the server hands every loader and action (server/ssr.ts builds it): the
 * database, configuration, logger, the CSP nonce of this response and the request language.
 * Declared here, on the server's side, because the server fills it; the app reads it through
 * app/context.server.ts.
 */
import type { FormOutcome } from "#core/forms/outcome.ts";
import type { SessionUser } from "./auth/session.ts";
import type { AppDeps } from "./deps.ts";
import type { Lang } from "./i18n/lang.ts";

/**
 * `user` is the logged-in user of this request (from the session cookie), or null; `formOutcome`
 * what a form posted without scripts came to (server/forms/document-post.ts renders the page with
 * it; absent on every other request, so a cached page never has one)
 */
export type AppLoadContext = {
  deps: AppDeps;
  nonce: string;
  lang: Lang;
  user: SessionUser | null;
  formOutcome?: FormOutcome;
  /** the client's address as the API sees it (server/http/client-ip.ts), for the search page's rate limit */
  clientIp?: string;
};
