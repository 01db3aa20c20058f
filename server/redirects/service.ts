/** Redirects: the admin's list and the owner's manual redirects; no HTTP here. */
import { and, desc, inArray, ne } from "drizzle-orm";
import {
  type RedirectCreate,
  type RedirectUpdate,
  redirectFieldLabels,
  redirectMessages,
  redirectType,
} from "#content-types/redirects.ts";
import { type Plain, plain } from "#core/content/plain.ts";
import { resolveSitePath } from "#core/public/site-path.ts";
import { addressKey, languageOfPath, normaliseToPath } from "#core/redirect-paths.ts";
import { message } from "#core/validation/messages.ts";
import { createCrud } from "../content/crud.ts";
import type { Tx } from "../db/client.ts";
import { redirects } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import { isLiveAddress } from "./live.ts";

export type RedirectRow = typeof redirects.$inferSelect;
export type Redirect = Plain<RedirectRow>;
/** the answer of a save: the redirect plus remarks for the editor that do not refuse it */
export type SavedRedirect = Redirect & { notices: string[] };

export const redirectCrud = createCrud<RedirectRow, Redirect>({
  table: redirects,
  present: async (_db, rows) => rows.map(plain),
  definition: redirectType,
  defaultOrder: [desc(redirects.updated_at), desc(redirects.id)],
});

/** a 422 on one of the two fields with this message */
function refused(msg: string, lang: Lang, field: "from_path" | "to_path" = "to_path"): DomainError {
  const title = message("validation_failed", lang);
  return new DomainError("invalid", title, title, { [field]: [msg] });
}

/**
 * The target stored from this address key, or null (a row stored before old addresses lost their
 * `/nl` prefix is found too); `exceptId` leaves out the redirect being edited.
 */
async function storedTargetOf(db: Tx, key: string, exceptId?: number): Promise<string | null> {
  const fromKey = inArray(redirects.from_path, key === "/" ? ["/", "/nl"] : [key, `/nl${key}`]);
  const rows = await db
    .select({ from: redirects.from_path, to: redirects.to_path })
    .from(redirects)
    .where(exceptId === undefined ? fromKey : and(fromKey, ne(redirects.id, exceptId)));
  // the address as stored now wins over an older row with the prefix
  return (rows.find((row) => row.from === key) ?? rows[0])?.to ?? null;
}

/** redirects followed one after another at most; a longer chain is treated as a loop */
const MAX_HOPS = 10;

type Walk = { end: URL; loop: false } | { end: null; loop: boolean };

/**
 * Follows a redirect's target on through the redirects from it, as a visitor would be sent, until an
 * address that is live or has no redirect: a chain is answered with one 301 to its end. Every step
 * must stay on this site once normalised (`resolveSitePath`, the logins' rule too); a step back to an
 * address already passed (`startKey` first) is a loop.
 */
async function walk(db: Tx, first: string, startKey: string, exceptId?: number): Promise<Walk> {
  const seen = new Set([startKey]);
  let target = first;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const resolved = resolveSitePath(target);
    if (!resolved) return { end: null, loop: false };
    const key = addressKey(resolved.pathname);
    if (seen.has(key)) return { end: null, loop: true };
    seen.add(key);
    const onward = await storedTargetOf(db, key, exceptId);
    if (onward === null || (await isLiveAddress(db, key))) return { end: resolved, loop: false };
    target = onward;
  }
  return { end: null, loop: true };
}

const fill = (text: string, path: string) => text.replace("{path}", path);

/**
 * Saves a redirect the owner wrote (one the owner edits is theirs from then on). Refused (422): an old
 * address that is live (the page there wins, a redirect from it would never be used), a target that
 * leaves this site once normalised, and one that leads back to where it starts, at once or through
 * other redirects (compared by address key: dot segments, case, the `/nl` alias). Existing redirects
 * are never changed: one that led to the old address is now followed on through this one when
 * answered (`walk`). `notices` says, without refusing, that the target shows nothing (yet) or is
 * itself sent on.
 */
async function saveManual(
  db: Tx,
  input: { from_path: string; to_path: string },
  lang: Lang,
  write: (tx: Tx, values: Record<string, unknown>) => Promise<Redirect | null>,
  id?: number,
): Promise<SavedRedirect | null> {
  const from = addressKey(input.from_path);
  const to = normaliseToPath(input.to_path);
  if (to === null) throw refused(message("site_path", lang, redirectFieldLabels.to_path[lang]), lang);
  if (addressKey(to) === from) throw refused(redirectMessages.same[lang], lang);
  return db.transaction(async (tx) => {
    if (await isLiveAddress(tx, from)) {
      throw refused(fill(redirectMessages.live[lang], from), lang, "from_path");
    }
    const chain = await walk(tx, to, from, id);
    if (!chain.end) throw refused(redirectMessages.loop[lang], lang);
    const saved = await withExistsMessage(lang, () =>
      write(tx, {
        from_path: from,
        to_path: to,
        language: languageOfPath(to),
        kind: "manual",
        entity_type: null,
        entity_id: null,
      }),
    );
    if (!saved) return null;
    const end = normaliseToPath(chain.end.pathname) ?? chain.end.pathname;
    const notices: string[] = [];
    if (addressKey(end) !== addressKey(to)) notices.push(fill(redirectMessages.onward[lang], end));
    if (!(await isLiveAddress(tx, end)) && !end.startsWith("/uploads/")) {
      notices.push(fill(redirectMessages.missing[lang], end));
    }
    return { ...saved, notices };
  });
}

/** the one unique index is the old address: its 409 says so (server/content/errors.ts gives a generic one) */
async function withExistsMessage<T>(lang: Lang, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DomainError && error.kind === "conflict") {
      const msg = redirectMessages.exists[lang];
      throw new DomainError("conflict", msg, msg, { from_path: [msg] });
    }
    throw error;
  }
}

export async function createRedirect(db: Tx, input: RedirectCreate, lang: Lang): Promise<SavedRedirect> {
  const saved = await saveManual(db, input, lang, (tx, values) => redirectCrud.insert(tx, values, { lang }));
  return saved as SavedRedirect;
}

export async function updateRedirect(
  db: Tx,
  id: number,
  input: RedirectUpdate,
  lang: Lang,
): Promise<SavedRedirect | null> {
  const current = await redirectCrud.findRow(db, id);
  if (!current) return null;
  const paths = {
    from_path: input.from_path ?? current.from_path,
    to_path: input.to_path ?? current.to_path,
  };
  return saveManual(db, paths, lang, (tx, values) => redirectCrud.update(tx, id, values, lang), id);
}

/**
 * Where a request for `pathname` (as a request names it: percent-encoded, any case, a trailing slash
 * or the Dutch `/nl` alias prefix of requirements §2) is sent: the path, URL-encoded, at the end of the
 * chain of redirects from it, checked to stay on this site; null when there is no redirect, or when
 * the stored target leaves the site or loops (rows restored from an old backup were never checked).
 */
export async function findRedirectTarget(db: Tx, pathname: string): Promise<string | null> {
  const key = addressKey(pathname);
  const target = await storedTargetOf(db, key);
  if (target === null) return null;
  return (await walk(db, target, key)).end?.pathname ?? null;
}
