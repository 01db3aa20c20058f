/**
 * `Idempotency-Key` on writes under /api (requirements §10 engineering rules): the browser client
 * retries a write whose answer got lost (app/api-client.ts), so a repeat must not run the write a
 * second time. The first POST/PUT/PATCH/DELETE with a key runs; its 2xx answer (status + JSON body) is
 * stored; a repeat with the same key, from the same user (a visitor: with the same signed CSRF token),
 * on the same path and with the same body gets the stored answer, marked `Idempotent-Replayed: true`,
 * and nothing runs again. A repeat while the first still runs waits a moment for it, then answers 409.
 * The same key with another body is refused (422), never answered with the first request's answer.
 *
 * Only the writes of ./replayable-writes.ts (an allow-list) are stored: answers that carry secrets
 * (TOTP secrets, recovery codes, preview-link tokens) and login and password steps, whose checks must
 * run every time, ignore the key. Nor stored, so a repeat runs again: error answers (a 422 must work
 * once the input is fixed) and answers that set cookies. Without the header nothing changes. The
 * answers live in the database (`idempotency_keys`), so several instances share them; they expire
 * after 24 hours and are removed now and then by a background task.
 */
import { createHash, createHmac } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { TextTable } from "#core/lang.ts";
import { now } from "../auth/clock.ts";
import { CSRF_HEADER } from "../auth/cookies.ts";
import { getSession } from "../auth/session.ts";
import { hashToken } from "../auth/tokens.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { AppEnv } from "./context.ts";
import catalog from "./idempotency.texts.json" with { type: "json" };
import { isReplayable } from "./replayable-writes.ts";
import { MAX_JSON_BYTES } from "./router.ts";

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
/**
 * bodies larger than these are not fingerprinted (the key is then ignored) and the route's own limit
 * refuses them: a form up to an accountant document (20 MiB), anything else up to the JSON limit
 */
const MAX_FINGERPRINTED_FORM = 21 * 1024 * 1024;
const MAX_FINGERPRINTED_BODY = MAX_JSON_BYTES;
/** one write in this many also removes the expired answers (in the background, after the answer) */
const CLEANUP_EVERY = 50;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** the refusals' titles and messages: the catalog ./idempotency.texts.json */
const text = catalog satisfies TextTable;

type Db = AppEnv["Variables"]["deps"]["database"]["db"];

/**
 * the row id: who (the user; a visitor by the signed CSRF token the CSRF check accepted, so another
 * visitor's request never meets this one's answer), what (method + path) and the key, hashed
 */
async function rowId(c: Context<AppEnv>, key: string): Promise<string> {
  const session = await getSession(c);
  const who = session ? `user:${session.user.id}` : `visitor:${hashToken(c.req.header(CSRF_HEADER) ?? "")}`;
  return createHash("sha256").update(`${who}\n${c.req.method} ${c.req.path}\n${key}`).digest("hex");
}

/**
 * What the request asks: its query, media type and body, as an HMAC with the server's secret (a body
 * may hold a password, e.g. a new user's: a plain hash of it could be guessed offline). A form is
 * taken by its fields and files, not its bytes: a browser sends each retry of an upload with another
 * multipart boundary (parsed once: the route and the text check read Hono's cached copy); any other
 * body is read from a copy, so the route still reads the original. null: too large (or a form of
 * unknown size) to keep a key for; the route's own limit answers it.
 */
async function fingerprint(c: Context<AppEnv>): Promise<string | null> {
  const hmac = createHmac("sha256", c.var.deps.config.sessionSecret);
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  hmac.update(`idempotency|${new URL(c.req.url).search}|${type}|`);
  const declared = Number(c.req.header("content-length") ?? "NaN");
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    if (!Number.isFinite(declared) || declared > MAX_FINGERPRINTED_FORM) return null;
    const form = await c.req.formData().catch(() => null);
    if (!form) return hmac.digest("hex"); // not a form after all: the route answers 400
    for (const [name, value] of form) {
      hmac.update(`|${name.length}:${name}|`);
      if (typeof value === "string") hmac.update(`s${value.length}:${value}`);
      else {
        hmac.update(`f${value.name.length}:${value.name}|${value.type}|${value.size}:`);
        hmac.update(new Uint8Array(await value.arrayBuffer()));
      }
    }
    return hmac.digest("hex");
  }
  if (declared > MAX_FINGERPRINTED_BODY) return null;
  const reader = c.req.raw.clone().body?.getReader();
  if (reader) {
    let size = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > MAX_FINGERPRINTED_BODY) {
        await reader.cancel();
        return null;
      }
      hmac.update(part.value);
    }
  }
  return hmac.digest("hex");
}

/** claims the key; true when this request is the first (or the earlier claim had expired) */
async function claim(db: Db, id: string, requestHash: string, at: Date): Promise<boolean> {
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
    .values({
      id,
      request_hash: requestHash,
      created_at: at,
      expires_at: new Date(at.getTime() + IDEMPOTENCY_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return inserted.length > 0;
}

async function storedAnswer(db: Db, id: string) {
  const rows = await db
    .select({
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
      request_hash: idempotencyKeys.request_hash,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.id, id))
    .limit(1);
  return rows[0];
}

type Turn =
  | { run: true }
  | { run: false; otherRequest: true }
  | { run: false; otherRequest?: false; answer: { status: number; body: string | null } | null };

/**
 * This request's turn: run it (the key is claimed), or the first request's stored answer. A repeat
 * while the first still runs waits a little for it; when the first failed its key is free again and
 * the repeat claims it. `answer: null`: the first is still running after the wait. `otherRequest`:
 * the key belongs to a request with another body.
 */
async function takeTurn(db: Db, id: string, requestHash: string): Promise<Turn> {
  for (let waited = 0; ; waited += POLL_MS) {
    if (await claim(db, id, requestHash, now())) return { run: true };
    const row = await storedAnswer(db, id);
    if (row && row.request_hash !== requestHash) return { run: false, otherRequest: true };
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

  // not on the allow-list (a secret in the answer, or checks that must run each time): runs every time
  if (!isReplayable(c.req.method, c.req.path.replace(/^\/api\/?/, ""))) return next();
  const requestHash = await fingerprint(c);
  if (requestHash === null) return next();

  const { db } = c.var.deps.database;
  const id = await rowId(c, key);
  const turn = await takeTurn(db, id, requestHash);
  if (!turn.run) {
    if (turn.otherRequest) {
      throw new DomainError("invalid", text.otherRequestTitle[lang], text.otherRequestMessage[lang]);
    }
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
