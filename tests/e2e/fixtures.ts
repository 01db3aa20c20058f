/**
 * Playwright's `test` with what every journey needs: the server of its worker (`baseURL`, ./site.ts)
 * and its own client address.
 *
 * The built server runs as it would behind a reverse proxy on the same machine
 * (`TRUST_PROXY=loopback`, scripts/e2e-server.sh), and every test's browser context and API
 * requests carry their own `X-Forwarded-For`. So the per-address limits (5 contact messages per 10
 * minutes, failed logins, "forgot password") count each journey on its own, as they count each
 * visitor: otherwise every journey of the run would share 127.0.0.1 and a journey late in the
 * run would meet the limits that earlier ones used up.
 */
import { createHash, randomUUID } from "node:crypto";
import { test as base } from "@playwright/test";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { CONSENT_COOKIE, type ConsentCategory, consentCookieJson } from "#core/consent-cookie.ts";
import { type Site, startSite } from "./site.ts";

export * from "@playwright/test";

/**
 * The admin base path, from the product's one constant: the journeys never write it out, so a new
 * hidden path is one change (core/admin-path.ts) and no journey tests an address nobody serves.
 */
export { ADMIN_BASE };

const escaped = ADMIN_BASE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** an address under the admin base path: `adminRe(/\/nieuws\/wijzigen\/\d+$/)`; `adminRe()` matches it anywhere */
export const adminRe = (rest?: RegExp): RegExp => new RegExp(`${escaped}${rest?.source ?? ""}`, rest?.flags);

/** the admin login that leads back to an admin address: `loginRedirectRe(/\/tips\/overzicht$/)` */
export const loginRedirectRe = (rest: RegExp): RegExp =>
  new RegExp(
    `/login-admin\\?redirect=${encodeURIComponent(ADMIN_BASE)}${rest.source.replaceAll("\\/", "%2F")}`,
    rest.flags,
  );

/** a stable address per test (and retry) in 198.18.0.0/15, the range set aside for testing */
function clientAddress(testId: string, retry: number): string {
  const h = createHash("sha256").update(`${testId}#${retry}`).digest();
  return `198.${18 + (h[0] & 1)}.${h[1]}.${h[2] || 1}`;
}

/**
 * `test.use({ consented: "necessary" })`: the context starts with a consent cookie of the current
 * policy version (the one the banner's form would write, core/consent-cookie.ts), so the server's
 * HTML has no banner and a journey that is not about consent skips the banner's post and reload: a
 * second page load per journey (README "Testing"). The consent journeys leave it off and click.
 * A server started with another CONSENT_POLICY_VERSION (./site.ts) does not honour it.
 */
export interface JourneyOptions {
  consented: false | "necessary" | "all";
}

/** the policy version of the workers' servers (scripts/e2e-server.sh leaves server/config.ts' default) */
const POLICY_VERSION = 1;
const CATEGORIES: Record<"necessary" | "all", ConsentCategory[]> = {
  necessary: ["necessary"],
  all: ["necessary", "statistic", "marketing"],
};

/** the consent cookie a visitor's choice writes, for a context a journey makes itself */
export function consentCookie(consented: "necessary" | "all", baseURL: string) {
  const json = consentCookieJson({
    categories: CATEGORIES[consented],
    policyVersion: POLICY_VERSION,
    consentId: randomUUID(),
    lang: "nl",
  });
  return { name: CONSENT_COOKIE, value: encodeURIComponent(json), url: baseURL };
}

/** a server of its own (./site.ts) for the fixture's lifetime, stopped after, also when a journey failed */
export async function withSite(
  use: (site: Site) => Promise<void>,
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => Promise<void>,
) {
  const site = await startSite(env, prepare);
  try {
    await use(site);
  } finally {
    await site.stop();
  }
}

export const test = base.extend<JourneyOptions, { server: Site | null; site: string }>({
  consented: [false, { option: true }],
  context: async ({ context, consented, baseURL }, use) => {
    if (consented && baseURL) await context.addCookies([consentCookie(consented, baseURL)]);
    await use(context);
  },
  // one server per worker, on its own copy of the template database; E2E_BASE_URL points the
  // journeys at a server that is already running instead (then they share its data, and `server`,
  // which a journey that reads the server's mail asks for, is null)
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      if (process.env.E2E_BASE_URL) return use(null);
      await withSite(use);
    },
    { scope: "worker", timeout: 150_000 },
  ],
  site: [
    async ({ server }, use) => use(server?.url ?? String(process.env.E2E_BASE_URL)),
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => {
    await use(site);
  },
  // a failed journey shows the errors its page threw and the requests that failed or were refused:
  // a click "lost" because the page's script failed (a chunk that did not load, an error boundary)
  // or because the server said no (429, 5xx) is told apart from a slow machine. Chromium reports a
  // refused fetch() to the console panel only, not as a console event, hence the answers themselves.
  page: async ({ page }, use, testInfo) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.stack ?? error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${page.url()}: console: ${message.text()}`);
    });
    page.on("requestfailed", (request) =>
      errors.push(
        `${page.url()}: ${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`,
      ),
    );
    page.on("response", (response) => {
      if (response.status() === 429 || response.status() >= 500)
        errors.push(
          `${page.url()}: ${response.request().method()} ${response.url()} answered ${response.status()}`,
        );
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
      await testInfo.attach("errors in the page", { body: errors.join("\n"), contentType: "text/plain" });
    }
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": clientAddress(testInfo.testId, testInfo.retry) });
  },
});
