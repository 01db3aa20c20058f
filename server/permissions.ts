/**
 * Who may call what: the one table. Every API call of requirements §7 (and the few this product
 * adds) is listed with the roles allowed. The authorisation middleware and the access-matrix test both
 * read it; a call that is not listed is refused (deny by default).
 *
 * - "public": anyone, logged in or not
 * - "authenticated": any logged-in user
 * - role names: only those roles
 * Records of another user are answered with 404 by the services (never 403), so nobody learns they exist.
 */

import { customerType } from "#content-types/customers.ts";
import { crudPermissions } from "#content-types/define.ts";
import { featureType } from "#content-types/features.ts";
import { newsCategoryType, newsGroupType, newsType } from "#content-types/news.ts";
import { pageType } from "#content-types/pages.ts";
import { productType } from "#content-types/products.ts";
import { redirectType } from "#content-types/redirects.ts";
import { reviewType } from "#content-types/reviews.ts";
import { serviceGroupType, serviceType } from "#content-types/services.ts";
import { tipType } from "#content-types/tips.ts";
import type { Role } from "#core/roles.ts";
export type Access = "public" | "authenticated" | readonly Role[];
export type Method = "GET" | "POST" | "PUT" | "DELETE";

const ADMIN = ["cms-admin"] as const;
const ZZP = ["cms-admin", "cms-zzp"] as const;
const STATUS = ["cms-admin", "cms-status-user"] as const;
const ACCOUNTANT = ["cms-admin", "cms-accountant"] as const;

