/** The address rules of the logged-in side: safe redirects, logins/homes per language, language switch. */
import { describe, expect, it } from "vitest";
import { homePath, loginPath, loginUrl, otherLanguagePath, roleOfLoginPath, safeRedirect } from "./paths.ts";
import { cookieValue, parseUserState } from "./state.ts";

describe("safeRedirect", () => {
  it.each(["/zzp", "/zzp?view=stock", "/en/status#repairs", "/cougarXr7/paginas/wijzigen/3"])(
    "keeps the same-site path %s",
    (value) => expect(safeRedirect(value, "/home")).toBe(value),
  );

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "zzp",
    "/zz\np",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => expect(safeRedirect(value, "/home")).toBe("/home"));
});

describe("logins and homes", () => {
  it("names the login and home of each role in both languages", () => {
    expect(loginPath("cms-zzp", "nl")).toBe("/login-zzp");
    expect(loginPath("cms-accountant", "en")).toBe("/en/login-boekhouding");
    expect(homePath("cms-status-user", "en")).toBe("/en/status");
    // the admin area has one address
    expect(homePath("cms-admin", "en")).toBe("/cougarXr7");
    expect(loginUrl("cms-admin", "nl", "/cougarXr7?x=1")).toBe("/login-admin?redirect=%2FcougarXr7%3Fx%3D1");
  });

  it("knows the role of a login address", () => {
    expect(roleOfLoginPath("/login-status")).toBe("cms-status-user");
    expect(roleOfLoginPath("/en/login-boekhouding")).toBe("cms-accountant");
    expect(roleOfLoginPath("/login-nobody")).toBeUndefined();
  });
});

describe("otherLanguagePath", () => {
  it.each([
    ["/login-zzp", "?redirect=%2Fzzp", "/en/login-zzp?redirect=%2Fzzp"],
    ["/en/login-zzp", "", "/login-zzp"],
    ["/uitloggen", "", "/en/logout"],
    ["/en/forgot-password", "", "/wachtwoord-vergeten"],
    ["/status", "", "/en/status"],
    ["/en", "", "/"],
  ])("%s%s ↔ %s", (path, search, expected) => expect(otherLanguagePath(path, search)).toBe(expected));
});

describe("state cookie", () => {
  it("reads the URI-encoded JSON the server sets", () => {
    const raw = encodeURIComponent(JSON.stringify({ name: "Jan de Vries", role: "cms-status-user" }));
    const cookie = `XSRF-TOKEN=abc; user_state=${raw}; other=1`;
    expect(parseUserState(cookieValue(cookie, "user_state"))).toEqual({
      name: "Jan de Vries",
      role: "cms-status-user",
    });
  });

  it("ignores a value that is not ours", () => {
    expect(parseUserState("%7B%22name%22%3A%22x%22%2C%22role%22%3A%22root%22%7D")).toBeNull();
    expect(parseUserState("garbage")).toBeNull();
    expect(parseUserState(undefined)).toBeNull();
  });
});
