/**
 * The difference between two saves of an item (two revisions' `data`), field by field in the
 * definition's order and with its labels (requirements, "Revisions"). Text and rich text are compared
 * word by word (rich text with its tags stripped); other values as before/after; page blocks by their
 * id as added, removed, changed or moved. Pure and browser-safe: the admin's history panel uses it.
 */
import type { ContentType } from "./define.ts";
import type { L } from "./types.ts";

/** one run of words: kept, inserted (only in the newer) or deleted (only in the older) */
export type WordPart = { kind: "same" | "ins" | "del"; text: string };

export type BlockChange = {
  kind: "added" | "removed" | "changed" | "moved";
  id: string;
  /** the block's type ("text", "faq", …) */
  blockType: string;
  /** positions, 0-based, in the older and the newer list (absent where the block is not there) */
  from?: number;
  to?: number;
};

export type FieldDiff =
  | { name: string; label: L; kind: "text"; parts: WordPart[] }
  /** `moment`: the values are ISO moments (scheduled publishing), shown in Amsterdam time */
  | { name: string; label: L; kind: "value"; before: unknown; after: unknown; moment?: true }
  | { name: string; label: L; kind: "blocks"; changes: BlockChange[] };

/** the words and the spaces between them, so joining the parts gives the text back */
function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

/** HTML as the reader sees it: tags dropped, the common entities decoded, spaces collapsed */
export function stripTags(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A word-level diff by the longest common subsequence of the two word lists. Quadratic, which is
 * fine for the length of a content field; neighbouring parts of one kind are merged.
 */
export function wordDiff(before: string, after: string): WordPart[] {
  const a = tokens(before);
  const b = tokens(after);
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..]
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const parts: WordPart[] = [];
  const push = (kind: WordPart["kind"], text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push("same", a[i]);
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) push("del", a[i++]);
    else push("ins", b[j++]);
  }
  while (i < a.length) push("del", a[i++]);
  while (j < b.length) push("ins", b[j++]);
  return parts;
}

type Block = { id?: unknown; type?: unknown };

const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);

/**
 * Blocks matched by id: a block only in the newer list is added, only in the older removed; a block
 * in both whose content differs is changed, and one whose place among the kept blocks differs is
 * moved (both may hold for one block).
 */
export function blocksDiff(before: unknown, after: unknown): BlockChange[] {
  const older = (Array.isArray(before) ? before : []) as Block[];
  const newer = (Array.isArray(after) ? after : []) as Block[];
  const idOf = (block: Block) => String(block.id ?? "");
  const newerIds = new Set(newer.map(idOf));
  const olderIds = new Set(older.map(idOf));
  // the order of the blocks both lists hold, to tell a move from a shift caused by an insert or removal
  const keptOlder = older.filter((b) => newerIds.has(idOf(b))).map(idOf);
  const keptNewer = newer.filter((b) => olderIds.has(idOf(b))).map(idOf);
  const changes: BlockChange[] = [];
  older.forEach((block, from) => {
    if (!newerIds.has(idOf(block)))
      changes.push({ kind: "removed", id: idOf(block), blockType: String(block.type ?? ""), from });
  });
  newer.forEach((block, to) => {
    const id = idOf(block);
    const blockType = String(block.type ?? "");
    if (!olderIds.has(id)) {
      changes.push({ kind: "added", id, blockType, to });
      return;
    }
    const from = older.findIndex((b) => idOf(b) === id);
    if (keptOlder.indexOf(id) !== keptNewer.indexOf(id))
      changes.push({ kind: "moved", id, blockType, from, to });
    if (!same(older[from], block)) changes.push({ kind: "changed", id, blockType, from, to });
  });
  return changes;
}

/**
 * The fields of the definition whose values differ between `before` and `after` (two revisions'
 * data), in form order. Fields that are equal are left out.
 */
export function revisionDiff(
  type: ContentType,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const [name, spec] of Object.entries(type.fields)) {
    const x = before[name];
    const y = after[name];
    if (same(x, y)) continue;
    const label = spec.label;
    if (spec.widget === "blocks") {
      diffs.push({ name, label, kind: "blocks", changes: blocksDiff(x, y) });
    } else if (spec.widget === "richtext") {
      diffs.push({
        name,
        label,
        kind: "text",
        parts: wordDiff(stripTags(String(x ?? "")), stripTags(String(y ?? ""))),
      });
    } else if ((spec.widget === "text" || spec.widget === "textarea") && typeof (x ?? "") === "string") {
      diffs.push({ name, label, kind: "text", parts: wordDiff(String(x ?? ""), String(y ?? "")) });
    } else if (spec.widget === "datetime" || spec.datetime) {
      // a moment (a publication date is one too): shown in Amsterdam time, not as the API's ISO text
      diffs.push({ name, label, kind: "value", before: x ?? null, after: y ?? null, moment: true });
    } else {
      diffs.push({ name, label, kind: "value", before: x ?? null, after: y ?? null });
    }
  }
  return diffs;
}
