/**
 * Log in as a role through the real API (tests). Everything goes over HTTP like a browser would:
 * POST /api/login, then GET /api/csrf-cookie with the new session.
 *
 *   const { user, headers } = await loginAs(t, "cms-admin");
 *   await t.api("pages/add-page", { method: "POST", headers: { ...headers, "content-type": "application/json" }, body });
 *
 * `headers` = { cookie: "session=…; XSRF-TOKEN=…", "x-xsrf-token": "…" }.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Role } from "#core/roles.ts";
import { insertUser, type NewUser, toPublicUser } from "#server/users/service.ts";
import type { TestApp } from "./app.ts";

export const TEST_PASSWORD = "Correct-Horse-Battery-9";

let counter = 0;

export type UserOverrides = Partial<Omit<NewUser, "role">>;

/** Creates a user of a role directly through the users service (password hashed). */
export async function createUser(t: TestApp, options: { role: Role } & UserOverrides) {
  counter += 1;
  const unique = `${counter}-${randomBytes(3).toString("hex")}`;
  const password = options.password ?? TEST_PASSWORD;
  const row = await insertUser(t.db, {
    name: `Test ${options.role} ${unique}`,
    email: `${options.role}-${unique}@example.test`,
    ...options,
    password,
  });
  return { ...toPublicUser(row), password };
}

/** The cookies a response sets, as name -> value ("" for a deleted cookie). */
export function responseCookies(res: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    cookies[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return cookies;
}

/** The full Set-Cookie line of one cookie (to check its flags). */
export function setCookieLine(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

/** GET /api/csrf-cookie (with an optional cookie header) -> write headers for that session. */
export async function csrfHeaders(t: TestApp, cookie?: string): Promise<Record<string, string>> {
  const res = await t.api("csrf-cookie", cookie ? { headers: { cookie } } : undefined);
  if (res.status !== 200) throw new Error(`csrf-cookie answered ${res.status}`);
  const token = responseCookies(res)["XSRF-TOKEN"];
  if (!token) throw new Error("csrf-cookie set no XSRF-TOKEN cookie");
  return {
    cookie: [cookie, `XSRF-TOKEN=${token}`].filter(Boolean).join("; "),
    "x-xsrf-token": decodeURIComponent(token),
  };
}

/** Logs in with e-mail and password through the API; throws when the login is refused. */
export async function loginWith(t: TestApp, email: string, password: string) {
  const anonymous = await csrfHeaders(t);
  const res = await t.api("login", {
    method: "POST",
    headers: { ...anonymous, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const session = responseCookies(res).session;
  if (!session) throw new Error("login set no session cookie");
  const headers = await csrfHeaders(t, `session=${session}`);
  return { session, headers, response: res };
}

/** Creates a user of `role` and logs it in; returns the user and headers ready for write calls. */
export async function loginAs(t: TestApp, role: Role, overrides: UserOverrides = {}) {
  const user = await createUser(t, { role, ...overrides });
  const { headers, session } = await loginWith(t, user.email, user.password);
  return { user, headers, session };
}

/** Headers for a JSON write call: the session/CSRF headers plus the content type. */
export const jsonHeaders = (headers: Record<string, string>) => ({
  ...headers,
  "content-type": "application/json",
});

/** Row counts of every table (sessions and csrf_secrets left out: reading changes them). A refused
 * write must leave all of these as they were. */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const rowsOf = <T>(result: unknown): T[] =>
    Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (name === "csrf_secrets" || name === "sessions") continue;
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql.raw(`select count(*)::int as n from "${name.replace(/"/g, "")}"`)),
    );
    counts[name] = row.n;
  }
  return counts;
}
