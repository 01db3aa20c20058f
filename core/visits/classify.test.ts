/** The reading of a page view: robots, device classes, referrer hosts, days in Amsterdam time. */
import { describe, expect, it } from "vitest";
import { countedPage, deviceClass, isBot, optedOut, referrerHost, visitDay } from "./classify.ts";

const browsers = {
  chrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  duckduckgo:
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile DuckDuckGo/5 Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
};

describe("reading a page view", () => {
  it("counts the common browsers and leaves robots and tools out", () => {
    for (const [name, ua] of Object.entries(browsers)) expect(isBot(ua), name).toBe(false);
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36",
      "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
      "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
      "WhatsApp/2.23.20.0",
      "curl/8.5.0",
      "",
    ]) {
      expect(isBot(ua), ua).toBe(true);
    }
    expect(isBot(undefined)).toBe(true);
  });

  it("tells phones, tablets and desktops apart", () => {
    expect(deviceClass(browsers.iphone)).toBe("phone");
    expect(deviceClass(browsers.samsung)).toBe("phone");
    expect(deviceClass(browsers.ipad)).toBe("tablet");
    expect(deviceClass(browsers.androidTablet)).toBe("tablet");
    expect(deviceClass(browsers.chrome)).toBe("desktop");
    expect(deviceClass(browsers.safariMac)).toBe("desktop");
  });

  it("keeps a referrer's host only, and not this site's own", () => {
    expect(referrerHost("https://www.google.nl/search?q=naam+adres", "delft-it.nl")).toBe("google.nl");
    expect(referrerHost("https://www.delft-it.nl/diensten", "delft-it.nl")).toBeNull();
    expect(referrerHost("http://10.0.0.5:3000/x", "delft-it.nl", "10.0.0.5:3000")).toBeNull();
    expect(referrerHost("android-app://com.google.android.gm/", "delft-it.nl")).toBeNull();
    expect(referrerHost("not a url", "delft-it.nl")).toBeNull();
    expect(referrerHost(undefined, "delft-it.nl")).toBeNull();
  });

  it("honours Do Not Track and Global Privacy Control", () => {
    expect(optedOut("1", undefined)).toBe(true);
    expect(optedOut(undefined, "1")).toBe(true);
    expect(optedOut("0", null)).toBe(false);
    expect(optedOut(undefined, undefined)).toBe(false);
  });

  it("counts a page once whatever its Dutch alias, with its language", () => {
    expect(countedPage("/nl/diensten/")).toEqual({ page: "/diensten", language: "nl" });
    expect(countedPage("/nl")).toEqual({ page: "/", language: "nl" });
    expect(countedPage("/en/services")).toEqual({ page: "/en/services", language: "en" });
    expect(countedPage("/nieuws/caf%C3%A9")).toEqual({ page: "/nieuws/café", language: "nl" });
    expect(countedPage("/nieuws/%E0%A4%A")).toEqual({ page: "/nieuws/%E0%A4%A", language: "nl" });
  });

  it("counts days in Amsterdam time, across the daylight-saving changes", () => {
    expect(visitDay(new Date("2026-03-28T23:30:00Z"))).toBe("2026-03-29"); // winter time: UTC+1
    expect(visitDay(new Date("2026-03-29T21:30:00Z"))).toBe("2026-03-29"); // summer time: UTC+2
    expect(visitDay(new Date("2026-03-29T22:30:00Z"))).toBe("2026-03-30");
    expect(visitDay(new Date("2026-10-25T22:59:00Z"))).toBe("2026-10-25");
    expect(visitDay(new Date("2026-10-25T23:00:00Z"))).toBe("2026-10-26");
  });
});
