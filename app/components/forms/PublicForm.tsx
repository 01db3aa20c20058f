/**
 * One accessible public form (contact, call-back, remote assistance), in two lives:
 *
 * - as server HTML on a public page (no React in the browser): a real `<form method="post">` to the
 *   page it is on, with named fields and a hidden `form` field; the server (server/forms/document-post.ts)
 *   sends it through the same API call and renders the page again with the outcome
 *   (./outcome.ts, `useFormOutcome`): the confirmation in the form's place, or each field's message
 *   with what was typed kept, an error summary that gets focus (`autofocus` works without scripts);
 * - mounted by React (the contact dialog island, the admin's live preview): the submit is taken over
 *   and posted to the API with fetch, as below.
 *
 * Labelled fields, messages tied
 * to their field (aria-describedby, aria-invalid), the first invalid field focused, the success text
 * replacing the form (requirements §4), the failure text of requirements §8 with the company's phone and e-mail.
 * When the form is replaced by the success text, focus moves onto that text: the submit button that
 * had it is gone, and a keyboard or screen-reader user would otherwise be dropped at the top of the page.
 * The zod schema is named, not passed: it loads when the form comes into view or gets focus
 * (./schemas.ts), so the page's first load carries no zod. The API client (and its toasts library)
 * loads the same way, on demand.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { ApiError } from "#app/api-client.ts";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { randomUuid } from "#app/lib/random-uuid.ts";
import { company } from "#core/company.ts";
import { FORM_FIELD, FORM_ID_FIELD, type MessageFormName } from "#core/forms/outcome.ts";
import { useFormOutcome } from "./outcome.ts";
import { type FormSchemaName, formSchema, loadFormSchemas } from "./schemas.ts";
import { type FieldErrors, validateForm } from "./validate.ts";

/** the three public form calls of requirements §7 */
export type PublicFormEndpoint = "send-contact-email" | "send-phone-email" | "send-remote-assistance-email";

/** the API client, fetched when the form comes near or is used (not part of the page's first load) */
const loadApiClient = () => import("#app/api-client.ts");

/** what comes before a send: the schemas and the client */
const preload = () => {
  loadFormSchemas().catch(() => {});
  loadApiClient().catch(() => {});
};

export interface FieldSpec {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "textarea" | "select";
  autoComplete?: string;
  required?: boolean;
  options?: { value: string; label: string }[];
  maxLength?: number;
}

