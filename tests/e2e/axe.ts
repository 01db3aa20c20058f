/**
 * axe-core in a journey's page: the one way every journey runs it.
 *
 * Why not `@axe-core/playwright`'s AxeBuilder: by default it runs axe in each frame and then
 * finishes the run in a new blank page of the context (a renderer of its own, into which it injects
 * axe's 560 KB again); in its legacy mode it still evaluates axe twice in the page. Axe was most of
 * the browser's work in the accessibility journeys. Measured on the 29 journeys of
 * `public-a11y.spec.ts` at 1280 px, one worker, CPU seconds of the run's processes (docs/testing-history.md):
 * AxeBuilder 146 (its renderers 85), its legacy mode 120 (70), this helper 107 (58), no axe at all 54
 * (17). Our pages hold no frames of their own except the admin's live preview, which its journey
 * excludes (the public page inside is checked on its own), so `iframes: false` loses nothing.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ContextObject, ImpactValue, RunOptions } from "axe-core";
import type { Page } from "./fixtures.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules the public site is held to */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeScope {
  /** only these parts of the page (CSS selectors); the whole document when left out */
  include?: string[];
  exclude?: string[];
  /** only the rules with these tags (`WCAG_TAGS`) … */
  tags?: string[];
  /** … or only these rules; axe's default set (WCAG and best practice) when neither is given */
  rules?: string[];
}

/** runs axe on the page as it is now; only the violations carry all their elements */
export async function runAxe(page: Page, { include, exclude = [], tags, rules }: AxeScope = {}) {
  const options: RunOptions = {
    runOnly: tags ? { type: "tag", values: tags } : rules ? { type: "rule", values: rules } : undefined,
    // a passing rule keeps one element, not every one it checked: only the violations are read
    // (axe documents it as a speed-up; here it measured the same, docs/testing-history.md)
    resultTypes: ["violations"],
    iframes: false,
  };
  // once per document: a journey that checks the same page twice does not evaluate axe twice
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    ({ include, exclude, options }) => {
      const { axe } = window as unknown as {
        axe: { run(c: ContextObject, o: RunOptions): Promise<AxeResults> };
      };
      return axe.run(include ? { include, exclude } : { exclude }, options);
    },
    { include, exclude, options },
  );
}

/**
 * One line per violation, the rule, its impact and its elements, for an assertion's message;
 * `impacts` keeps only those (the login screens are held to no serious or critical ones).
 */
export function violationLines(results: AxeResults, impacts?: ImpactValue[]): string[] {
  return results.violations
    .filter((v) => !impacts || (v.impact != null && impacts.includes(v.impact)))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}
