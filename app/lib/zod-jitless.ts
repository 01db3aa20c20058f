/**
 * In the browser zod must interpret its validators instead of compiling them with `new Function`:
 * the Content-Security-Policy has no 'unsafe-eval' (server/http/security-headers.ts), and zod 4 both
 * probes for eval and compiles object parsers unless `jitless` is set. zod reads the setting when a
 * schema is constructed, and React Router evaluates the route modules (and the schemas they build at
 * import time) before entry.client, so this module is the first import of app/root.tsx, the first
 * route module. On the server compiling is allowed and faster, so the setting stays off there.
 *
 * It writes zod's global configuration object (`globalThis.__zod_globalConfig`, what `z.config()`
 * reads and writes, node_modules/zod/v4/core/core.js) instead of importing zod: the public pages load
 * zod only with their forms (app/components/forms/schemas.ts), and an import here would put zod's
 * core into every page's first load. app/lib/zod-jitless.test.ts checks that zod sees the setting.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== "undefined") {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}

export {};