/** [method, path under /api with :params, access] */
export const permissionTable: readonly (readonly [Method, string, Access])[] = [
  // infrastructure
  ["GET", "health", "public"],
  ["GET", "ready", "public"],
  ["GET", "openapi.json", "public"],
  ["GET", "docs", "public"],
  // Prometheus scrape: the bearer token of METRICS_TOKEN is its key, not a session (server/metrics/routes.ts)
  ["GET", "metrics", "public"],
  ["GET", "csrf-cookie", "public"],

  // auth
  ["POST", "login", "public"],
  ["POST", "logout", "authenticated"],
  ["GET", "me", "public"],
  ["POST", "password/change", "authenticated"],
  ["POST", "password/forgot", "public"],
  ["POST", "password/reset", "public"],
  // two-step verification: the login's second step (and enrolment when ADMIN_2FA requires it) runs
  // before there is a session; the pending login is bound to the browser by an httpOnly cookie
  ["POST", "login/two-factor", "public"],
  ["POST", "login/two-factor/setup", "public"],
  ["POST", "login/two-factor/enable", "public"],
  ["GET", "two-factor", "authenticated"],
  ["POST", "two-factor/setup", "authenticated"],
  ["POST", "two-factor/enable", "authenticated"],
  ["POST", "two-factor/disable", "authenticated"],

  // pages
  ...crudPermissions(pageType),
  ["GET", "public-pages/:language", "public"],
  ["GET", "page-menu-title-exists/:title", ADMIN],

  // features
  ...crudPermissions(featureType),
  ["GET", "public-features", "public"],

  // services
  ...crudPermissions(serviceType),
  ["GET", "public-services", "public"],

  // news
  ...crudPermissions(newsType),
  ["GET", "public-news/:page/:arg", "public"],
  ["GET", "public-news-count/:language", "public"],
  ["GET", "public-news-item-exists/:url", "public"],
  ["GET", "public-news-item-by-url/:url", "public"],
  ["GET", "public-news-by-id/:id", "public"],
  ["GET", "news-item-title-exists/:title", ADMIN],
  ["GET", "random-news/:count", "public"],
  ["GET", "public-news-past-year/:language", "public"],
  ["GET", "public-news-by-field-value/:field/:value/:language", "public"],
  ["GET", "specific-news-items/:ids/:language", "public"],

  // tips
  ...crudPermissions(tipType),
  ["GET", "public-tips/:page/:language", "public"],
  ["GET", "public-tips-count/:language", "public"],
  ["GET", "public-tip-exists/:url", "public"],
  ["GET", "public-tip-by-url/:url", "public"],
  ["GET", "public-tip-by-id/:id", "public"],
  ["GET", "tip-title-exists/:title", ADMIN],
  ["GET", "random-tips/:count", "public"],
  ["GET", "public-tips-all/:language", "public"],

  // reviews
  ...crudPermissions(reviewType),
  ["GET", "public-reviews", "public"],
  // redirects (requirements §2 "Redirects")
  ...crudPermissions(redirectType),

  // products
  ...crudPermissions(productType),
  ["GET", "public-products/:page/:language", "public"],
  ["GET", "public-products-count/:language", "public"],
  ["GET", "public-product-exists/:url", "public"],
  ["GET", "public-product-by-url/:url", "public"],
  ["GET", "product-title-exists/:title", ADMIN],

  // shareable preview links of pages, news items, tips and products (server/preview-links/)
  ["POST", "preview-link/:type/:id", ADMIN],
  ["GET", "preview-links/:type/:id", ADMIN],
  ["DELETE", "preview-link/delete/:linkId", ADMIN],
  // revisions of pages, news items, tips and products: list, one, restore (server/revisions/)
  ["GET", "revisions/:type/:id", ADMIN],
  ["GET", "revision/:revisionId", ADMIN],
  ["POST", "revision/restore/:revisionId", ADMIN],
  // the admin form's autosaved drafts of pages, news items, tips and products (server/drafts/)
  ["GET", "draft/:type/:id", ADMIN],
  ["PUT", "draft/:type/:id", ADMIN],
  ["DELETE", "draft/:type/:id", ADMIN],

  // zzp products (a partner sees and changes only its own stock)
  ["GET", "zzp-products", ZZP],
  ["GET", "zzp-product/next-product-id", ZZP],
  ["GET", "zzp-product/:id", ZZP],
  ["POST", "zzp-product/add-product", ZZP],
  ["PUT", "zzp-product/edit/:id", ZZP],
  ["DELETE", "zzp-product/delete/:id", ZZP],

  // accountant download
  ["GET", "accountant-downloads", ADMIN],
  ["POST", "accountant-downloads/add-accountant-download", ADMIN],
  ["GET", "accountant-download/:id", ADMIN],
  ["GET", "accountant-download-of-accountant", ACCOUNTANT],
  ["PUT", "accountant-download/edit/:id", ADMIN],
  ["POST", "accountant-download/:id/add-document", ADMIN],
  ["DELETE", "accountant-document/delete/:id", ADMIN],
  ["GET", "accountant-document/:id", ACCOUNTANT],
  ["GET", "accountant-download-zip/:id", ACCOUNTANT],

  // statuses new pc (a status user sees only its own)
  ["GET", "statuses-new-pc", ADMIN],
  ["GET", "status-new-pc/next-status-new-pc-id", ADMIN],
  ["GET", "status-new-pc", STATUS],
  ["GET", "status-new-pc/:id", STATUS],
  ["POST", "status-new-pc/add-status-new-pc", ADMIN],
  ["PUT", "status-new-pc/edit/:id", ADMIN],
  ["DELETE", "status-new-pc/delete/:id", ADMIN],

  // statuses repair
  ["GET", "statuses-repair", ADMIN],
  ["GET", "status-repair/next-status-repair-id", ADMIN],
  ["GET", "status-repair", STATUS],
  ["GET", "status-repair/:id", STATUS],
  ["POST", "status-repair/add-status-repair", ADMIN],
  ["PUT", "status-repair/edit/:id", ADMIN],
  ["DELETE", "status-repair/delete/:id", ADMIN],

  // customers (users of every role)
  ...crudPermissions(customerType),

  // news groups
  ...crudPermissions(newsGroupType),

  // news categories
  ...crudPermissions(newsCategoryType),

  // service groups
  ...crudPermissions(serviceGroupType),
  ["GET", "public-service-groups", "public"],

  // e-mails of the three forms
  ["GET", "emails", ADMIN],
  ["GET", "email/:id", ADMIN],
  ["POST", "emails/add-email", ADMIN],
  ["PUT", "email/mark-read/:id", ADMIN],
  ["DELETE", "email/delete/:id", ADMIN],
  ["GET", "emails-phone", ADMIN],
  ["GET", "email-phone/:id", ADMIN],
  ["POST", "emails-phone/add-email", ADMIN],
  ["PUT", "email-phone/mark-read/:id", ADMIN],
  ["DELETE", "email-phone/delete/:id", ADMIN],
  ["GET", "emails-remote-assistance", ADMIN],
  ["GET", "email-remote-assistance/:id", ADMIN],
  ["POST", "emails-remote-assistance/add-email", ADMIN],
  ["PUT", "email-remote-assistance/mark-read/:id", ADMIN],
  ["DELETE", "email-remote-assistance/delete/:id", ADMIN],

  // public forms
  ["POST", "send-contact-email", "public"],
  ["POST", "send-phone-email", "public"],
  ["POST", "send-remote-assistance-email", "public"],

  // uploads
  ["POST", "image-upload/tiny-mce-upload", ADMIN],
  ["GET", "gallery-images/:folder", "public"],

  // consent log (proof of each visitor's cookie choice)
  ["POST", "consent", "public"],
  ["GET", "consent-log", ADMIN],
  ["GET", "consent-log/export", ADMIN],
  // audit log (who did what in the CMS: server/audit/)
  ["GET", "audit-log", ADMIN],
  // translations missing or outdated (server/translations/)
  ["GET", "translation-report", ADMIN],
  ["POST", "translation-current/:type/:id", ADMIN],
  // coming scheduled publish / unpublish moments (server/content/schedule-report.ts)
  ["GET", "schedule-report", ADMIN],

  // admin dashboard
  ["GET", "dashboard", ADMIN],

  // visit counts (issue 22, part 3: server/visits/)
  ["GET", "visits", ADMIN],
  // appointment booking (issue 22, server/booking/): the visitor's own link is its key
  ["GET", "booking/kinds", "public"],
  ["GET", "booking/slots", "public"],
  ["POST", "booking/book", "public"],
  ["GET", "booking/manage/:token", "public"],
  ["POST", "booking/manage/:token/cancel", "public"],
  ["POST", "booking/manage/:token/move", "public"],
  ["GET", "booking/bookings", ADMIN],
  ["POST", "booking/booking/:id/cancel", ADMIN],
  ["POST", "booking/booking/:id/move", ADMIN],
  ["GET", "booking/admin-kinds", ADMIN],
  ["POST", "booking/add-kind", ADMIN],
  ["PUT", "booking/kind/:id", ADMIN],
  ["DELETE", "booking/kind/:id", ADMIN],
  ["GET", "booking/exceptions", ADMIN],
  ["POST", "booking/add-exception", ADMIN],
  ["DELETE", "booking/exception/:id", ADMIN],
  ["GET", "booking/settings", ADMIN],
  ["PUT", "booking/settings", ADMIN],
  // site search (issue 22, server/search/): visitors, rate limited per address
  ["GET", "search", "public"],
];

type CompiledRule = { method: Method; pattern: RegExp; path: string; access: Access };

const compiled: CompiledRule[] = permissionTable.map(([method, path, access]) => ({
  method,
  path,
  access,
  // a :param matches one path segment; static segments must match exactly
  pattern: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/:[a-zA-Z]+/g, "[^/]+")}$`),
}));

/**
 * The rule for a request path relative to /api (no leading slash). Static paths win over
 * parameterised ones ("tip/next-tip-id" before "tip/:id"), as in the router.
 */
export function findRule(method: string, path: string): CompiledRule | undefined {
  const candidates = compiled.filter((rule) => rule.method === method && rule.pattern.test(path));
  return candidates.sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

const paramCount = (path: string) => (path.match(/:/g) ?? []).length;

export type Decision = "allow" | "unauthenticated" | "forbidden" | "unknown";

export function decide(rule: CompiledRule | undefined, role: Role | null): Decision {
  if (!rule) return "unknown";
  if (rule.access === "public") return "allow";
  if (!role) return "unauthenticated";
  if (rule.access === "authenticated") return "allow";
  return rule.access.includes(role) ? "allow" : "forbidden";
}
