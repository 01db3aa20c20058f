/** Redirects: the admin's list and the owner's manual redirects; no HTTP here. */
import { desc, inArray } from "drizzle-orm";
import {
  leadsToItself,
  type RedirectCreate,
  type RedirectUpdate,
  redirectMessages,
} from "#content-types/redirects.ts";
import { createCrud } from "../content/crud.ts";
import { type Plain, plain } from "../content/plain.ts";
import type { Lang } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { redirects } from "../db/schema.ts";
import { HttpError } from "../http/errors.ts";
import { message } from "../validation/messages.ts";
import { languageOfPath, normaliseFromPath, normaliseToPath } from "./paths.ts";

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

/** The stored values of a redirect the owner wrote; one the owner edits is theirs from then on. */
function manual(from: string, to: string, lang: Lang) {
  if (leadsToItself(from, to)) {
    const msg = redirectMessages.same[lang];
    throw new HttpError(422, message("validation_failed", lang), message("validation_failed", lang), {
      to_path: [msg],
    });
  }
  const toPath = normaliseToPath(to);
  return {
    from_path: normaliseFromPath(from),
    to_path: toPath,
    language: languageOfPath(toPath),
    kind: "manual" as const,
    entity_type: null,
    entity_id: null,
  };
}

/** the one unique index is the old address: its 409 says so (server/content/errors.ts gives a generic one) */
async function withExistsMessage<T>(lang: Lang, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) {
      const msg = redirectMessages.exists[lang];
      throw new HttpError(409, msg, msg, { from_path: [msg] });
    }
    throw error;
  }
}

export function createRedirect(db: Tx, input: RedirectCreate, lang: Lang): Promise<Redirect> {
  const values = manual(input.from_path, input.to_path, lang);
  return withExistsMessage(lang, () => redirectCrud.insert(db, values, { lang }));
}

export async function updateRedirect(
  db: Tx,
  id: number,
  input: RedirectUpdate,
  lang: Lang,
): Promise<Redirect | null> {
  const current = await redirectCrud.findRow(db, id);
  if (!current) return null;
  const values = manual(input.from_path ?? current.from_path, input.to_path ?? current.to_path, lang);
  return withExistsMessage(lang, () => redirectCrud.update(db, id, values, lang));
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
