/**
 * The cookie choice posted as a document form (the banner and the settings panel of
 * app/components/CookieConsent.tsx are `<form method="post">`, so the choice works without scripts).
 * The document-post dispatcher (server/forms/document-post.ts) checks the origin and calls this for
 * `form=consent`.
 *
 * What it does is what the banner's script did: the choice is recorded in the consent log by the same
 * service and bounds as `POST /api/consent` (./service.ts), the consent cookie is written in the
 * format the visitors' cookies already have (core/consent-cookie.ts: 30 days, the categories, the
 * policy version as `revision`, the consent id kept or made), and the page is loaded again (303):
 * every choice reloads the page (requirements §4).
 *
 * A choice refused by the log's bounds still counts (as it did in the browser): the cookie is set and
 * marks the choice as unrecorded, and the island (app/islands/consent.ts) posts it again from a later
 * page; a repeated choice is stored once, so sending it twice costs nothing.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_DAYS,
  consentCookieJson,
  parseConsentCookie,
} from "#core/consent-cookie.ts";
import { languageFromPath } from "#core/lang.ts";
import { DomainError } from "../domain-error.ts";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv } from "../http/context.ts";
import { consentChoiceSchema } from "./schema.ts";
import { normalizeCategories, recordConsent } from "./service.ts";

/** the buttons of the banner and the settings panel: `choice=all|necessary|save` */
const CHOICES = ["all", "necessary", "save"] as const;

/** the statistics' cookies, removed when statistic is not (or no longer) chosen (as the library did) */
const STATISTICS_COOKIE = /^(_ga(_.*)?|_gid)$/;

const invalid = {
  nl: "De cookiekeuze is ongeldig. Laad de pagina opnieuw en kies nog eens.",
  en: "The cookie choice is invalid. Reload the page and choose again.",
} as const;

/** The categories a posted form chose, or null when the form is not one of ours. */
export function categoriesOf(fields: URLSearchParams): string[] | null {
  const choice = fields.get("choice");
  if (!CHOICES.includes(choice as (typeof CHOICES)[number])) return null;
  if (choice === "all") return [...CONSENT_CATEGORIES];
  if (choice === "necessary") return ["necessary"];
  return ["necessary", ...fields.getAll("categories")];
}

export async function handleConsentPost(c: Context<AppEnv>, fields: URLSearchParams): Promise<Response> {
  const { deps } = c.var;
  const url = new URL(c.req.url);
  const lang = languageFromPath(url.pathname);
  const categories = categoriesOf(fields);
  const parsed = consentChoiceSchema.safeParse({
    categories: categories ? [...new Set(categories)] : undefined,
    // a form without it (an older page) chooses under the current version
    policy_version: Number(fields.get("policy_version") ?? deps.config.consentPolicyVersion),
  });
  if (!parsed.success || parsed.data.policy_version > deps.config.consentPolicyVersion) {
    throw new DomainError("invalid", invalid[lang], invalid[lang]);
  }
  const choice = { ...parsed.data, categories: normalizeCategories(parsed.data.categories) };

  const before = parseConsentCookie(getCookie(c, CONSENT_COOKIE));
  const consentId = before?.consentId ?? crypto.randomUUID();
  let unrecorded = false;
  try {
    await recordConsent(deps, choice, { consentId, ip: clientIp(c), lang });
  } catch (error) {
    // over the log's bounds: the choice counts, its record comes later (see the header)
    if (!(error instanceof DomainError) || error.kind !== "rate_limited") throw error;
    unrecorded = true;
  }

  const secure = deps.config.publicUrl.startsWith("https:");
  // setCookie URL-encodes the JSON, as the library did
  setCookie(
    c,
    CONSENT_COOKIE,
    consentCookieJson({
      categories: choice.categories,
      policyVersion: choice.policy_version,
      consentId,
      lang,
      firstChoice: before?.consentTimestamp,
      unrecorded,
    }),
    { path: "/", sameSite: "Lax", secure, maxAge: CONSENT_DAYS * 86_400 },
  );
  if (!choice.categories.includes("statistic")) {
    for (const name of Object.keys(getCookie(c))) {
      if (!STATISTICS_COOKIE.test(name)) continue;
      // gtag sets its cookies on the site's highest domain; a www. host is tried without it too
      const host = url.hostname;
      for (const domain of new Set([undefined, host, host.replace(/^www\./, "")])) {
        setCookie(c, name, "", { path: "/", maxAge: 0, domain });
      }
    }
  }
  c.header("Cache-Control", "no-store");
  // back to the page the form is on (the post's own address); one leading slash, so never another host
  return c.redirect(`/${url.pathname.replace(/^\/+/, "")}${url.search}`, 303);
}
