/**
 * The typed calls reach the path the route declares, with its parameters filled in and the client's
 * headers (CSRF token, Idempotency-Key) unchanged; the types themselves are checked by tsc
 * (./typed.typecheck.ts).
 */
import { describe, expect, it } from "vitest";
import { createApiClient } from "#app/api-client.ts";
import { fillPath, typedApi } from "./typed.ts";

function recordingClient() {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const client = createApiClient({
    baseUrl: "http://test/api",
    readCookie: (name) => (name === "XSRF-TOKEN" ? "token-1" : undefined),
    fetch: async (input, init) => {
      calls.push({
        url: String(input),
        method: String(init?.method),
        headers: init?.headers as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify({ data: { deleted: [3, 4], translations_deleted: true } }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    },
  });
  return { call: typedApi(client), calls };
}

describe("typed API calls", () => {
  it("fill the path's parameters and send the write's headers and body", async () => {
    const { call, calls } = recordingClient();
    const answer = await call.delete("/news/delete/{id}", { params: { id: 3 } });
    expect(answer.data.deleted).toEqual([3, 4]);
    expect(calls[0].method).toBe("DELETE");
    expect(calls[0].url).toBe("http://test/api/news/delete/3?_format=json");
    expect(calls[0].headers["X-XSRF-TOKEN"]).toBe("token-1");
    expect(calls[0].headers["Idempotency-Key"]).toBeTruthy();

    await call.post("/preview-link/{type}/{id}", {
      params: { type: "news", id: 7 },
      body: { expires_in_days: 7 },
    });
    expect(calls[1].url).toBe("http://test/api/preview-link/news/7?_format=json");
    expect(calls[1].body).toEqual({ expires_in_days: 7 });
  });

  it("pass the query and encode a parameter", async () => {
    const { call, calls } = recordingClient();
    await call.get("/gallery-images/{folder}", { params: { folder: "a b/c" } });
    expect(calls[0].url).toMatch(/^http:\/\/test\/api\/gallery-images\/a%20b%2Fc\?_format=json&t=\d+$/);
    await call.delete("/draft/{type}/{id}", {
      params: { type: "news", id: "new" },
      query: { language: "en" },
    });
    expect(calls[1].url).toBe("http://test/api/draft/news/new?language=en&_format=json");
  });

  it("refuse a path whose parameter is missing at run time too", () => {
    expect(() => fillPath("/news/delete/{id}", {})).toThrow("missing path parameter id");
  });
});
