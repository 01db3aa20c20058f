/**
 * The browser API client (requirements §7/§8) against a REAL local HTTP server
 * (tests/support/api-client-server.ts): every call, the CSRF token, retries, idempotency keys and the timeout. Only the browser's surroundings are injected.
 * The rest: ./api-client-errors.test.ts (the error catalogue and uploads).
 */
import { describe, expect, it, vi } from "vitest";
import { API_TIMEOUT_MS, ApiError } from "#app/api-client.ts";
import { apiTestServer } from "#tests/support/api-client-server.ts";

const api = apiTestServer();
const { harness } = api;

describe("every call", () => {
  it("adds _format=json, a timestamp on GET, and parses the envelope", async () => {
    const { client } = harness();
    const result = await client.get<{ hello: string }>("ok", { query: { search: "a b" } });
    expect(result.data.hello).toBe("world");
    const [request] = api.seen;
    expect(request.path).toBe("/api/ok");
    expect(request.query.get("_format")).toBe("json");
    expect(request.query.get("t")).toMatch(/^\d+$/);
    expect(request.query.get("search")).toBe("a b");
    // server messages in the language of the page
    expect(request.headers["accept-language"]).toBe("en");
  });

  it("sends no timestamp on writes but still _format=json and a JSON body", async () => {
    const { client } = harness();
    await client.post("items/add-item", { title: "x" });
    const write = api.seen.find((s) => s.path === "/api/items/add-item")!;
    expect(write.query.get("_format")).toBe("json");
    expect(write.query.has("t")).toBe(false);
    expect(JSON.parse(write.body)).toEqual({ title: "x" });
    expect(write.headers["content-type"]).toBe("application/json");
  });
});

describe("CSRF", () => {
  it("fetches the token once before the first write and reuses it", async () => {
    const { client } = harness();
    await client.post("items/add-item", {});
    await client.put("ok", {});
    await client.delete("ok");
    expect(api.csrfIssued).toBe(1);
    expect(api.seen.map((s) => s.path)).toEqual([
      "/api/csrf-cookie",
      "/api/items/add-item",
      "/api/ok",
      "/api/ok",
    ]);
    expect(api.seen[1].headers["x-xsrf-token"]).toBe("token-1");
  });

  it("GETs need no token", async () => {
    const { client } = harness();
    await client.get("ok");
    expect(api.csrfIssued).toBe(0);
  });

  it("fetches a new token when the cookie is gone (expired)", async () => {
    const { client, jar } = harness();
    await client.post("items/add-item", {});
    jar.delete("XSRF-TOKEN");
    await client.post("items/add-item", {});
    expect(api.csrfIssued).toBe(2);
  });

  it("refreshes the token after a 403 CSRF refusal and sends the write once more", async () => {
    const { client, toasts } = harness();
    await client.post("items/add-item", {});
    api.currentToken = "rotated-by-the-server";
    const result = await client.post<{ id: number }>("items/add-item", {});
    expect(result.data.id).toBe(7);
    expect(api.csrfIssued).toBe(2);
    expect(api.seen.filter((s) => s.path === "/api/items/add-item")).toHaveLength(3);
    expect(toasts).toEqual([]);
  });

  it("concurrent first writes share one token request", async () => {
    const { client } = harness();
    await Promise.all([client.post("items/add-item", {}), client.post("items/add-item", {})]);
    expect(api.csrfIssued).toBe(1);
  });
});

