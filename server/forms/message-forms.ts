/**
 * The three public message forms (contact, call-back, remote assistance) posted as documents, sent
 * through the very API call the script path makes (`POST /api/send-contact-email`, …): the same
 * zod schema, CSRF check, rate limit, idempotency, product lookup and mails (server/messages/). The
 * call goes through the same Hono app (`app.fetch` with this request's socket, so the client address
 * and its rate limit are the same) with a visitor CSRF token minted for it — after the dispatcher's
 * own same-origin check (./same-origin.ts), which is what protects a cached page's form.
 *
 * Idempotency without scripts: the body carries the post's key (./post-key.ts), so a resubmitted
 * identical form sends no second mail.
 */
import type { Context, Hono } from "hono";
import type { FormOutcome, MessageFormName } from "#core/forms/outcome.ts";
import type { AppEnv } from "../http/context.ts";
import type { Lang } from "../i18n/lang.ts";
import { documentPostKey } from "./post-key.ts";
import { visitorApiPost } from "./visitor-api-post.ts";

/** each form's API call and the fields its schema takes (strict schemas: nothing else is sent) */
export const messageForms: Record<MessageFormName, { endpoint: string; fields: readonly string[] }> = {
  contact: { endpoint: "send-contact-email", fields: ["name", "email", "phone", "message"] },
  callback: { endpoint: "send-phone-email", fields: ["name", "phone", "preferred_moment", "message"] },
  "remote-assistance": {
    endpoint: "send-remote-assistance-email",
    fields: ["name", "email", "phone", "message"],
  },
};

export const isMessageForm = (name: string): name is MessageFormName => Object.hasOwn(messageForms, name);

/** a product question's id as the form posts it; anything else is left out */
const PRODUCT_ID = /^[1-9][0-9]{0,9}$/;

export type Fields = Record<string, string>;

/** the JSON body of the API call, from the posted fields */
export function apiBody(form: MessageFormName, fields: Fields, lang: Lang, key: string) {
  const body: Record<string, unknown> = {};
  for (const name of messageForms[form].fields) body[name] = fields[name] ?? "";
  if (fields.website) body.website = fields.website;
  if (form === "contact" && PRODUCT_ID.test(fields.product_id ?? "")) {
    const id = Number(fields.product_id);
    if (id <= 2_147_483_647) body.product_id = id;
  }
  body.language = lang;
  body.idempotency_key = key;
  return body;
}

/** What the API answered, as the outcome the page shows (values kept unless sent). */
export async function sendMessageForm(
  c: Context<AppEnv>,
  app: Hono<AppEnv>,
  form: MessageFormName,
  formId: string,
  fields: Fields,
  lang: Lang,
): Promise<{ outcome: FormOutcome; status: number; retryAfter?: string }> {
  const body = apiBody(
    form,
    fields,
    lang,
    documentPostKey(c, form, fields, [...messageForms[form].fields, "product_id", "website"]),
  );
  const answer = await visitorApiPost(c, app, messageForms[form].endpoint, lang, body);
  const json = (await answer.json().catch(() => ({}))) as {
    message?: unknown;
    errors?: Record<string, unknown>;
  };
  const values: Fields = {};
  for (const name of messageForms[form].fields) values[name] = fields[name] ?? "";
  const base = { form, formId, values, errors: {} };

  if (answer.ok) return { outcome: { ...base, values: {}, status: "sent" }, status: 200 };
  if (answer.status === 422) {
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(json.errors ?? {})) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (messageForms[form].fields.includes(field) && first) errors[field] = String(first);
    }
    // a message for no field of the form (e.g. a product the site no longer shows)
    const other =
      Object.keys(errors).length === 0 && typeof json.message === "string" ? json.message : undefined;
    return { outcome: { ...base, status: "invalid", errors, message: other }, status: 422 };
  }
  if (answer.status === 429) {
    const message = typeof json.message === "string" ? json.message : undefined;
    return {
      outcome: { ...base, status: "rate_limited", message },
      status: 429,
      retryAfter: answer.headers.get("retry-after") ?? undefined,
    };
  }
  c.var.log.warn({ form, status: answer.status }, "document form post: the API call failed");
  return { outcome: { ...base, status: "failed" }, status: Math.max(answer.status, 500) };
}
