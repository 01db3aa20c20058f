/**
 * Forms posted as documents (docs/ARCHITECTURE.md, "Public pages: documents with islands"): every
 * public form is a real `<form method="post">` to the page it is on, with a hidden `form` field
 * that names it. Without scripts the browser posts it here (registered in server/http.ts before
 * React Router); this one dispatcher reads the body (url-encoded or multipart, bounded), checks
 * that the post was made by one of our own pages (./same-origin.ts: a cached page carries no
 * per-visitor CSRF token), and hands it to the handler of its form name. The page comes back
 * rendered by React Router with the outcome in the load context (`formOutcome`), never cached
 * (`Cache-Control: no-store`; the page cache only keeps GETs).
 *
 * Why an answer of 200/422 rather than a 303 to a confirmation page: the confirmation is this
 * visitor's, and any GET address for it would be a public page the cache shares between visitors
 * (or a cookie that makes it per-visitor); the POST's own answer is never cached. A reload that
 * posts again sends nothing twice and books nothing twice (./post-key.ts: the key of a document post).
 *
 * A post to a public path with another body, or without a registered `form`, goes on to React
 * Router as before.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isAdminPath } from "#core/admin-path.ts";
import type { FormOutcome } from "#core/forms/outcome.ts";
import { FORM_FIELD, FORM_ID_FIELD, FORM_ID_PATTERN } from "#core/forms/outcome.ts";
import { PAGE_CACHE_HEADER } from "#core/page-cache-marker.ts";
import { resolvePublicPath } from "#core/public/urls.ts";
import { getSessionUser } from "../auth/session.ts";
import { BOOKING_FORMS, sendBookingForm } from "../booking/document-post.ts";
import { handleConsentPost } from "../consent/document-post.ts";
import type { AppEnv } from "../http/context.ts";
import type { SsrHandler } from "../http.ts";
import type { Lang } from "../i18n/lang.ts";
import { type Fields, isMessageForm, sendMessageForm } from "./message-forms.ts";
import { postIsSameOrigin } from "./same-origin.ts";

/** the message field takes 5000 characters; url-encoded, three bytes each: well under this */
export const MAX_DOCUMENT_POST_BYTES = 128 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A form's handler: it gets the request (same-origin already checked), the first value of each posted
 * text field, and all of them (a group of checkboxes posts one name several times).
 */
export type DocumentFormHandler = (
  c: Context<AppEnv>,
  fields: Fields,
  all: URLSearchParams,
) => Promise<Response>;

const text = {
  refused: {
    nl: "Dit formulier kon niet worden verzonden: het kwam niet van een pagina van deze website. Laad de pagina opnieuw en probeer het nog eens.",
    en: "This form could not be sent: it did not come from a page of this website. Reload the page and try again.",
  },
  tooLarge: {
    nl: "Wat je verstuurde is te groot.",
    en: "What you sent is too large.",
  },
};

/** the page of the post's address, rendered as a GET with the outcome for its form */
async function renderOutcome(
  c: Context<AppEnv>,
  ssr: SsrHandler,
  outcome: FormOutcome,
  status: number,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  for (const name of ["content-type", "content-length", "transfer-encoding"]) headers.delete(name);
  const request = new Request(c.req.url, { method: "GET", headers, signal: c.req.raw.signal });
  const rendered = await ssr(request, {
    deps: c.var.deps,
    nonce: c.var.cspNonce,
    lang: c.var.lang,
    user: await getSessionUser(c),
    formOutcome: outcome,
  });
  const answer = new Response(rendered.body, rendered);
  // this visitor's answer: never kept by the page cache, a browser or a proxy
  answer.headers.delete(PAGE_CACHE_HEADER);
  answer.headers.set("Cache-Control", "no-store");
  for (const [name, value] of Object.entries(extraHeaders)) answer.headers.set(name, value);
  // a page that exists answers with the form's status; a missing one keeps its 404
  if (rendered.status !== 200) return answer;
  return new Response(answer.body, { status, headers: answer.headers });
}