describe("retries", () => {
  it("retries a GET three times with a growing delay on 503, then succeeds", async () => {
    const { client, delays, toasts } = harness();
    const result = await client.get<string>("flaky");
    expect(result.data).toBe("finally");
    expect(api.seen.filter((s) => s.path === "/api/flaky")).toHaveLength(4);
    expect(delays).toEqual([500, 1000, 2000]);
    expect(toasts).toEqual([]);
  });

  it("gives up after 3 retries and reports the general error", async () => {
    const { client, toasts } = harness({ user: { name: "Zed", role: "cms-zzp" } });
    await expect(client.get("always-503")).rejects.toMatchObject({ status: 503 });
    expect(api.seen.filter((s) => s.path === "/api/always-503")).toHaveLength(4);
    expect(toasts).toEqual(["Sorry, something went wrong."]);
  });

  it("retries a POST on 503 too, then succeeds", async () => {
    const { client, delays } = harness();
    const result = await client.post<string>("flaky", { title: "x" });
    expect(result.data).toBe("finally");
    expect(api.seen.filter((s) => s.path === "/api/flaky")).toHaveLength(4);
    expect(delays).toEqual([500, 1000, 2000]);
  });

  it("retries a PUT on 503 and gives up after 3 retries", async () => {
    const { client } = harness();
    await expect(client.put("always-503", {})).rejects.toMatchObject({ status: 503 });
    expect(api.seen.filter((s) => s.path === "/api/always-503")).toHaveLength(4);
  });

  it.each([400, 404, 409, 422, 500])("never retries a %i", async (status) => {
    const { client, delays } = harness();
    await expect(client.post(`status/${status}`, {})).rejects.toMatchObject({ status });
    await expect(client.get(`status/${status}`)).rejects.toMatchObject({ status });
    expect(api.seen.filter((s) => s.path === `/api/status/${status}`)).toHaveLength(2);
    expect(delays).toEqual([]);
  });

  it("retries a 429 after the Retry-After the server asked for", async () => {
    const { client, delays } = harness();
    const result = await client.post<string>("busy-short", {});
    expect(result.data).toBe("after the wait");
    expect(delays).toEqual([1000]);
  });

  it("a 503 with a short Retry-After is asked again after that wait", async () => {
    const { client, delays } = harness();
    const result = await client.post<{ id: number }>("unavailable-once", {});
    expect(result.data.id).toBe(8);
    expect(delays).toEqual([2000]);
  });

  it("does not wait for a long Retry-After: the 429 goes to the caller", async () => {
    const { client, delays } = harness();
    const error = await client.post("busy-long", {}, { silent: [429] }).catch((e: ApiError) => e);
    expect(error).toMatchObject({ status: 429 });
    expect((error as ApiError).headers?.get("retry-after")).toBe("900");
    expect(api.seen.filter((s) => s.path === "/api/busy-long")).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it("retries an attempt that timed out, then succeeds", async () => {
    const { client } = harness({ deps: { timeoutMs: 200 } });
    const result = await client.post<string>("hang-once", {});
    expect(result.data).toBe("late");
    expect(api.seen.filter((s) => s.path === "/api/hang-once")).toHaveLength(2);
  });
});

describe("Idempotency-Key", () => {
  const keysOf = (path: string) =>
    api.seen.filter((s) => s.path === path).map((s) => s.headers["idempotency-key"] as string | undefined);

  it("every write carries a key; each call its own, GETs none", async () => {
    const { client } = harness();
    await client.post("items/add-item", {});
    await client.post("items/add-item", {});
    await client.put("ok", {});
    await client.delete("ok");
    await client.get("ok");
    const [first, second] = keysOf("/api/items/add-item");
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(keysOf("/api/ok")).toEqual([expect.any(String), expect.any(String), undefined]);
  });

  it("the retries of one call send the same key", async () => {
    const { client } = harness();
    await client.post("flaky", {});
    const keys = keysOf("/api/flaky");
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBeTruthy();
  });

  it("the repeat after a refused CSRF token sends the same key", async () => {
    const { client } = harness();
    await client.post("items/add-item", {});
    api.currentToken = "rotated-by-the-server";
    await client.post("items/add-item", {});
    const [, refused, resent] = keysOf("/api/items/add-item");
    expect(resent).toBe(refused);
  });

  it("a caller may keep one key across calls (a form sent twice)", async () => {
    const { client } = harness();
    await client.post("items/add-item", {}, { idempotencyKey: "form-1" });
    await client.post("items/add-item", {}, { idempotencyKey: "form-1" });
    expect(keysOf("/api/items/add-item")).toEqual(["form-1", "form-1"]);
  });
});

describe("timeout", () => {
  it("aborts after 15 000 ms and reports the connection message (fake timers)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // no retries here: the retry of a timed-out attempt is tested under "retries"
    const { client, toasts } = harness({ lang: "en", deps: { maxRetries: 0 } });
    const pending = client.post("hang", {});
    const outcome = pending.then(
      () => "resolved",
      (error: ApiError) => error,
    );
    // the CSRF request runs first over real sockets; wait (without moving the fake clock, which
    // vi.waitFor would do) until the write itself reached the server
    while (!api.seen.some((s) => s.path === "/api/hang"))
      await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("timeout");
    expect(toasts).toEqual([
      "Sorry, something went wrong. Please check your internet connection and try again.",
    ]);
  });
});
