/** The address rules of the logged-in side: safe redirects, logins/homes per language, language switch. */
import { describe, expect, it } from "vitest";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { roleLogin } from "#core/roles.ts";
import { homePath } from "#core/session/home.server.ts";
import {
  loginPath,
  loginUrl,
  otherLanguagePath,
  roleOfLoginPath,
  safeRedirect,
} from "#core/session/paths.ts";
import { cookieValue, parseUserState } from "./state.ts";

describe("safeRedirect", () => {
  it.each(["/zzp", "/zzp?view=stock", "/en/status#repairs", `${ADMIN_BASE}/paginas/wijzigen/3`])(
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
    // accepted as written, but normalisation turns them into "//evil.example…"
    "/.//evil.example/phish",
    "/..//evil.example/x",
    "/%2e//evil.example/y",
    "/%2E%2E//evil.example/y",
    "/x/..//evil.example/z",
    "/a/b/../..//evil.example/z",
    // the classic ones
    "//x",
    "/\\x",
    "/\t/x",
    "https:x",
    "https:/x",
    "%2f%2fx",
    "%5c%5cx",
    " /x",
  ])("refuses %j", (value) => expect(safeRedirect(value, "/home")).toBe("/home"));

  it.each([
    // an encoded slash or backslash stays encoded: a path segment of this site, never a host
    ["/%2f%2fevil.example", "/%2f%2fevil.example"],
    ["/%5c%5cevil.example", "/%5c%5cevil.example"],
    ["/./zzp", "/zzp"],
    // a data request (single fetch) becomes the page it belongs to
    [`${ADMIN_BASE}/tips/overzicht.data`, `${ADMIN_BASE}/tips/overzicht`],
    ["/_.data?_routes=root%2Chome", "/"],
    ["/over-ons.data?_routes=root%2Cpage&x=1", "/over-ons?x=1"],
  ])("normalises %j to %j, still on this site", (value, expected) => {
    expect(safeRedirect(value, "/home")).toBe(expected);
  });

  it("every login the logout API answers (server/auth/routes.ts login_redirect) passes the rule unchanged", () => {
    for (const path of [...Object.values(roleLogin), "/"]) expect(safeRedirect(path, "/home")).toBe(path);
  });
});

describe("logins and homes", () => {
  it("names the login and home of each role in both languages", () => {
    expect(loginPath("cms-zzp", "nl")).toBe("/login-zzp");
    expect(loginPath("cms-accountant", "en")).toBe("/en/login-boekhouding");
    expect(homePath("cms-status-user", "en")).toBe("/en/status");
    // an English address in English words
    expect(homePath("cms-accountant", "en")).toBe("/en/accounting");
    expect(homePath("cms-accountant", "nl")).toBe("/boekhouding");
    // the admin area has one address
    expect(homePath("cms-admin", "en")).toBe(`${ADMIN_BASE}`);
    expect(loginUrl("cms-admin", "nl", `${ADMIN_BASE}?x=1`)).toBe(
      `/login-admin?redirect=${encodeURIComponent(ADMIN_BASE)}%3Fx%3D1`,
    );
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
    ["/boekhouding", "?x=1", "/en/accounting?x=1"],
    ["/en/accounting", "", "/boekhouding"],
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
