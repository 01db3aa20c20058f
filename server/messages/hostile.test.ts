/** Random and hostile bodies at the write calls of this domain: always a 2xx or a 4xx with the error shape. */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, jsonHeaders, loginAs } from "#tests/support/auth.ts";

const hostileString = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "\r\nBcc: x@example.test",
    "<script>alert(1)</script>",
    "'; DROP TABLE email_messages; --",
    "a".repeat(10_000),
    "\u0000",
    "😀".repeat(200),
    "a@b",
    "a@example.test",
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const fieldName = fc.constantFrom(
  "name",
  "email",
  "phone",
  "message",
  "preferred_moment",
  "website",
  "language",
  "idempotency_key",
  "read",
  "role",
  "id",
  "kind",
  "__proto__",
  "constructor",
);
const body = fc.oneof(
  fc.dictionary(fieldName, hostileValue, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  fc.json(),
  fc.string({ maxLength: 100 }),
);

describe("hostile bodies", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let anonymous: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
    anonymous = await csrfHeaders(t);
  });
  afterAll(async () => t.close());

  const calls: [string, string, () => Record<string, string>][] = [
    ["POST", "send-contact-email", () => anonymous],
    ["POST", "send-phone-email", () => anonymous],
    ["POST", "send-remote-assistance-email", () => anonymous],
    ["POST", "emails/add-email", () => admin],
    ["POST", "emails-phone/add-email", () => admin],
    ["PUT", "email-remote-assistance/mark-read/1", () => admin],
  ];

  it("refuses NUL like every API input (422, server/validation/storable-text.ts) and stores other control characters", async () => {
    const nul = await t.api("send-contact-email", {
      method: "POST",
      headers: { ...jsonHeaders(anonymous), "x-forwarded-for": "198.51.100.251" },
      body: JSON.stringify({ name: "A\u0000B", email: "nul@example.test", message: "x\u0000y\r\nz\u0007" }),
    });
    expect(nul.status).toBe(422);
    const res = await t.api("send-contact-email", {
      method: "POST",
      headers: { ...jsonHeaders(anonymous), "x-forwarded-for": "198.51.100.252" },
      body: JSON.stringify({ name: "A\u0001B", email: "nul@example.test", message: "x\u0008y\r\nz\u0007" }),
    });
    expect(res.status).toBe(200);
  });

  it.each(calls)("%s %s never answers 5xx", async (method, path, headers) => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        n++;
        const res = await t.api(path, {
          method,
          headers: { ...jsonHeaders(headers()), "x-forwarded-for": `198.51.100.${n % 250}` },
          body: raw,
        });
        expect(res.status, raw).toBeLessThan(500);
        if (res.status >= 400) {
          const answer = await res.json();
          expect(typeof answer.title).toBe("string");
          expect(typeof answer.message).toBe("string");
        }
      }),
      { numRuns: 60 },
    );
  });
});
