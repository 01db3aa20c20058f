/** The page's script preloads are asked for at low priority, byte for byte the rest unchanged (entry.server.tsx). */
import { describe, expect, it } from "vitest";
import { headPreloadsAtLowPriority, lowPriorityModulePreloads } from "./entry.server.tsx";

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves other bytes, multi-byte text included, alone", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><title>Één café</title>' +
      '<link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/x.css"/></head>';
    const out = lowPriorityModulePreloads(Buffer.from(html, "utf8")).toString("utf8");
    expect(out).toBe(
      '<head><link rel="modulepreload" fetchPriority="low" href="/assets/a.js"/><title>Één café</title>' +
        '<link rel="modulepreload" fetchPriority="low" href="/assets/b.js"/><link rel="stylesheet" href="/x.css"/></head>',
    );
  });

  it("returns a chunk without preloads as it is, even one that ends inside a character", () => {
    const bytes = Buffer.from("café", "utf8");
    const cut = bytes.subarray(0, bytes.byteLength - 1);
    expect(lowPriorityModulePreloads(cut)).toBe(cut);
  });

  it("holds the head until it is whole, so a tag split between chunks is marked too", () => {
    const html = '<html><head><link rel="modulepreload" href="/a.js"/></head><body>é</body></html>';
    const bytes = Buffer.from(html, "utf8");
    const stream = headPreloadsAtLowPriority();
    const out: Buffer[] = [];
    // one byte at a time: every tag is split
    for (let i = 0; i < bytes.byteLength; i++) {
      const piece = stream.push(bytes.subarray(i, i + 1));
      if (piece) out.push(piece);
    }
    const rest = stream.flush();
    if (rest) out.push(rest);
    expect(Buffer.concat(out).toString("utf8")).toBe(
      '<html><head><link rel="modulepreload" fetchPriority="low" href="/a.js"/></head><body>é</body></html>',
    );
  });
});
