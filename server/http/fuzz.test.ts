/**
 * Property-based hardening: random and hostile bodies thrown at every
 * write endpoint of the permission table, as a logged-in admin with a valid CSRF token, must get a 4xx
 * with the error shape {title, message} — never a 5xx, never a success.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionTable } from "#server/permissions.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { loginAs } from "#tests/support/auth.ts";

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await loginAs(t, "cms-admin")).headers;
}, 120_000);
afterAll(async () => t.close());

// ids that do not exist, so a body-less DELETE can only answer 404; other parameters get a sample
const samples: Record<string, string> = { id: "999999", language: "nl", folder: "sample" };
const concrete = (path: string) =>
  path.replace(/:([a-zA-Z]+)/g, (_, name: string) => samples[name] ?? "999999");

const hostileStrings = fc.constantFrom(
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "\u0000",
  "\r\nBcc: victim@example.com",
  "../../../etc/passwd",
  "%00%2e%2e%2f",
  "😀".repeat(500),
  "a".repeat(20_000),
  "\u202e\u0000\uffff",
  "9".repeat(400),
  "",
  " ",
);
const hostileValue = fc.oneof(
  fc.string(),
  hostileStrings,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -0, 1.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
const keys = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "id",
    "role",
    "user_id",
    "owner_id",
    "password_hash",
    "login_count",
    "locked_until",
    "title",
    "name",
    "email",
    "stock",
    "password",
    "blocks",
    "language",
  ),
);
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const body = fc.oneof(
  fc.dictionary(keys, hostileValue, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    "{",
    "[",
    "null",
    '"x"',
    "1e999",
    "true",
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    nested(5000),
    `{"a":${nested(2000)}}`,
    "\ufeff{}",
  ),
);

const writes = permissionTable.filter(([method, path]) => method !== "GET" && path !== "logout");

describe("hostile bodies at every write endpoint", () => {
  it.each(writes.map(([method, path]) => [method, path] as const))(
    "%s %s answers 4xx with the error shape",
    async (method, path) => {
      await fc.assert(
        fc.asyncProperty(body, async (raw) => {
          const res = await t.api(concrete(path), {
            method,
            headers: { ...headers, "content-type": "application/json" },
            body: raw,
          });
          const text = await res.text();
          expect(res.status, `${raw.slice(0, 200)} -> ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${raw.slice(0, 200)} -> ${text.slice(0, 300)}`).toBeLessThan(500);
          const error = JSON.parse(text);
          expect(typeof error.title).toBe("string");
          expect(typeof error.message).toBe("string");
          expect(text).not.toMatch(/at .*\.ts:\d+|SELECT |syntax error/i);
        }),
        { numRuns: 15 },
      );
    },
  );

  it("the prototype of plain objects is never polluted", () => {
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
