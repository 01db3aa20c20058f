/**
 * The actions the audit log records. Browser-safe (no imports): the admin's filter offers them.
 * The column is text, so a new action needs no migration — only a label in
 * app/admin/resources/audit-log.ts, which the type checker asks for.
 */
export const AUDIT_ACTIONS = [
  "login_success",
  "login_failure",
  "lockout",
  "logout",
  "password_change",
  "password_reset",
  "two_factor_enabled",
  "two_factor_disabled",
  "create",
  "update",
  "delete",
  /** an earlier version of a page, news item, tip or product saved again (detail: `revision_id`) */
  "restore",
  /** a scheduled moment passed (server/content/schedule.ts): the item went online / offline */
  "publish",
  "unpublish",
  "role_change",
  /** a preview link stopped working before it expired (server/preview-links/routes.ts) */
  "revoke",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The record kinds written outside the content routes (whose kind is the content type's `noun`):
 * users, statuses (their path name), zzp products, messages, uploads, accountant records, preview links.
 */
export const AUDIT_OTHER_TYPES = [
  "user",
  "status-new-pc",
  "status-repair",
  "zzp product",
  "message",
  "upload",
  "accountant download",
  "accountant document",
  "preview link",
  "booking",
  "booking kind",
  "booking exception",
  "booking settings",
] as const;
