/**
 * The permission table is built from the access each route declares (server/http/api-route.ts), and a
 * route without one is refused twice: `apiRoute` does not compile without `access`, and a route that
 * slipped past it (`createRoute`, a plain Hono handler) stops the server at start-up, where the table
 * is built. The access matrix (tests/unit/access-matrix.test.ts) calls every row with every role.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "./api-routes.ts";
import { apiRoute, plainRoute } from "./http/api-route.ts";
import { createRouter } from "./http/router.ts";
import { decide, findRule, permissionTable, permissionTableOf } from "./permissions.ts";

const ok = { 200: { description: "OK", content: { "application/json": { schema: z.object({}) } } } };

describe("the permission table", () => {
  it("is built from the routes the API mounts, one row per call", () => {
    expect(permissionTable).toEqual(permissionTableOf(apiRoutes));
    const keys = permissionTable.map(([method, path]) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // a call of each kind of declaration: apiRoute, the CRUD routes of a definition, plainRoute
    expect(permissionTable).toContainEqual(["GET", "email/:id", ["cms-admin"]]);
    expect(permissionTable).toContainEqual(["DELETE", "tip/delete/:id", ["cms-admin"]]);
    expect(permissionTable).toContainEqual(["GET", "status-new-pc/:id", ["cms-admin", "cms-status-user"]]);
    expect(permissionTable).toContainEqual(["GET", "health", "public"]);
    expect(permissionTable).toContainEqual(["GET", "openapi.json", "public"]);
  });

  it("takes the access from the declaration, with the path in its :param form", () => {
    const router = createRouter();
    router.openapi(
      apiRoute({ method: "put", path: "/thing/{id}/rename", access: ["cms-zzp"], responses: ok }),
      (c) => c.json({}, 200),
    );
    plainRoute(router, { method: "get", path: "/thing-page", access: "authenticated", responses: ok }, (c) =>
      c.text("page"),
    );
    expect(permissionTableOf(router)).toEqual([
      ["PUT", "thing/:id/rename", ["cms-zzp"]],
      ["GET", "thing-page", "authenticated"],
    ]);
  });

  it("does not compile a route without access", () => {
    // @ts-expect-error -- `access` is required: tsc fails on this line the day it is not
    const route = apiRoute({ method: "get", path: "/forgotten", responses: ok });
    expect(route.path).toBe("/forgotten");
  });
});

describe("a route without access stops the start-up", () => {
  /** the real API with one more router mounted, as a new domain would be in server/api-routes.ts */
  function apiWith(extra: ReturnType<typeof createRouter>) {
    const all = createRouter();
    all.route("/", apiRoutes);
    all.route("/", extra);
    return () => permissionTableOf(all);
  }

  it("refuses a route registered with createRoute and no access, naming it", () => {
    const extra = createRouter();
    extra.openapi(createRoute({ method: "post", path: "/forgotten/{id}", responses: ok }), (c) =>
      c.json({}, 200),
    );
    expect(apiWith(extra)).toThrow(/POST forgotten\/:id: no access declared/);
  });

  it("refuses a plain handler that no declaration names", () => {
    const extra = createRouter();
    extra.get("/hand-written", (c) => c.text("x"));
    expect(apiWith(extra)).toThrow(/GET hand-written: a handler without a declared route/);
  });

  it("refuses a route hidden from the OpenAPI document (it declares nothing to build from)", () => {
    const extra = createRouter();
    extra.openapi(
      { ...apiRoute({ method: "get", path: "/hidden", access: "public", responses: ok }), hide: true },
      (c) => c.json({}, 200),
    );
    expect(apiWith(extra)).toThrow(/GET hidden: a handler without a declared route/);
  });

  it("starts with the real routes alone", () => {
    expect(apiWith(createRouter())).not.toThrow();
  });
});

describe("deny by default", () => {
  it("finds no rule for a call nobody declared, and refuses it for every role", () => {
    for (const [method, path] of [
      ["GET", "no-such-call"],
      ["DELETE", "login"],
      ["PUT", "email/1"],
      ["GET", "email/1/extra"],
    ] as const) {
      const rule = findRule(method, path);
      expect(rule, `${method} ${path}`).toBeUndefined();
      for (const role of [null, "cms-admin", "cms-zzp"] as const) expect(decide(rule, role)).toBe("unknown");
    }
  });
});
