/** The compare view's diff (content-types/diff.ts): words, rich text, plain values and page blocks. */
import { describe, expect, it } from "vitest";
import { blocksDiff, revisionDiff, stripTags, wordDiff } from "./diff.ts";
import { pageType } from "./pages.ts";
import { tipType } from "./tips.ts";

const joined = (parts: ReturnType<typeof wordDiff>, kinds: string[]) =>
  parts
    .filter((p) => kinds.includes(p.kind))
    .map((p) => p.text)
    .join("");

describe("wordDiff", () => {
  it("marks the words only in the older text as deleted and only in the newer as inserted", () => {
    const parts = wordDiff("the quick brown fox jumps", "the slow brown fox leaps high");
    expect(parts).toEqual([
      { kind: "same", text: "the " },
      { kind: "del", text: "quick" },
      { kind: "ins", text: "slow" },
      { kind: "same", text: " brown fox " },
      { kind: "del", text: "jumps" },
      { kind: "ins", text: "leaps high" },
    ]);
    // the kept and deleted parts give the older text back, the kept and inserted ones the newer
    expect(joined(parts, ["same", "del"])).toBe("the quick brown fox jumps");
    expect(joined(parts, ["same", "ins"])).toBe("the slow brown fox leaps high");
  });

  it("handles empty texts and equal texts", () => {
    expect(wordDiff("", "new words")).toEqual([{ kind: "ins", text: "new words" }]);
    expect(wordDiff("old", "")).toEqual([{ kind: "del", text: "old" }]);
    expect(wordDiff("same text", "same text")).toEqual([{ kind: "same", text: "same text" }]);
  });

  it("strips tags and decodes entities of rich text", () => {
    expect(stripTags("<p>Back up <strong>your</strong> files &amp; use 2FA</p><p>Daily</p>")).toBe(
      "Back up your files & use 2FA Daily",
    );
  });
});

describe("blocksDiff", () => {
  const block = (id: string, type: string, html = "") => ({ id, type, html });

  it("tells added, removed, changed and moved blocks apart by id", () => {
    const before = [
      block("a", "text", "one"),
      block("b", "faq"),
      block("c", "text", "three"),
      block("d", "card"),
    ];
    const after = [
      block("c", "text", "three"),
      block("a", "text", "one!"),
      block("e", "intro"),
      block("d", "card"),
    ];
    const changes = blocksDiff(before, after);
    expect(changes).toEqual(
      expect.arrayContaining([
        { kind: "removed", id: "b", blockType: "faq", from: 1 },
        { kind: "added", id: "e", blockType: "intro", to: 2 },
        { kind: "changed", id: "a", blockType: "text", from: 0, to: 1 },
        { kind: "moved", id: "c", blockType: "text", from: 2, to: 0 },
      ]),
    );
    // d kept its place among the kept blocks (only shifted by the removal and the insert)
    expect(changes.filter((c) => c.id === "d")).toEqual([]);
    expect(changes).toHaveLength(5); // a is also moved: c went before it
  });

  it("reports nothing for equal lists", () => {
    const list = [block("a", "text", "x"), block("b", "faq")];
    expect(blocksDiff(list, structuredClone(list))).toEqual([]);
  });
});

describe("revisionDiff", () => {
  it("compares a definition's fields in form order with their labels", () => {
    const before = { id: 1, title: "Old title", text: "<p>Copy weekly</p>", visible: false, updated_at: "x" };
    const after = {
      id: 1,
      title: "New title",
      text: "<p>Copy <em>daily</em></p>",
      visible: true,
      updated_at: "y",
    };
    const diff = revisionDiff(tipType, before, after);
    expect(diff.map((d) => d.name)).toEqual(["title", "text", "visible"]);
    expect(diff[0]).toMatchObject({ kind: "text", label: { en: "Title", nl: "Titel" } });
    expect(diff[1]).toMatchObject({
      kind: "text",
      parts: [
        { kind: "same", text: "Copy " },
        { kind: "del", text: "weekly" },
        { kind: "ins", text: "daily" },
      ],
    });
    expect(diff[2]).toMatchObject({ kind: "value", before: false, after: true });
  });

  it("compares a page's blocks as block changes", () => {
    const diff = revisionDiff(
      pageType,
      { blocks: [{ id: "a", type: "text" }] },
      {
        blocks: [
          { id: "a", type: "text" },
          { id: "b", type: "faq" },
        ],
      },
    );
    expect(diff).toEqual([
      {
        name: "blocks",
        label: pageType.fields.blocks.label,
        kind: "blocks",
        changes: [{ kind: "added", id: "b", blockType: "faq", to: 1 }],
      },
    ]);
  });
});

describe("scheduled moments in a diff", () => {
  it("lists publish_at and unpublish_at as moments, with their labels; an absent moment equals none", () => {
    const diffs = revisionDiff(
      tipType,
      { title: "Tip", publish_at: null },
      { title: "Tip", publish_at: "2026-12-01T08:00:00.000Z", unpublish_at: null },
    );
    expect(diffs).toEqual([
      {
        name: "publish_at",
        label: { en: "Online from", nl: "Online vanaf" },
        kind: "value",
        before: null,
        after: "2026-12-01T08:00:00.000Z",
        moment: true,
      },
    ]);
  });

  it("shows a publication date as a moment too (in Amsterdam time, not the API's ISO text)", () => {
    const [diff] = revisionDiff(
      tipType,
      { title: "Tip", published_at: "2026-12-07T04:41:41.529Z" },
      { title: "Tip", published_at: "2026-12-08T00:00:00.000Z" },
    );
    expect(diff).toMatchObject({ name: "published_at", kind: "value", moment: true });
  });
});
