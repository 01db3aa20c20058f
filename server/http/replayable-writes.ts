/**
 * Which writes the Idempotency-Key store (./idempotency.ts) may keep and replay: an allow-list, so a
 * new call is not replayed until someone decided that its answer may sit in the database for a day
 * and be handed out again without the route's checks running.
 *
 * Never replayed (the key is ignored and the call runs each time), and so never listed here:
 * - answers that carry a secret: the TOTP secret of `two-factor/setup`, the recovery codes of
 *   `two-factor/enable`, the token in a new preview link's address; the database keeps those only as
 *   a hash (docs/security.md), and the store kept them in plain text;
 * - calls whose checks must run every time: every login step and two-step verification call (a
 *   replay skipped the password and code checks), logout and the password flows.
 *
 * Each entry names a rule of the permission table (server/permissions.ts) by its method and path;
 * server/http/idempotency.test.ts checks that every write of that table is either listed here or
 * in NEVER_REPLAYED, so a new write has to be classified.
 */
import { customerType } from "#content-types/customers.ts";
import { crudCalls } from "#content-types/define.ts";
import { featureType } from "#content-types/features.ts";
import { newsCategoryType, newsGroupType, newsType } from "#content-types/news.ts";
import { pageType } from "#content-types/pages.ts";
import { productType } from "#content-types/products.ts";
import { redirectType } from "#content-types/redirects.ts";
import { reviewType } from "#content-types/reviews.ts";
import { serviceGroupType, serviceType } from "#content-types/services.ts";
import { tipType } from "#content-types/tips.ts";
import { findRule, type Method } from "../permissions.ts";

type Write = readonly [Method, string];

const crudWrites = [
  pageType,
  featureType,
  serviceType,
  newsType,
  tipType,
  reviewType,
  redirectType,
  productType,
  customerType,
  newsGroupType,
  newsCategoryType,
  serviceGroupType,
].flatMap((type) =>
  crudCalls(type)
    .filter(([method]) => method !== "GET")
    .map(([method, path]): Write => [method, path]),
);

/** The writes whose 2xx answer is stored and replayed to a repeat of the same request. */
export const REPLAYABLE_WRITES: readonly Write[] = [
  ...crudWrites,
  ["DELETE", "preview-link/delete/:linkId"],
  ["POST", "revision/restore/:revisionId"],
  ["POST", "translation-current/:type/:id"],
  ["PUT", "draft/:type/:id"],
  ["DELETE", "draft/:type/:id"],
  ["POST", "zzp-product/add-product"],
  ["PUT", "zzp-product/edit/:id"],
  ["DELETE", "zzp-product/delete/:id"],
  ["POST", "accountant-downloads/add-accountant-download"],
  ["PUT", "accountant-download/edit/:id"],
  ["POST", "accountant-download/:id/add-document"],
  ["DELETE", "accountant-document/delete/:id"],
  ["POST", "status-new-pc/add-status-new-pc"],
  ["PUT", "status-new-pc/edit/:id"],
  ["DELETE", "status-new-pc/delete/:id"],
  ["POST", "status-repair/add-status-repair"],
  ["PUT", "status-repair/edit/:id"],
  ["DELETE", "status-repair/delete/:id"],
  ["POST", "emails/add-email"],
  ["PUT", "email/mark-read/:id"],
  ["DELETE", "email/delete/:id"],
  ["POST", "emails-phone/add-email"],
  ["PUT", "email-phone/mark-read/:id"],
  ["DELETE", "email-phone/delete/:id"],
  ["POST", "emails-remote-assistance/add-email"],
  ["PUT", "email-remote-assistance/mark-read/:id"],
  ["DELETE", "email-remote-assistance/delete/:id"],
  ["POST", "send-contact-email"],
  ["POST", "send-phone-email"],
  ["POST", "send-remote-assistance-email"],
  ["POST", "image-upload/tiny-mce-upload"],
  ["POST", "consent"],
  // appointment booking (issue 22): the answers hold no secret (the link goes by mail only)
  ["POST", "booking/book"],
  ["POST", "booking/booking/:id/cancel"],
  ["POST", "booking/booking/:id/move"],
  ["POST", "booking/add-kind"],
  ["PUT", "booking/kind/:id"],
  ["DELETE", "booking/kind/:id"],
  ["POST", "booking/add-exception"],
  ["DELETE", "booking/exception/:id"],
  ["PUT", "booking/settings"],
];

/** The writes that are never replayed, and why (documentation, and the test's other half). */
export const NEVER_REPLAYED: Readonly<Record<string, string>> = {
  "POST login": "a login step: the password is checked every time",
  "POST logout": "ends the session (its answer clears cookies)",
  "POST login/two-factor": "a login step: the code is checked every time",
  "POST login/two-factor/setup": "the answer holds a TOTP secret, and belongs to one pending login",
  "POST login/two-factor/enable": "the answer holds the recovery codes",
  "POST two-factor/setup": "the answer holds a TOTP secret; the password is checked every time",
  "POST two-factor/enable": "the answer holds the recovery codes; the code is checked every time",
  "POST two-factor/disable": "the code is checked every time",
  "POST password/change": "the current password is checked every time",
  "POST password/forgot": "a password flow",
  "POST password/reset": "a password flow: the reset token is checked every time",
  "POST preview-link/:type/:id": "the answer holds the link's secret token",
  "POST booking/manage/:token/cancel":
    "the link's token is checked every time (a stored answer would outlive it)",
  "POST booking/manage/:token/move":
    "the link's token is checked every time (a stored answer would outlive it)",
};

const replayable = new Set(REPLAYABLE_WRITES.map(([method, path]) => `${method} ${path}`));

/** Whether a write to `path` (under /api, no leading slash) may be answered from the store. */
export function isReplayable(method: string, path: string): boolean {
  const rule = findRule(method, path);
  return rule !== undefined && replayable.has(`${rule.method} ${rule.path}`);
}
