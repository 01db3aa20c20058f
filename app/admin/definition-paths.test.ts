/**
 * The generic admin screens call paths a definition names at run time (content-types/<type>.ts `paths`,
 * a field's `unique.path`, the e-mail sections), so the compiler cannot check them; their answers are typed
 * by route family (app/api/families.ts). This checks the other half: every such path is a route of the
 * server's OpenAPI document, with the method the screen uses, so a wrong path fails here.
 */
import { describe, expect, it } from "vitest";
import { createApi } from "#server/api.ts";
import { buildOpenApiDocument } from "#server/openapi/document.ts";
import { resources } from "./resources/index.ts";

const doc = buildOpenApiDocument(createApi(), { publicUrl: "http://localhost" }) as {
  paths: Record<string, Record<string, unknown>>;
};

/** `page/{id}` -> /^page\/[^/]+$/ (the client's paths have no leading slash) */
const routes = Object.entries(doc.paths).map(([path, operations]) => ({
  pattern: new RegExp(`^${path.replace(/^\//, "").replace(/\{[^}]+\}/g, "[^/]+")}$`),
  methods: new Set(Object.keys(operations)),
}));

function routeOf(method: string, path: string): boolean {
  return routes.some((route) => route.methods.has(method) && route.pattern.test(path));
}

describe("the paths the admin definitions name", () => {
  const calls = resources.flatMap((def) => [
    ["get", def.api.list, def.section],
    ["get", def.api.one(7), def.section],
    ...(def.api.create ? [["post", def.api.create, def.section]] : []),
    ...(def.api.update ? [["put", def.api.update(7), def.section]] : []),
    ...(def.api.remove ? [["delete", def.api.remove(7), def.section]] : []),
    ...def.fields.flatMap((field) =>
      field.unique ? [["get", `${field.unique.path}/some-title`, `${def.section}.${field.name}`]] : [],
    ),
  ]);

  it("are many (the list of definitions was read)", () => {
    expect(calls.length).toBeGreaterThan(50);
  });

  it.each(calls)("%s %s (%s) is a route of the OpenAPI document", (method, path) => {
    expect(routeOf(method, path)).toBe(true);
  });

  it("and a path the server does not have is not", () => {
    expect(routeOf("get", "page/7")).toBe(true);
    expect(routeOf("get", "pagina/7")).toBe(false);
    expect(routeOf("delete", "page/7")).toBe(false);
  });
});
