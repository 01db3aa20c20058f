/** The address rules of a redirect: one key per address, targets that stay on this site, path-only. */
import { describe, expect, it } from "vitest";
import { addressKey, normaliseToPath, pathProblem } from "#core/redirect-paths.ts";

describe("addressKey", () => {
  it.each([
    ["/Oude-Pagina.html/", "/oude-pagina.html"],
    ["/nl/diensten", "/diensten"],
    ["/nl", "/"],
    ["/nl/", "/"],
    ["/en/news/x/", "/en/news/x"],
    ["/a/./b/../c", "/a/c"],
    ["/%2e%2e/a", "/a"],
    ["/caf%C3%A9", "/café"],
    ["//host/x", "//host/x"],
    ["/nl-nieuws", "/nl-nieuws"],
  ])("%s → %s", (path, key) => expect(addressKey(path)).toBe(key));
});

describe("normaliseToPath", () => {
  it.each([
    ["/en/contact/", "/en/contact"],
    ["/A/.", "/A"],
    ["/a/x/..", "/a"],
    ["/caf%C3%A9", "/café"],
    // an escaped slash or backslash stays escaped: decoding it would change where it leads
    ["/%2f%2fevil.example", "/%2f%2fevil.example"],
    ["/%5c%5cevil.example", "/%5c%5cevil.example"],
  ])("%s is stored as %s", (path, stored) => expect(normaliseToPath(path)).toBe(stored));

  it.each(["/.//evil.example/x", "/%2e//evil.example", "/./\\evil.example", "//evil.example"])(
    "%s leaves the site: null",
    (path) => expect(normaliseToPath(path)).toBeNull(),
  );
});

describe("pathProblem", () => {
  it("asks for the path only when a full address is given", () => {
    expect(pathProblem("https://www.example.nl/oud", "from")).toBe("path_only");
    expect(pathProblem("www.example.nl/oud", "to")).toBe("path_only");
    expect(pathProblem("oud.html", "from")).toBe("site_path");
    expect(pathProblem("/.//evil.example", "to")).toBe("site_path");
    // an old address is only a key: it never becomes a Location
    expect(pathProblem("/.//x", "from")).toBeNull();
    expect(pathProblem("/oud.html", "from")).toBeNull();
  });
});
