import { describe, expect, it } from "vitest";
import {
  canonicalPath,
  contentHref,
  newsPath,
  pagePath,
  productPath,
  resolvePublicPath,
  switchLanguagePath,
  tipPath,
  translateSegment,
  untranslatedItemPath,
} from "./urls.ts";

describe("resolvePublicPath", () => {
  it.each([
    ["/", { kind: "page", lang: "nl", fullUrl: "home-nl" }],
    ["", { kind: "page", lang: "nl", fullUrl: "home-nl" }],
    ["/nl", { kind: "page", lang: "nl", fullUrl: "home-nl" }],
    ["/nl/", { kind: "page", lang: "nl", fullUrl: "home-nl" }],
    ["/en", { kind: "page", lang: "en", fullUrl: "home-en" }],
    ["/en/", { kind: "page", lang: "en", fullUrl: "home-en" }],
  ])("home: %s", (path, expected) => {
    expect(resolvePublicPath(path)).toEqual(expected);
  });

  it.each([
    ["/contact", "nl", "contact-nl"],
    ["/nl/contact", "nl", "contact-nl"],
    ["/en/contact", "en", "contact-en"],
  ])("contact: %s loads %s page %s", (path, lang, fullUrl) => {
    expect(resolvePublicPath(path)).toEqual({ kind: "contact", lang, fullUrl });
  });

  it.each([
    ["/nieuws", "newsOverview", "nl"],
    ["/nl/nieuws", "newsOverview", "nl"],
    ["/en/news", "newsOverview", "en"],
    ["/tips-en-tricks", "tipOverview", "nl"],
    ["/nl/tips-en-tricks", "tipOverview", "nl"],
    ["/en/tips-and-tricks", "tipOverview", "en"],
    ["/verkoop/product-verkoop", "productOverview", "nl"],
    ["/nl/verkoop/product-verkoop", "productOverview", "nl"],
    ["/en/sale/product-sale", "productOverview", "en"],
    ["/hulp-op-afstand/teamviewer", "teamviewer", "nl"],
    ["/en/remote-help/teamviewer", "teamviewer", "en"],
    ["/pagina-niet-gevonden", "notFound", "nl"],
    ["/en/page-not-found", "notFound", "en"],
  ])("fixed route %s -> %s (%s)", (path, kind, lang) => {
    expect(resolvePublicPath(path)).toEqual({ kind, lang });
  });

  it.each([
    ["/nieuws/phishing-mail", "newsDetail", "nl", "phishing-mail"],
    ["/nl/nieuws/phishing-mail", "newsDetail", "nl", "phishing-mail"],
    ["/en/news/phishing-email", "newsDetail", "en", "phishing-email"],
    ["/tips-en-tricks/back-up", "tipDetail", "nl", "back-up"],
    ["/en/tips-and-tricks/backup", "tipDetail", "en", "backup"],
    ["/verkoop/product-verkoop/laptop-x", "productDetail", "nl", "laptop-x"],
    ["/en/sale/product-sale/laptop-x", "productDetail", "en", "laptop-x"],
  ])("detail %s -> %s", (path, kind, lang, url) => {
    expect(resolvePublicPath(path)).toEqual({ kind, lang, url });
  });

  it("English segments are not Dutch routes and vice versa: they are looked up as pages", () => {
    expect(resolvePublicPath("/news")).toEqual({ kind: "page", lang: "nl", fullUrl: "news" });
    expect(resolvePublicPath("/en/nieuws")).toEqual({ kind: "page", lang: "en", fullUrl: "nieuws" });
    expect(resolvePublicPath("/verkoop")).toEqual({ kind: "page", lang: "nl", fullUrl: "verkoop" });
  });

  it("nested sub pages keep their whole full url", () => {
    expect(resolvePublicPath("/diensten/computer-reparatie")).toEqual({
      kind: "page",
      lang: "nl",
      fullUrl: "diensten/computer-reparatie",
    });
    expect(resolvePublicPath("/en/services/computer-repair/laptops/")).toEqual({
      kind: "page",
      lang: "en",
      fullUrl: "services/computer-repair/laptops",
    });
    expect(resolvePublicPath("/nl/klanten")).toEqual({ kind: "page", lang: "nl", fullUrl: "klanten" });
  });

  it("too deep detail paths and unknown urls do not match a detail", () => {
    expect(resolvePublicPath("/nieuws/a/b")).toEqual({ kind: "notFound", lang: "nl" });
    expect(resolvePublicPath("/does-not-exist")).toEqual({
      kind: "page",
      lang: "nl",
      fullUrl: "does-not-exist",
    });
  });
});

