/** The consent id is read from the banner library's cookie, in the forms a server may receive it. */
import { describe, expect, it } from "vitest";
import { consentIdFromCookie } from "./consent-cookie.ts";

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
