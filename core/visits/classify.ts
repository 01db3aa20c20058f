/**
 * How a page view is read for the visit counts (server/visits/): which visitors are robots, which
 * device class a browser is, which referrer host counts, which day a moment falls on. Pure functions,
 * so the server's batch and the tests read a view the same way.
 */
import { type Language, languageFromPath } from "../lang.ts";
import { withoutDutchPrefix } from "../public/urls.ts";
import { safeDecode } from "../safe-decode.ts";

/** the dimensions a day's views are broken down by (table visit_breakdown) */
export const VISIT_DIMENSIONS = ["page", "referrer", "language", "device"] as const;
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** the longest value kept per dimension (the column is varchar(200)) */
export const VISIT_VALUE_MAX = 200;

/**
 * Known robots and tools by a word in their user agent. Search engines, link previews, uptime
 * monitors, headless browsers and HTTP libraries; a request without a user agent is a tool too.
 * Headless Chrome counts as a robot (crawlers and monitors use it), so browser tests that want to be
 * counted set a normal user agent.
 */
const BOT =
  /bot\b|bot[/;]|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|uptime|monitor|curl\/|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|node\b|postman|insomnia|httpclient|libwww|scrapy|phantomjs|selenium|puppeteer|playwright|feedfetcher|whatsapp|telegram|discord|skype|semrush|ahrefs|mj12|dotbot|petalbot|yandex|baidu|bytespider|gptbot|claude|ccbot|perplexity|bingpreview|archive\.org/i;

export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length < 10) return true;
  return BOT.test(userAgent);
}

/** phone, tablet or desktop, from the user agent's usual markers */
export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(userAgent)) return "phone";
  return "desktop";
}

/**
 * The host of the page the visitor came from, or null when there is none or it is this site itself
 * (a click inside the site is not a referral): the configured public host or the host the request
 * was sent to (`requestHost`, may carry a port). Only the host: a full address can carry personal
 * data (search terms, tokens).
 */
export function referrerHost(
  referer: string | undefined,
  ownHost: string,
  requestHost?: string | undefined,
): string | null {
  if (!referer) return null;
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, "");
  const own = [ownHost, (requestHost ?? "").replace(/:\d+$/, "")].map(bare);
  if (!host || own.includes(bare(host))) return null;
  return bare(host).slice(0, VISIT_VALUE_MAX);
}

/** Do Not Track or Global Privacy Control: the visitor asked not to be followed, so not counted */
export function optedOut(dnt: string | undefined | null, gpc: string | undefined | null): boolean {
  return dnt === "1" || gpc === "1";
}

/**
 * The page as counted: one entry per page whatever the Dutch alias (`/nl/…`), trailing slash or
 * percent-encoding (`/nieuws/caf%C3%A9` is `/nieuws/café`, as the owner reads it).
 */
export function countedPage(pathname: string): { page: string; language: Language } {
  const page = withoutDutchPrefix(safeDecode(pathname)).slice(0, VISIT_VALUE_MAX);
  return { page, language: languageFromPath(page) };
}

const amsterdamDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** the day (YYYY-MM-DD) a moment falls on in the company's time zone: a day of the counts */
export function visitDay(moment: Date | number): string {
  return amsterdamDate.format(moment);
}

/** `day` plus `days` (negative: back), as YYYY-MM-DD; calendar arithmetic, no time zone involved */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
