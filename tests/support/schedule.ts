/**
 * The app and steps the scheduled-publishing tests share (server/content/schedule-*.test.ts): a test
 * app with a logged-in admin, moments counted in minutes from the file's start, and a step that moves
 * the clock to a moment and runs the scheduler for it, as the instance's timer would.
 *
 * A function that registers its hooks when a file calls it (not at this module's top level): Vitest
 * runs a worker's files in one module graph (`isolate: false`), so a top-level hook here would belong
 * only to the first file that imported it.
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import { setClock } from "#server/auth/clock.ts";
import { runScheduledChanges } from "#server/content/schedule.ts";
import { createTestApp, type TestApp } from "./app.ts";
import { jsonHeaders, loginAs } from "./auth.ts";

export function scheduleTestApp() {
  let app: TestApp | undefined;
  let admin: Record<string, string> = {};
  /** the file's start, in whole seconds (as the form sends), a minute ahead */
  const base = Math.ceil(Date.now() / 1000) * 1000 + 60_000;

  const s = {
    get t(): TestApp {
      if (!app) throw new Error("the test app starts in beforeAll");
      return app;
    },
    /** the admin's request headers (cookie and CSRF token) */
    get admin() {
      return admin;
    },
    /** a moment `minutes` after the start of this file */
    at: (minutes: number) => new Date(base + minutes * 60_000),
    /** moves the clock to that moment and runs the scheduler for it */
    goTo: async (moment: Date) => {
      setClock(() => moment);
      return runScheduledChanges(s.t.deps, moment);
    },
    send: async (path: string, method: string, body: unknown, lang = "nl") => {
      const res = await s.t.api(path, {
        method,
        headers: { ...jsonHeaders(admin), "accept-language": lang },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    get: async (path: string, headers: Record<string, string> = {}) => {
      const res = await s.t.api(path, { headers });
      return {
        status: res.status,
        body: res.headers.get("content-type")?.includes("json") ? await res.json() : null,
      };
    },
    sitemap: async () => (await s.t.app.request("/sitemap.xml")).text(),
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await loginAs(app, "cms-admin")).headers;
  }, 180_000);
  afterEach(() => setClock(null));
  afterAll(async () => app?.close());
  return s;
}
