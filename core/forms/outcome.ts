/**
 * What a form posted without scripts came to (server/forms/document-post.ts): the server renders
 * the page again with this in the load context (app/context.server.ts `formOutcome`), and the form
 * it names shows the confirmation in its place, or each field's message with what was typed kept.
 * Pure (no React, no server code): the dispatcher and the components share it; the React context
 * that hands it to the forms is app/components/forms/outcome.ts.
 */

/** the hidden `form` field of the public forms (the consent form is the consent helper's) */
export type MessageFormName = "contact" | "callback" | "remote-assistance";

/** the hidden field that names the form, and the one that names which of its copies on the page */
export const FORM_FIELD = "form";
export const FORM_ID_FIELD = "form_id";
/** a copy's id: the form's idPrefix (letters, digits, dashes) */
export const FORM_ID_PATTERN = /^[a-z0-9-]{1,64}$/i;

export interface FormOutcome {
  /** the posted form's name and copy (its idPrefix); only that copy shows the outcome */
  form: string;
  formId: string;
  /**
   * sent: the confirmation; invalid: field messages (422); refused: not from our own pages (403);
   * rate_limited: too many messages from this address (429); failed: anything else (the failure
   * text with the company's phone and e-mail)
   */
  status: "sent" | "invalid" | "refused" | "rate_limited" | "failed";
  /** what was typed, to fill the fields again (never for `sent` or `refused`) */
  values: Record<string, string>;
  /** the first message of each field, in the page's language */
  errors: Record<string, string>;
  /** a message that belongs to no field (rate limit, refusal, an unknown product), in the page's language */
  message?: string;
}