/** every text field with all its values (files are not read: no public form takes one) */
function textParams(body: Record<string, string | File | (string | File)[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    for (const one of Array.isArray(value) ? value : [value])
      if (typeof one === "string") params.append(name, one);
  }
  return params;
}

/** the first value of each field */
function firstValues(params: URLSearchParams): Fields {
  const fields: Fields = {};
  for (const [name, value] of params) if (!Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}

export function documentFormPosts({
  ssr,
  app,
}: {
  ssr: SsrHandler;
  /** the app itself: the message forms call its API (./message-forms.ts) */
  app: () => Hono<AppEnv>;
}): MiddlewareHandler<AppEnv> {
  const messageForm =
    (name: "contact" | "callback" | "remote-assistance"): DocumentFormHandler =>
    async (c, fields) => {
      const lang: Lang = resolvePublicPath(c.req.path).lang;
      const formId = fields[FORM_ID_FIELD] ?? "";
      const { outcome, status, retryAfter } = await sendMessageForm(c, app(), name, formId, fields, lang);
      return renderOutcome(c, ssr, outcome, status, retryAfter ? { "Retry-After": retryAfter } : {});
    };

  /**
   * The forms a document may post, by their hidden `form` field: the message forms, on the pages
   * that show them (page.tsx: the contact page, remote help, contact blocks), and the cookie choice
   * (server/consent/document-post.ts), on every public page, since the banner is on every one.
   */
  const handlers: Record<string, { on: "pages" | "everywhere"; handle: DocumentFormHandler }> = {
    contact: { on: "pages", handle: messageForm("contact") },
    callback: { on: "pages", handle: messageForm("callback") },
    "remote-assistance": { on: "pages", handle: messageForm("remote-assistance") },
    consent: { on: "everywhere", handle: (c, _fields, all) => handleConsentPost(c, all) },
    // the booking pages' forms (server/booking/document-post.ts)
    ...Object.fromEntries(
      BOOKING_FORMS.map((name) => [
        name,
        {
          on: "pages" as const,
          handle: (async (c, fields) => {
            const lang: Lang = resolvePublicPath(c.req.path).lang;
            const { outcome, status, retryAfter } = await sendBookingForm(c, app(), name, fields, lang);
            return renderOutcome(c, ssr, outcome, status, retryAfter ? { "Retry-After": retryAfter } : {});
          }) satisfies DocumentFormHandler,
        },
      ]),
    ),
  };

  const limit = bodyLimit({
    maxSize: MAX_DOCUMENT_POST_BYTES,
    onError: (c) => c.text(text.tooLarge[resolvePublicPath(c.req.path).lang], 413),
  });

  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (!FORM_TYPES.includes(type)) return next();
    if (isAdminPath(c.req.path)) return next();
    const route = resolvePublicPath(c.req.path);

    let params: URLSearchParams | null = null;
    const limited = await limit(c, async () => {
      params = textParams(await c.req.parseBody({ all: true }).catch(() => ({})));
    });
    if (limited) return limited;
    const all = params as URLSearchParams | null;
    const posted = all ? firstValues(all) : null;
    const name = posted?.[FORM_FIELD] ?? "";
    if (!all || !posted || !Object.hasOwn(handlers, name)) return next();
    const handler = handlers[name];
    if (handler.on === "pages" && route.kind !== "page" && route.kind !== "contact") return next();

    if (!postIsSameOrigin(c)) {
      c.var.log.warn(
        { form: name, site: c.req.header("sec-fetch-site"), origin: c.req.header("origin") },
        "refused: document form post from another origin",
      );
      const formId = FORM_ID_PATTERN.test(posted[FORM_ID_FIELD] ?? "") ? posted[FORM_ID_FIELD] : "";
      const outcome: FormOutcome = {
        form: name,
        formId,
        status: "refused",
        values: {},
        errors: {},
        message: text.refused[route.lang],
      };
      return renderOutcome(c, ssr, outcome, 403);
    }
    if (!FORM_ID_PATTERN.test(posted[FORM_ID_FIELD] ?? "") && isMessageForm(name)) posted[FORM_ID_FIELD] = "";
    return handler.handle(c, posted, all);
  };
}