export function PublicForm({
  form: formName,
  idPrefix,
  fields,
  schema,
  endpoint,
  submitLabel,
  successText,
  afterSuccess,
  extra,
  onSent,
}: {
  /** the hidden `form` field: which form the server dispatches a document post to */
  form: MessageFormName;
  idPrefix: string;
  fields: FieldSpec[];
  schema: FormSchemaName;
  endpoint: PublicFormEndpoint;
  submitLabel?: string;
  successText: string;
  afterSuccess?: ReactNode;
  /** sent along with the fields (e.g. the product a question is about) */
  extra?: Record<string, unknown>;
  onSent?: () => void;
}) {
  const { t, lang } = usePublicText();
  // a document post of this very form: the server's outcome is the starting state
  const outcome = useFormOutcome(formName, idPrefix);
  const [errors, setErrors] = useState<FieldErrors>(outcome?.errors ?? {});
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">(
    outcome?.status === "sent" ? "sent" : outcome?.status === "failed" ? "failed" : "idle",
  );
  /** the server's words for what belongs to no field (rate limit, refusal, unknown product) */
  const notice = state === "idle" ? outcome?.message : undefined;
  const typed = outcome?.values ?? {};
  const form = useRef<HTMLFormElement>(null);
  const idempotencyKey = useRef<string>("");
  /** the values the key was made for: the server refuses a used key with other values (422) */
  const keyValues = useRef<string>("");
  const confirmation = useRef<HTMLDivElement>(null);
  const checking = useRef(false);

  useEffect(() => {
    if (state === "sent") confirmation.current?.focus();
  }, [state]);

  // fetch the schemas before they are needed: when the form is near the viewport (or focused, below)
  useEffect(() => {
    const element = form.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        preload();
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const labels = Object.fromEntries(fields.map((f) => [f.name, f.label]));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // `checking` covers the wait for the schemas, where `state` has not turned to "sending" yet
    if (state === "sending" || checking.current) return;
    const data = new FormData(event.currentTarget);
    try {
      await send(data);
    } catch {
      // anything unexpected (a browser without an API the send needs, a bug) ends in the failure
      // text with the company's phone and e-mail, never in a button that stays on "sending"
      checking.current = false;
      setState("failed");
    }
  }

  async function send(data: FormData) {
    const values: Record<string, string> = {};
    for (const field of fields) values[field.name] = String(data.get(field.name) ?? "");
    let found: FieldErrors;
    checking.current = true;
    try {
      found = validateForm(await formSchema(schema), values, labels, t);
    } catch {
      // the schemas could not be loaded (offline): the same failure text as a failed post
      setState("failed");
      return;
    } finally {
      checking.current = false;
    }
    setErrors(found);
    const first = fields.find((f) => found[f.name]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setState("sending");
    // a second send of the same values is the same request; changed values are a new one
    if (keyValues.current !== JSON.stringify(values)) idempotencyKey.current = "";
    keyValues.current = JSON.stringify(values);
    idempotencyKey.current ||= randomUuid();
    let failure: ApiError | null = null;
    const client = await loadApiClient().catch(() => null);
    if (!client) {
      // the client could not be loaded (offline): the same failure text as a failed post
      setState("failed");
      return;
    }
    try {
      await client.api.post(
        endpoint,
        {
          ...extra,
          ...values,
          website: String(data.get("website") ?? ""),
          language: lang,
          idempotency_key: idempotencyKey.current,
        },
        {
          query: { lang },
          headers: { "Accept-Language": lang },
          // the form shows its own failure text (with the company's phone and e-mail) and field errors
          silent: true,
          // a second send of the same form is the same request to the server
          idempotencyKey: idempotencyKey.current,
        },
      );
    } catch (error) {
      failure = error instanceof client.ApiError ? error : new client.ApiError(0, "network");
    }
    if (!failure) {
      setState("sent");
      onSent?.();
      return;
    }
    if (failure.status === 422) {
      const serverErrors: FieldErrors = {};
      for (const [field, messages] of Object.entries(failure.fieldErrors)) {
        if (messages[0] && labels[field]) serverErrors[field] = messages[0];
      }
      if (Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors);
        setState("idle");
        return;
      }
    }
    setState("failed");
  }

  if (state === "sent") {
    return (
      <div
        ref={confirmation}
        id={`${idPrefix}-sent`}
        role="status"
        tabIndex={-1}
        // after a document post the page opens on the confirmation (no script needed)
        // biome-ignore lint/a11y/noAutofocus: after a post without scripts the page opens on the outcome
        autoFocus={outcome?.status === "sent"}
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
      >
        <p className="font-semibold">{successText}</p>
        {afterSuccess}
      </div>
    );
  }

  const inputClass = (invalid: boolean) =>
    `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40 ${
      invalid ? "border-red-700" : "border-slate-400"
    }`;

  // the messages a document post came back with: listed first, the list gets focus on arrival
  const summary = outcome && state === "idle" ? fields.filter((f) => errors[f.name]) : [];

  return (
    <form
      ref={form}
      id={idPrefix}
      method="post"
      // no action: the page it is on, with its query (a product question keeps `?product=`)
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      className="space-y-4"
    >
      <input type="hidden" name={FORM_FIELD} value={formName} />
      <input type="hidden" name={FORM_ID_FIELD} value={idPrefix} />
      {extra?.product_id ? <input type="hidden" name="product_id" value={String(extra.product_id)} /> : null}
      {summary.length > 0 ? (
        <div
          id={`${idPrefix}-errors`}
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: after a post without scripts the page opens on the outcome
          autoFocus
          aria-labelledby={`${idPrefix}-errors-title`}
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
        >
          <p id={`${idPrefix}-errors-title`} className="font-semibold">
            {t("contact.fixErrors")}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {summary.map((field) => (
              <li key={field.name}>
                <a className="underline" href={`#${idPrefix}-${field.name}`}>
                  {errors[field.name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {notice && outcome?.status !== "failed" ? (
        <p
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: after a post without scripts the page opens on the outcome
          autoFocus={summary.length === 0}
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {notice}
        </p>
      ) : null}
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          "aria-required": field.required ? true : undefined,
          autoComplete: field.autoComplete,
          className: inputClass(Boolean(error)),
          maxLength: field.maxLength,
          defaultValue: typed[field.name],
        };
        return (
          <div key={field.name}>
            <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
              {field.label}
              {field.required ? (
                <span aria-hidden="true" className="text-red-700">
                  {" "}
                  *
                </span>
              ) : (
                <span className="font-normal text-slate-600"> {t("contact.phoneOptional")}</span>
              )}
            </label>
            {field.type === "textarea" ? (
              <textarea {...common} rows={4} />
            ) : field.type === "select" ? (
              <select {...common}>
                {field.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type={field.type ?? "text"} />
            )}
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* honeypot: hidden from people and from assistive technology */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {state === "failed" ? (
        <p
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: after a post without scripts the page opens on the outcome
          autoFocus={outcome?.status === "failed"}
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {t("contact.failure", { phone: company.phoneDisplay, email: company.email })}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={state === "sending"}
        className="inline-flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700 disabled:opacity-70"
      >
        {state === "sending" ? t("contact.sending") : (submitLabel ?? t("contact.send"))}
      </button>
    </form>
  );
}
