/** Redirects: the admin's list and the owner's manual redirects; no HTTP here. */
import { desc, eq, inArray } from "drizzle-orm";
import {
  leadsToItself,
  type RedirectCreate,
  type RedirectUpdate,
  redirectMessages,
} from "#content-types/redirects.ts";
import { createCrud } from "../content/crud.ts";
import { type Plain, plain } from "../content/plain.ts";
import type { Tx } from "../db/client.ts";
import { redirects } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import { message } from "../validation/messages.ts";
import { languageOfPath, normaliseFromPath, normaliseToPath } from "./paths.ts";
import { retarget } from "./record.ts";

export type RedirectRow = typeof redirects.$inferSelect;
export type Redirect = Plain<RedirectRow>;

export const redirectCrud = createCrud<RedirectRow, Redirect>({
  table: redirects,
  tableName: "redirects",
  id: redirects.id,
  present: async (_db, rows) => rows.map(plain),
  search: [redirects.from_path, redirects.to_path],
  sort: {
    id: redirects.id,
    from_path: redirects.from_path,
    to_path: redirects.to_path,
    language: redirects.language,
    kind: redirects.kind,
  },
  defaultOrder: [desc(redirects.updated_at), desc(redirects.id)],
  constraints: {},
});

/** a 422 on `to_path` with this message */
function refused(msg: string, lang: Lang): DomainError {
  const title = message("validation_failed", lang);
  return new DomainError("invalid", title, title, { to_path: [msg] });
}

/** the target of the redirect stored from exactly this (normalised) old address */
async function onwardOf(db: Tx, fromPath: string): Promise<string | null> {
  const [row] = await db
    .select({ to: redirects.to_path })
    .from(redirects)
    .where(eq(redirects.from_path, fromPath))
    .limit(1);
  return row?.to ?? null;
}

/**
 * Saves a redirect the owner wrote (one the owner edits is theirs from then on), chains collapsed as
 * for automatic ones (./record.ts): a target that is itself redirected is stored as where that leads,
 * and the redirects that led to the old address lead to the target. One that leads (back) to where
 * it starts is refused (422).
 */
async function saveManual(
  db: Tx,
  input: { from_path: string; to_path: string },
  lang: Lang,
  write: (tx: Tx, values: Record<string, unknown>) => Promise<Redirect | null>,
): Promise<Redirect | null> {
  if (leadsToItself(input.from_path, input.to_path)) throw refused(redirectMessages.same[lang], lang);
  const from = normaliseFromPath(input.from_path);
  return db.transaction(async (tx) => {
    const typed = normaliseToPath(input.to_path);
    const to = (await onwardOf(tx, normaliseFromPath(typed))) ?? typed;
    if (leadsToItself(from, to)) throw refused(redirectMessages.loop[lang], lang);
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
    if (saved) await retarget(tx, from, to, saved.id);
    return saved;
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

export async function createRedirect(db: Tx, input: RedirectCreate, lang: Lang): Promise<Redirect> {
  const saved = await saveManual(db, input, lang, (tx, values) => redirectCrud.insert(tx, values, { lang }));
  return saved as Redirect;
}

export async function updateRedirect(
  db: Tx,
  id: number,
  input: RedirectUpdate,
  lang: Lang,
): Promise<Redirect | null> {
  const current = await redirectCrud.findRow(db, id);
  if (!current) return null;
  const paths = {
    from_path: input.from_path ?? current.from_path,
    to_path: input.to_path ?? current.to_path,
  };
  return saveManual(db, paths, lang, (tx, values) => redirectCrud.update(tx, id, values, lang));
}

/**
 * The target of a redirect from `pathname` (as a request names it: percent-encoded, any case, a
 * trailing slash or the Dutch `/nl` alias prefix of requirements §2), or null.
 */
export async function findRedirectTarget(db: Tx, pathname: string): Promise<string | null> {
  const path = normaliseFromPath(pathname);
  const alias = path.match(/^\/nl(\/.*)?$/);
  const candidates = alias ? [path, alias[1] ?? "/"] : [path];
  const rows = await db
    .select({ from: redirects.from_path, to: redirects.to_path })
    .from(redirects)
    .where(inArray(redirects.from_path, candidates));
  // the address as written wins over its alias
  const found = rows.find((row) => row.from === path) ?? rows[0];
  return found?.to ?? null;
}
