/**
 * The results page with the page cache on (issue 22): each query gets its own answer (the cache's
 * key leaves `q` out, so the page must never be kept), and the home page carries the SearchAction.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, renderPages: true });
}, 240_000);
afterAll(async () => t?.close());

it("answers every query itself, never from the page cache", async () => {
  for (let round = 0; round < 2; round++) {
    const laptop = await t.app.request("/zoeken?q=laptop");
    expect(laptop.status).toBe(200);
    expect(laptop.headers.get("x-page-cache")).not.toBe("hit");
    expect(await laptop.text()).toContain("Je laptop weer snel");
    const none = await t.app.request("/zoeken?q=xyzzyq");
    expect(none.headers.get("x-page-cache")).not.toBe("hit");
    expect(await none.text()).toContain("Niets gevonden voor");
  }
});

it("puts a SearchAction in the home pages' JSON-LD", async () => {
  const home = await (await t.app.request("/")).text();
  expect(home).toContain('"@type":"SearchAction"');
  expect(home).toContain("/zoeken?q={search_term_string}");
  const en = await (await t.app.request("/en")).text();
  expect(en).toContain("/en/search?q={search_term_string}");
});
