/**
 * The booking forms posted as documents (no scripts): the details form on `/afspraak` and the
 * cancel and move buttons on `/afspraak/<token>`. Registered with the one dispatcher
 * (server/forms/document-post.ts, which has checked same-origin), they go through the very API call
 * the script path makes (app.fetch with a minted visitor CSRF token, the client's own address), and
 * the page is rendered again with the outcome. The details form sends the post's key
 * (server/forms/post-key.ts): a reload shows the booking it made, not "just taken".
 */
import type { Context, Hono } from "hono";
import type { FormOutcome } from "#core/forms/outcome.ts";
import { documentPostKey } from "../forms/post-key.ts";
import { visitorApiPost } from "../forms/visitor-api-post.ts";
import type { AppEnv } from "../http/context.ts";
import type { Lang } from "../i18n/lang.ts";

export const BOOKING_FORMS = ["booking", "booking-cancel", "booking-move"] as const;
export type BookingFormName = (typeof BOOKING_FORMS)[number];
const DETAIL_FIELDS = ["name", "email", "phone", "description"] as const;

async function callApi(c: Context<AppEnv>, app: Hono<AppEnv>, path: string, lang: Lang, body: unknown) {
  const answer = await visitorApiPost(c, app, path, lang, body);
  const json = (await answer.json().catch(() => ({}))) as {
    data?: { kind_name?: string; start?: string };
    title?: string;
    message?: string;
    errors?: Record<string, string[]>;
  };
  return { status: answer.status, json, retryAfter: answer.headers.get("retry-after") };
}

/** The outcome of a booking form and the status of the page that shows it. */
export async function sendBookingForm(
  c: Context<AppEnv>,
  app: Hono<AppEnv>,
  form: BookingFormName,
  fields: Record<string, string>,
  lang: Lang,
): Promise<{ outcome: FormOutcome; status: number; retryAfter?: string }> {
  const base = {
    form,
    formId: "",
    values: {} as Record<string, string>,
    errors: {} as Record<string, string>,
  };
  let answer: Awaited<ReturnType<typeof callApi>>;
  if (form === "booking") {
    const values: Record<string, string> = {};
    for (const name of DETAIL_FIELDS) values[name] = fields[name] ?? "";
    base.values = values;
    const body: Record<string, unknown> = {
      ...values,
      kind: /^[1-9]\d{0,9}$/.test(fields.kind ?? "") ? Number(fields.kind) : 0,
      start: fields.start ?? "",
      language: lang,
    };
    if (fields.website) body.website = fields.website;
    // a reload that posts the form again is answered with the booking this post made
    body.idempotency_key = documentPostKey(c, form, fields, [...DETAIL_FIELDS, "kind", "start", "website"]);
    answer = await callApi(c, app, "booking/book", lang, body);
  } else {
    const token = c.req.path.split("/").pop() ?? "";
    const path = `booking/manage/${encodeURIComponent(token)}/${form === "booking-cancel" ? "cancel" : "move"}`;
    answer = await callApi(
      c,
      app,
      path,
      lang,
      form === "booking-move" ? { start: fields.start ?? "" } : undefined,
    );
  }
  const { status, json } = answer;
  if (status >= 200 && status < 300) {
    return {
      outcome: {
        ...base,
        values: { kind_name: json.data?.kind_name ?? "", start: json.data?.start ?? "" },
        status: "sent",
      },
      status: 200,
    };
  }
  const message = typeof json.message === "string" ? json.message : undefined;
  if (status === 422) {
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(json.errors ?? {}))
      if (messages?.[0]) errors[field] = messages[0];
    return { outcome: { ...base, status: "invalid", errors, message }, status: 422 };
  }
  if (status === 409 || status === 404) {
    return { outcome: { ...base, status: "invalid", message }, status };
  }
  if (status === 429) {
    return {
      outcome: { ...base, status: "rate_limited", message },
      status: 429,
      retryAfter: answer.retryAfter ?? undefined,
    };
  }
  c.var.log.warn({ form, status }, "booking document post: the API call failed");
  return { outcome: { ...base, status: "failed" }, status: Math.max(status, 500) };
}
