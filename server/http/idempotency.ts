/**
 * `Idempotency-Key` on writes under /api (requirements §10 engineering rules): the browser client
 * retries a write whose answer got lost (app/api-client.ts), so a repeat must not run the write a
 * second time. The first POST/PUT/PATCH/DELETE with a key runs; its 2xx answer (status + JSON body) is
 * stored; a repeat with the same key from the same user (a visitor: the same key on the same path)
 * gets the stored answer, marked `Idempotent-Replayed: true`, and nothing runs again. A repeat while
 * the first still runs waits a moment for it, then answers 409.
 *
 * What is NOT stored, so a repeat runs again: error answers (a 422 must work once the input is fixed)
 * and answers that set cookies (a login's session cookie cannot be replayed). Without the header
 * nothing changes. The answers live in the database (`idempotency_keys`), so several instances share
 * them; they expire after 24 hours and are removed now and then by a background task.
 */
import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { now } from "../auth/clock.ts";
import { getSession } from "../auth/session.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { AppEnv } from "./context.ts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
/** how long a stored answer is replayed */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** a key is a client's random id (the browser sends a UUID): bounded and printable */
const VALID_KEY = /^[\x21-\x7e]{1,100}$/;
/** a write still "running" after this long was cut off (process ended): its key is free again */
const ABANDONED_MS = 5 * 60_000;
/** how long a concurrent repeat waits for the first request before answering 409 */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 100;
/** answers larger than this are not kept (the table stays small; no write of ours answers that much) */
const MAX_STORED_BODY = 256 * 1024;
/** one write in this many also removes the expired answers (in the background, after the answer) */
const CLEANUP_EVERY = 50;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const text = {
  invalidTitle: { en: "Invalid Idempotency-Key", nl: "Ongeldige Idempotency-Key" },
  invalidMessage: {
    en: "The Idempotency-Key header must be 1 to 100 printable characters.",
    nl: "De Idempotency-Key-header moet uit 1 tot 100 afdrukbare tekens bestaan.",
  },
  busyTitle: { en: "Request still running", nl: "Verzoek loopt nog" },
  busyMessage: {
    en: "This request is still being processed. Wait a moment and try again.",
    nl: "Dit verzoek wordt nog verwerkt. Wacht even en probeer het opnieuw.",
  },
};

type Db = AppEnv["Variables"]["deps"]["database"]["db"];

/** the row id: who (user, or the path for a visitor), what (method + path) and the key, hashed */
async function rowId(c: Context<AppEnv>, key: string): Promise<string> {
  const session = await getSession(c);
  const who = session ? `user:${session.user.id}` : "visitor";
  return createHash("sha256").update(`${who}\n${c.req.method} ${c.req.path}\n${key}`).digest("hex");
}

/** claims the key; true when this request is the first (or the earlier claim had expired) */
async function claim(db: Db, id: string, at: Date): Promise<boolean> {
  // an expired answer, or a claim whose request never finished (its process ended), frees the key
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.id, id),
        or(
          lt(idempotencyKeys.expires_at, at),
          and(
            isNull(idempotencyKeys.status),
            lt(idempotencyKeys.created_at, new Date(at.getTime() - ABANDONED_MS)),
          ),
        ),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ id, created_at: at, expires_at: new Date(at.getTime() + IDEMPOTENCY_TTL_MS) })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return inserted.length > 0;
}

async function storedAnswer(db: Db, id: string) {
  const rows = await db
    .select({ status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.id, id))
    .limit(1);
  return rows[0];
}

type Turn = { run: true } | { run: false; answer: { status: number; body: string | null } | null };

/**
 * This request's turn: run it (the key is claimed), or the first request's stored answer. A repeat
 * while the first still runs waits a little for it; when the first failed its key is free again and
 * the repeat claims it. `answer: null`: the first is still running after the wait.
 */
async function takeTurn(db: Db, id: string): Promise<Turn> {
  for (let waited = 0; ; waited += POLL_MS) {
    if (await claim(db, id, now())) return { run: true };
    const row = await storedAnswer(db, id);
    if (row && row.status !== null) return { run: false, answer: { status: row.status, body: row.body } };
    if (waited >= WAIT_FOR_FIRST_MS) return { run: false, answer: null };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** removes the answers older than 24 hours (and their claims) */
export async function removeExpiredIdempotencyKeys(db: Db, at: Date = now()): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expires_at, at))
    .returning({ id: idempotencyKeys.id });
  return removed.length;
}

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (!WRITES.has(c.req.method) || key === undefined) return next();
  const lang = c.var.lang;
  if (!VALID_KEY.test(key))
    throw new DomainError("bad_request", text.invalidTitle[lang], text.invalidMessage[lang]);

  const { db } = c.var.deps.database;
  const id = await rowId(c, key);
  const turn = await takeTurn(db, id);
  if (!turn.run) {
    if (!turn.answer) throw new DomainError("conflict", text.busyTitle[lang], text.busyMessage[lang]);
    const { status, body } = turn.answer;
    const headers = { [REPLAYED_HEADER]: "true" };
    if (body === null) return c.body(null, status as 200, headers);
    return c.body(body, status as 200, { ...headers, "Content-Type": "application/json" });
  }

  let kept = false;
  try {
    await next();
    const res = c.res;
    const json = (res.headers.get("Content-Type") ?? "").includes("application/json");
    const storable =
      res.status >= 200 && res.status < 300 && !res.headers.has("Set-Cookie") && (json || !res.body);
    if (storable) {
      const body = json ? await res.clone().text() : null;
      if (body === null || body.length <= MAX_STORED_BODY) {
        await db.update(idempotencyKeys).set({ status: res.status, body }).where(eq(idempotencyKeys.id, id));
        kept = true;
      }
    }
  } finally {
    // not stored (an error, a cookie, a thrown error): the key is free, a repeat runs again
    if (!kept) await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  }
  if (Math.random() < 1 / CLEANUP_EVERY) {
    c.var.deps.tasks.run("idempotency keys: remove expired", () => removeExpiredIdempotencyKeys(db));
  }
};
