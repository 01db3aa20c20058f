/**
 * Security headers on every answer (OWASP ASVS 5.0 V3/V50):
 * - a Content-Security-Policy without unsafe-inline scripts: React Router's inline scripts carry the
 *   per-response nonce (c.var.cspNonce, handed to entry.server.tsx). Skipped in development, where
 *   Vite's HMR client injects inline code and opens a websocket.
 * - HSTS when the public address is https; nosniff; a Referrer-Policy; no framing, except the admin
 *   preview (ADMIN_PREVIEW), which the edit screen's live preview frames from the same origin
 *   (app/admin/LivePreview.tsx): `frame-ancestors 'self'` and SAMEORIGIN there, and only there.
 * - `Cache-Control: no-store` on everything a logged-in user receives from the API and on every
 *   answer that reads or sets a session, so no shared cache (or the back button on a shared PC)
 *   keeps personal data.
 * - `X-Robots-Tag: noindex` on the hidden admin area and the logged-in portals.
 * A header a route set itself (e.g. the sandbox CSP of /uploads) is kept.
 */
import type { MiddlewareHandler } from "hono";
import { editorialDefinitions, editorialTypes } from "#content-types/editorial.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { SESSION_COOKIE } from "../auth/cookies.ts";
import type { AppEnv } from "./context.ts";

/**
 * Hosts the statistics script (after consent) loads from and reports to, only when ANALYTICS_ID is set:
 * Google's list for Google Analytics 4 (its images are covered by img-src's https:). The configuration
 * itself runs in the consent island (app/islands/consent.ts, same-origin), so no inline script needs allowing.
 */
const ANALYTICS = {
  script: ["https://*.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
};

/**
 * The policy of a page. Inline scripts are allowed by the response's nonce, or, for a page the page
 * cache sends to many visitors (server/page-cache/), by the sha256 of each of them (`scriptHashes`).
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { analytics?: boolean; scriptHashes?: string[]; framedBySelf?: boolean } = {},
): string {
  const extra = (list: string[]) => (options.analytics ? ` ${list.join(" ")}` : "");
  const inline = options.scriptHashes
    ? options.scriptHashes.map((hash) => ` 'sha256-${hash}'`).join("")
    : ` 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src 'self'${inline}${extra(ANALYTICS.script)}`,
    "style-src 'self' 'unsafe-inline'",
    // blob: for FilePond's previews of a chosen image (an object URL of the file, drawn by a worker
    // made from a blob URL: app/admin/fields/ImageUpload.tsx); scripts stay nonce-only
    "img-src 'self' data: blob: https:",
    "worker-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${extra(ANALYTICS.connect)}`,
    "object-src 'none'",
    "base-uri 'none'",
    options.framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The headers every answer carries unless it set its own (not the policy, which depends on the
 * answer): also sent by the listener that answers page-cache hits before the app
 * (server/page-cache/node-listener.ts), so both give the same headers. `framedBySelf`: the admin
 * preview, which the edit screen's live preview shows in a frame.
 */
export function securityDefaults(
  config: { publicUrl: string },
  options: { framedBySelf?: boolean } = {},
): [string, string][] {
  return [
    ...(config.publicUrl.startsWith("https:")
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
      : []),
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", options.framedBySelf ? "SAMEORIGIN" : "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
}

/** the admin preview of an item (app/routes/admin/preview.tsx): the one page a page of ours may frame */
const previewKinds = editorialTypes.map((type) => editorialDefinitions[type].preview).join("|");
const ADMIN_PREVIEW = new RegExp(`^${ADMIN_BASE}/preview/(?:${previewKinds})/[^/]+$`);

const PRIVATE_AREAS = new RegExp(
  `^/(?:(?:en|nl)/)?(?:${ADMIN_BASE.slice(1)}|status|zzp|boekhouding|accounting)(?:/|$)`,
);

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const { config } = c.var.deps;
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    // a response with immutable headers (e.g. from fetch): copy it once
    c.res = new Response(c.res.body, c.res);
  }
  const headers = c.res.headers;
  const setDefault = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };

  const framedBySelf = ADMIN_PREVIEW.test(c.req.path);
  if (config.env !== "development") {
    const analytics = Boolean(config.analyticsId);
    setDefault("Content-Security-Policy", contentSecurityPolicy(c.var.cspNonce, { analytics, framedBySelf }));
  }
  for (const [name, value] of securityDefaults(config, { framedBySelf })) setDefault(name, value);

  const path = c.req.path;
  const readsSession = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`).test(c.req.header("cookie") ?? "");
  const setsCookie = headers.has("set-cookie");
  const isApi = path === "/api" || path.startsWith("/api/");
  if (setsCookie || (readsSession && !path.startsWith("/assets/")) || (isApi && c.var.user)) {
    headers.set("Cache-Control", "no-store");
    headers.set("Pragma", "no-cache");
  }
  if (PRIVATE_AREAS.test(path) || /^\/(?:en\/)?login-/.test(path)) {
    headers.set("X-Robots-Tag", "noindex, nofollow");
  }
};
