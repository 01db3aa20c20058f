/** The consent id is read from the banner library's cookie, in the forms a server may receive it. */
import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, consentCookieJson, consentIdFromCookie, currentConsent } from "./consent-cookie.ts";

const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
const json = JSON.stringify({ categories: ["necessary"], revision: 1, consentId: id });

describe("consentIdFromCookie", () => {
  it("reads the id from the URL-encoded cookie and from its decoded value", () => {
    expect(consentIdFromCookie(encodeURIComponent(json))).toBe(id);
    expect(consentIdFromCookie(json)).toBe(id);
    expect(consentIdFromCookie(json.replace(id, id.toUpperCase()))).toBe(id);
  });

  it.each([
    undefined,
    "",
    "garbage",
    "%E0%A4%A",
    "null",
    JSON.stringify({ consentId: "not-a-uuid" }),
    JSON.stringify({ consentId: 42 }),
    JSON.stringify({ consentId: `${id}x` }),
    `{"consentId":"${id}","pad":"${"x".repeat(5000)}"}`,
  ])("answers null for %s", (value) => {
    expect(consentIdFromCookie(value)).toBeNull();
  });
});

describe("currentConsent and consentCookieJson", () => {
  const cookieOf = (json: string) => `a=1; ${CONSENT_COOKIE}=${encodeURIComponent(json)}; b=2`;

  it("reads back what the server writes, as a choice of its policy version only", () => {
    const json = consentCookieJson({
      categories: ["necessary", "statistic"],
      policyVersion: 3,
      consentId: id,
      lang: "en",
      now: new Date("2026-05-01T10:00:00Z"),
    });
    expect(JSON.parse(json)).toMatchObject({
      categories: ["necessary", "statistic"],
      revision: 3,
      consentId: id,
      consentTimestamp: "2026-05-01T10:00:00.000Z",
      lastConsentTimestamp: "2026-05-01T10:00:00.000Z",
      expirationTime: Date.parse("2026-05-31T10:00:00Z"),
      data: null,
    });
    expect(currentConsent(cookieOf(json), 3)).toMatchObject({
      categories: ["necessary", "statistic"],
      consentId: id,
    });
    expect(currentConsent(cookieOf(json), 4)).toBeNull();
  });

  it("finds no choice in other cookies, a look-alike name or a cookie without a consent id", () => {
    expect(currentConsent(null, 1)).toBeNull();
    expect(currentConsent("session=x", 1)).toBeNull();
    expect(currentConsent(`x${CONSENT_COOKIE}=${encodeURIComponent(json)}`, 1)).toBeNull();
    expect(currentConsent(`${CONSENT_COOKIE}=${encodeURIComponent('{"revision":1}')}`, 1)).toBeNull();
    expect(currentConsent(`${CONSENT_COOKIE}=${encodeURIComponent(json)}`, 1)?.consentId).toBe(id);
  });
});
