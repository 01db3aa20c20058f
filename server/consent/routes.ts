/**
 * The consent log's API:
 *
 *   POST consent               the banner records a visitor's choice (anonymous, CSRF, rate limited)
 *   GET  consent-log           the admin's list: newest first, `search` by consent id, paginated
 *   GET  consent-log/export    the same entries as a CSV file
 *
 * The consent id is not in the body: it is read from the visitor's consent cookie, where the banner's
 * library keeps it (core/consent-cookie.ts), so the visitor can read it out later as proof.
 */
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { CONSENT_COOKIE, consentIdFromCookie } from "#core/consent-cookie.ts";
import { listEnvelope, listQuerySchema } from "../content/list-query.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import { clientIp } from "../http/client-ip.ts";
import {
  createRouter,
  dataResponse,
  errorResponses,
  ignoredQuery,
  jsonBody,
  listResponse,
  validationHook,
} from "../http/router.ts";
import { amsterdamTimestamp } from "./csv.ts";
import { consentChoiceSchema, consentEntrySchema, consentRecordedSchema } from "./schema.ts";
import {
  consentBounds,
  consentSortColumns,
  exportConsentsCsv,
  listConsents,
  recordConsent,
} from "./service.ts";

const labels = {
  categories: { nl: "Categorieën", en: "Categories" },
  policy_version: { nl: "Versie van het beleid", en: "Policy version" },
};

const tags = ["Consent log"];
const listQuery = listQuerySchema.omit({ language: true });

export function consentRoutes() {
  const router = createRouter();

  router.openapi(
    apiRoute({
      method: "post",
      path: "/consent",
      access: "public",
      tags: ["Public forms"],
      summary: "Record the visitor's cookie choice",
      description:
        "Called by the cookie banner after every choice. Stores the categories, the policy version, the time, " +
        `the consent id from the \`${CONSENT_COOKIE}\` cookie (a new one when the cookie has none) and the ` +
        "client address truncated (IPv4 /24, IPv6 /48). The same choice again for the same consent id and " +
        "version stores nothing (`stored: false`) and is never refused. New rows are bounded: at most " +
        `${consentBounds.network.limit} per ${consentBounds.network.windowMs / 60_000} minutes per network ` +
        `(the truncated address) and ${consentBounds.total.limit} per ${consentBounds.total.windowMs / 60_000} ` +
        "minutes in total; past a bound: 429 with Retry-After (counted in `consent_choices_refused_total`), " +
        "and the banner sends the choice again on a later page.",
      request: { body: jsonBody(consentChoiceSchema) },
      responses: {
        200: dataResponse(consentRecordedSchema, "Recorded (or already recorded)"),
        ...errorResponses(403, 422, 429),
      },
    }),
    async (c) => {
      const result = await recordConsent(c.var.deps, c.req.valid("json"), {
        consentId: consentIdFromCookie(getCookie(c, CONSENT_COOKIE)),
        ip: clientIp(c),
        lang: c.var.lang,
      });
      return c.json({ data: result }, 200);
    },
    validationHook({ labels }),
  );

  router.openapi(
    apiRoute({
      method: "get",
      path: "/consent-log",
      access: ADMIN,
      tags,
      summary: "List the recorded cookie choices",
      description: `Newest first, or by \`sort\` (${Object.keys(consentSortColumns).join(", ")}) and \`order\`. \`search\` finds a consent id (whole or part).`,
      request: { query: listQuery },
      responses: { 200: listResponse(consentEntrySchema), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json(listEnvelope(await listConsents(c.var.deps, c.req.valid("query"))), 200),
  );

  router.openapi(
    apiRoute({
      method: "get",
      path: "/consent-log/export",
      access: ADMIN,
      tags,
      summary: "Export the recorded cookie choices as CSV",
      description:
        "Every entry (or those whose consent id matches `search`), oldest first, separated by semicolons " +
        "after a UTF-8 byte-order mark (as Dutch Excel opens it): id, consent_id, created_at " +
        "(Amsterdam time, YYYY-MM-DD HH:mm:ss; the header says the zone), policy_version, categories " +
        "(space-separated), ip_truncated.",
      request: {
        query: z.object({ search: z.string().trim().max(200).optional(), ...ignoredQuery }),
      },
      responses: {
        200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
        ...errorResponses(401, 403, 422),
      },
    }),
    (c) => {
      const { search } = c.req.valid("query");
      const day = amsterdamTimestamp(new Date()).slice(0, 10);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="consent-log-${day}.csv"`);
      c.header("Cache-Control", "no-store");
      return c.body(exportConsentsCsv(c.var.deps, search || undefined), 200);
    },
  );

  return router;
}
