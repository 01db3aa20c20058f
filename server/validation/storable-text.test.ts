/**
 * Issue 10, item 1: U+0000 cannot be stored by PostgreSQL/PGlite. Every call of the permission table
 * gets NUL in each of its path parameters, in a query parameter and in every property of its
 * documented JSON body (as the admin, with a valid CSRF token): the answer is the 422 validation
 * shape, never a 500. A database error that still escapes is a generic 500 without SQL.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "#server/http/context.ts";
import { handleError } from "#server/http/error-handler.ts";
import { permissionTable } from "#server/permissions.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createUser, jsonHeaders, loginAs, loginWith } from "#tests/support/auth.ts";
import { unstorablePaths } from "./storable-text.ts";

const NUL = "a\u0000b";
const samples: Record<string, string> = { id: "1", language: "nl", page: "1", count: "3", folder: "sample" };
const withParams = (path: string, nulParam?: string) =>
  path.replace(/:([a-zA-Z]+)/g, (_, name: string) =>
    name === nulParam ? encodeURIComponent(NUL) : (samples[name] ?? "sample"),
  );

type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[] };
type Doc = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
};

let t: TestApp;
let admin: Record<string, string>;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await loginAs(t, "cms-admin")).headers;
  doc = await (await t.api("openapi.json")).json();
}, 120_000);
afterAll(async () => t.close());

/** the property names of an operation's documented JSON body (refs and allOf followed) */
function bodyProperties(method: string, path: string): string[] {
  const op = doc.paths[`/${path.replace(/:([a-zA-Z]+)/g, "{$1}")}`]?.[method.toLowerCase()];
  const names = new Set<string>();
  const visit = (schema: Schema | undefined) => {
    if (!schema) return;
    if (schema.$ref) visit(doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")]);
    for (const name of Object.keys(schema.properties ?? {})) names.add(name);
    for (const part of schema.allOf ?? []) visit(part);
  };
  visit(op?.requestBody?.content?.["application/json"]?.schema);
  return [...names];
}

async function expect422(res: Response, field?: string) {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(422);
  const body = JSON.parse(text);
  expect(body.title).toBe("Some fields are not filled in correctly");
  if (field) expect(Object.keys(body.errors)).toContain(field);
  expect(text).not.toMatch(/select |insert |update |params/i);
}

const calls = permissionTable.map(([method, path]) => [method, path] as const);

describe("NUL in every path parameter, query and body", () => {
  it.each(calls.filter(([, path]) => path.includes(":")))(
    "%s %s: each path parameter",
    async (method, path) => {
      for (const [, name] of path.matchAll(/:([a-zA-Z]+)/g)) {
        const res = await t.api(`${withParams(path, name)}?lang=en`, {
          method,
          headers: jsonHeaders(admin),
          body: method === "GET" ? undefined : "{}",
        });
        await expect422(res, name);
      }
    },
  );

  it.each(calls.filter(([, path]) => path !== "logout"))("%s %s: a query parameter", async (method, path) => {
    const res = await t.api(`${withParams(path)}?lang=en&search=${encodeURIComponent(NUL)}`, {
      method,
      headers: jsonHeaders(admin),
      body: method === "GET" ? undefined : "{}",
    });
    await expect422(res, "search");
  });

  it.each(calls.filter(([method, path]) => method !== "GET" && path !== "logout"))(
    "%s %s: every property of the body",
    async (method, path) => {
      const properties = [...bodyProperties(method, path), "title"];
      for (const property of properties) {
        const res = await t.api(`${withParams(path)}?lang=en`, {
          method,
          headers: jsonHeaders(admin),
          body: JSON.stringify({ [property]: NUL }),
        });
        await expect422(res, property);
      }
    },
  );
});

describe("the examples of the issue", () => {
  it("login with NUL in the e-mail is a 422 (not a 500) and the account is not locked by it", async () => {
    const user = await createUser(t, { role: "cms-status-user" });
    for (let i = 0; i < 6; i++) {
      const res = await t.api("login?lang=en", {
        method: "POST",
        headers: jsonHeaders(admin),
        body: JSON.stringify({ email: `${user.email}\u0000`, password: "x" }),
      });
      await expect422(res, "email");
    }
    await expect(loginWith(t, user.email, user.password)).resolves.toBeTruthy();
  });

  it("admin lists answer 422 to ?search=a%00b", async () => {
    for (const list of ["news", "pages", "products", "customers", "reviews", "tips", "emails", "services"]) {
      await expect422(await t.api(`${list}?search=a%00b&lang=en`, { headers: admin }), "search");
    }
  });

  it("nested strings and keys of a body are found at any depth", () => {
    expect(unstorablePaths({ blocks: [{ title: "ok" }, { items: [{ text: NUL }] }], [NUL]: 1 })).toEqual(
      expect.arrayContaining(["blocks.1.items.0.text", NUL]),
    );
    expect(unstorablePaths({ a: "ok", b: [1, true, null, "fine"] })).toEqual([]);
  });

  it("a text without NUL still goes through (control characters PostgreSQL can hold are not refused)", async () => {
    const res = await t.api("news?search=a%01b&lang=en", { headers: admin });
    expect(res.status).toBe(200);
  });
});

describe("a database error that still escapes", () => {
  it("is a generic 500 whose body and log carry no SQL parameters", async () => {
    const lines: string[] = [];
    const log = pino({ level: "error" }, { write: (line: string) => lines.push(line) });
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("lang", "en");
      c.set("log", log);
      await next();
    });
    app.get("/boom", async () => {
      await t.db.execute(sql`select ${"secret-parameter\u0000"}::text as value`);
      return new Response("unreachable");
    });
    app.onError(handleError);
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ title: "Server error", message: "Sorry, something went wrong." });
    expect(lines.join("")).toContain("unhandled error");
    expect(lines.join("")).not.toContain("secret-parameter");
  });
});