describe("paths", () => {
  it("pages: home and contact are special, Dutch has no prefix", () => {
    expect(pagePath("nl", "home-nl")).toBe("/");
    expect(pagePath("en", "home-en")).toBe("/en");
    expect(pagePath("nl", "contact-nl")).toBe("/contact");
    expect(pagePath("en", "contact-en")).toBe("/en/contact");
    expect(pagePath("nl", "diensten/reparatie")).toBe("/diensten/reparatie");
    expect(pagePath("en", "services/repair")).toBe("/en/services/repair");
  });
  it("details", () => {
    expect(newsPath("nl", "x")).toBe("/nieuws/x");
    expect(newsPath("en", "x")).toBe("/en/news/x");
    expect(tipPath("en", "y")).toBe("/en/tips-and-tricks/y");
    expect(productPath("nl", "z")).toBe("/verkoop/product-verkoop/z");
    expect(productPath("en", "z")).toBe("/en/sale/product-sale/z");
  });
  it("canonical paths drop the /nl alias and trailing slashes", () => {
    expect(canonicalPath("/nl/")).toBe("/");
    expect(canonicalPath("/nl/nieuws/")).toBe("/nieuws");
    expect(canonicalPath("/nl/contact")).toBe("/contact");
    expect(canonicalPath("/en/")).toBe("/en");
    expect(canonicalPath("/nl/diensten/reparatie")).toBe("/diensten/reparatie");
  });
  it("content links", () => {
    expect(contentHref("https://x.nl", "nl")).toBe("https://x.nl");
    expect(contentHref("/nieuws", "nl")).toBe("/nieuws");
    expect(contentHref("diensten", "en")).toBe("/en/diensten");
    expect(contentHref("javascript:alert(1)", "nl")).toBe("/javascript:alert(1)");
  });
});

describe("language switch without a translated item", () => {
  it.each([
    ["/nieuws", "en", "/en/news"],
    ["/en/news", "nl", "/nieuws"],
    ["/nl/nieuws", "en", "/en/news"],
    ["/tips-en-tricks", "en", "/en/tips-and-tricks"],
    ["/en/tips-and-tricks", "nl", "/tips-en-tricks"],
    ["/verkoop/product-verkoop", "en", "/en/sale/product-sale"],
    ["/en/sale/product-sale", "nl", "/verkoop/product-verkoop"],
    ["/klanten", "en", "/en/customers"],
    ["/en/customers", "nl", "/klanten"],
    ["/", "en", "/en"],
    ["/en", "nl", "/"],
    ["/contact", "en", "/en/contact"],
    ["/hulp-op-afstand/teamviewer", "en", "/en/remote-help/teamviewer"],
    ["/pagina-niet-gevonden", "en", "/en/page-not-found"],
  ] as const)("%s -> %s: %s", (path, to, expected) => {
    expect(switchLanguagePath(path, to)).toBe(expected);
  });
  it("translates single segments both ways and keeps unknown ones", () => {
    expect(translateSegment("nieuws", "en")).toBe("news");
    expect(translateSegment("news", "nl")).toBe("nieuws");
    expect(translateSegment("diensten", "en")).toBe("diensten");
  });
});

describe("untranslatedItemPath", () => {
  it.each([
    ["/nieuws/alleen-nederlands", "en", "/en/news"],
    ["/en/tips-and-tricks/english-only", "nl", "/tips-en-tricks"],
    ["/verkoop/product-verkoop/x", "en", "/en/sale/product-sale"],
    ["/diensten/alleen-nl", "en", "/en"],
  ] as const)("an item at %s without a translation -> %s: %s", (path, to, expected) => {
    expect(untranslatedItemPath(path, to)).toBe(expected);
  });
});
