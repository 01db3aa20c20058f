/**
 * A form posted as a document (no scripts) is sent through the API as the visitor's own call would
 * be: the same route, validation, CSRF check, rate limit and messages (server/forms/document-post.ts).
 */
import type { Context, Hono } from "hono";
import { CSRF_COOKIE, CSRF_HEADER } from "../auth/cookies.ts";
import { issueVisitorToken } from "../auth/csrf-token.ts";
import type { AppEnv } from "../http/context.ts";
import type { Lang } from "../i18n/lang.ts";

/** POST /api/<path> in the page's language, as an anonymous visitor, from this request's client */
export function visitorApiPost(
  c: Context<AppEnv>,
  app: Hono<AppEnv>,
  path: string,
  lang: Lang,
  body: unknown,
): Promise<Response> {
  const token = issueVisitorToken(c.var.deps.config.sessionSecret);
  const headers = new Headers({
    "content-type": "application/json",
    accept: "application/json",
    "accept-language": lang,
    // only the minted token: a session cookie would ask for the session's token, and these forms
    // are a visitor's calls whoever sends them
    cookie: `${CSRF_COOKIE}=${token}`,
    [CSRF_HEADER]: token,
    "x-request-id": c.var.requestId,
  });
  // the client address is read from the socket (c.env) and, behind a trusted proxy, this header
  const forwarded = c.req.header("x-forwarded-for");
  if (forwarded) headers.set("x-forwarded-for", forwarded);
  const url = new URL(`/api/${path}?lang=${lang}`, c.req.url);
  return Promise.resolve(
    app.fetch(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }), c.env),
  );
}
