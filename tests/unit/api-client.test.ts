/**
 * The browser API client (requirements §7/§8) against a REAL local HTTP server (node:http on a random port).
 * Only the browser's surroundings are injected: fetch with a tiny cookie jar (a browser keeps
 * cookies itself), the stored user, toasts and navigation are recorded.
 */
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { API_TIMEOUT_MS, type ApiClientDeps, ApiError, createApiClient } from "#app/api-client.ts";
import type { StoredUser } from "#app/lib/session/state.ts";

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
}

let server: Server;
let origin = "";
let seen: Seen[] = [];
let csrfIssued = 0;
let currentToken = "";
const counters = new Map<string, number>();

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function count(key: string): number {
  const n = (counters.get(key) ?? 0) + 1;
  counters.set(key, n);
  return n;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      seen.push({
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      const path = url.pathname.replace(/^\/api\//, "");
      const write = req.method !== "GET";
      if (path === "csrf-cookie") {
        csrfIssued++;
        currentToken = `token-${csrfIssued}`;
        return send(
          res,
          200,
          { data: { ok: true } },
          {
            "set-cookie": `XSRF-TOKEN=${currentToken}; Path=/; Max-Age=7200; SameSite=Lax`,
          },
        );
      }
      if (write && req.headers["x-xsrf-token"] !== currentToken) {
        return send(res, 403, { title: "CSRF token mismatch", message: "Invalid CSRF token" });
      }
      if (path === "hang") return; // never answers
      // the first attempt gets no answer, the next ones do
      if (path === "hang-once")
        return count("hang-once") === 1 ? undefined : send(res, 200, { data: "late" });
      if (path === "busy-short") {
        return count("busy-short") === 1
          ? send(res, 429, { title: "Too many" }, { "retry-after": "1" })
          : send(res, 200, { data: "after the wait" });
      }
      if (path === "unavailable-once") {
        return count("unavailable-once") === 1
          ? send(res, 503, { title: "Unavailable" }, { "retry-after": "2" })
          : send(res, 201, { data: { id: 8 } });
      }
      if (path === "busy-long") return send(res, 429, { title: "Too many" }, { "retry-after": "900" });
      if (path === "image-upload/tiny-mce-upload") {
        return send(res, 200, { data: `/uploads/test/${body.length}`, type: req.headers["content-type"] });
      }
      if (path === "ok") return send(res, 200, { data: { hello: "world" } });
      if (path === "items/add-item") return send(res, 201, { data: { id: 7 } });
      if (path === "flaky") {
        const n = count("flaky");
        return n <= 3 ? send(res, 503, { title: "Unavailable" }) : send(res, 200, { data: "finally" });
      }
      if (path === "always-503") return send(res, 503, { title: "Unavailable" });
      const status = /^status\/(\d{3})$/.exec(path);
      if (status)
        return send(res, Number(status[1]), { title: `Status ${status[1]}`, errors: { title: ["bad"] } });
      send(res, 404, { title: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  csrfIssued = 0;
  currentToken = "";
  counters.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The part of XMLHttpRequest the client's upload uses, over node:http to the test server: the body
 * is sent in chunks so upload progress events happen, the cookie jar stands in for the browser's.
 */
function xhrOver(jar: Map<string, string>): typeof XMLHttpRequest {
  class NodeXhr {
    status = 0;
    responseText = "";
    withCredentials = false;
    timeout = 0;
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private responseHeaders: IncomingMessage["headers"] = {};
    private method = "GET";
    private url = "";
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    getResponseHeader(name: string): string | null {
      const value = this.responseHeaders[name.toLowerCase()];
      return value === undefined ? null : String(value);
    }
    send(form: FormData) {
      void (async () => {
        // let the platform encode the multipart body, as a browser does
        const encoded = new Response(form);
        const body = Buffer.from(await encoded.arrayBuffer());
        const headers: Record<string, string> = {
          ...this.headers,
          "content-type": encoded.headers.get("content-type") ?? "",
          "content-length": String(body.length),
        };
        if (this.withCredentials && jar.size)
          headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
        const req = request(`${origin}${this.url}`, { method: this.method, headers }, (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => {
            this.responseHeaders = res.headers;
            this.status = res.statusCode ?? 0;
            this.responseText = text;
            this.onload?.();
          });
        });
        req.on("error", () => this.onerror?.());
        const chunk = Math.ceil(body.length / 4);
        for (let at = 0; at < body.length; at += chunk) {
          req.write(body.subarray(at, at + chunk));
          const loaded = Math.min(body.length, at + chunk);
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: body.length });
        }
        req.end();
      })();
    }
  }
  return NodeXhr as unknown as typeof XMLHttpRequest;
}

/** A browser-like surrounding for the client; everything it did is recorded. */
function harness(
  options: { user?: StoredUser | null; lang?: "nl" | "en"; deps?: Partial<ApiClientDeps> } = {},
) {
  const jar = new Map<string, string>();
  const toasts: string[] = [];
  const redirects: string[] = [];
  const delays: number[] = [];
  let user = options.user ?? null;
  let cleared = 0;
  const jarFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(`${origin}${String(input)}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair.split("=");
      if (/max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const client = createApiClient({
    fetch: jarFetch,
    readCookie: (name) => jar.get(name),
    storedUser: () => user,
    clearSession: () => {
      cleared++;
      user = null;
    },
    language: () => options.lang ?? "en",
    pageLanguage: () => options.lang ?? "en",
    currentPath: () => "/zzp?tab=stock",
    notify: (message) => toasts.push(message),
    redirect: (url) => redirects.push(url),
    // retry delays are recorded and skipped; the 15 s timeout stays a real (or faked) timer
    setTimeout: (callback, ms) => {
      if (ms === (options.deps?.timeoutMs ?? API_TIMEOUT_MS)) return globalThis.setTimeout(callback, ms);
      delays.push(ms);
      return globalThis.setTimeout(callback, 0);
    },
    XMLHttpRequest: xhrOver(jar),
    ...options.deps,
  });
  return {
    client,
    jar,
    toasts,
    redirects,
    delays,
    get cleared() {
      return cleared;
    },
  };
}

describe("every call", () => {
  it("adds _format=json, a timestamp on GET, and parses the envelope", async () => {
    const { client } = harness();
    const result = await client.get<{ hello: string }>("ok", { query: { search: "a b" } });
    expect(result.data.hello).toBe("world");
    const [request] = seen;
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
    const write = seen.find((s) => s.path === "/api/items/add-item")!;
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
    expect(csrfIssued).toBe(1);
    expect(seen.map((s) => s.path)).toEqual([
      "/api/csrf-cookie",
      "/api/items/add-item",
      "/api/ok",
      "/api/ok",
    ]);
    expect(seen[1].headers["x-xsrf-token"]).toBe("token-1");
  });

  it("GETs need no token", async () => {
    const { client } = harness();
    await client.get("ok");
    expect(csrfIssued).toBe(0);
  });

  it("fetches a new token when the cookie is gone (expired)", async () => {
    const { client, jar } = harness();
    await client.post("items/add-item", {});
    jar.delete("XSRF-TOKEN");
    await client.post("items/add-item", {});
    expect(csrfIssued).toBe(2);
  });

  it("refreshes the token after a 403 CSRF refusal and sends the write once more", async () => {
    const { client, toasts } = harness();
    await client.post("items/add-item", {});
    currentToken = "rotated-by-the-server";
    const result = await client.post<{ id: number }>("items/add-item", {});
    expect(result.data.id).toBe(7);
    expect(csrfIssued).toBe(2);
    expect(seen.filter((s) => s.path === "/api/items/add-item")).toHaveLength(3);
    expect(toasts).toEqual([]);
  });

  it("concurrent first writes share one token request", async () => {
    const { client } = harness();
    await Promise.all([client.post("items/add-item", {}), client.post("items/add-item", {})]);
    expect(csrfIssued).toBe(1);
  });
});

describe("retries", () => {
  it("retries a GET three times with a growing delay on 503, then succeeds", async () => {
    const { client, delays, toasts } = harness();
    const result = await client.get<string>("flaky");
    expect(result.data).toBe("finally");
    expect(seen.filter((s) => s.path === "/api/flaky")).toHaveLength(4);
    expect(delays).toEqual([500, 1000, 2000]);
    expect(toasts).toEqual([]);
  });

  it("gives up after 3 retries and reports the general error", async () => {
    const { client, toasts } = harness({ user: { name: "Zed", role: "cms-zzp" } });
    await expect(client.get("always-503")).rejects.toMatchObject({ status: 503 });
    expect(seen.filter((s) => s.path === "/api/always-503")).toHaveLength(4);
    expect(toasts).toEqual(["Sorry, something went wrong."]);
  });

  it("retries a POST on 503 too, then succeeds", async () => {
    const { client, delays } = harness();
    const result = await client.post<string>("flaky", { title: "x" });
    expect(result.data).toBe("finally");
    expect(seen.filter((s) => s.path === "/api/flaky")).toHaveLength(4);
    expect(delays).toEqual([500, 1000, 2000]);
  });

  it("retries a PUT on 503 and gives up after 3 retries", async () => {
    const { client } = harness();
    await expect(client.put("always-503", {})).rejects.toMatchObject({ status: 503 });
    expect(seen.filter((s) => s.path === "/api/always-503")).toHaveLength(4);
  });

  it.each([400, 404, 409, 422, 500])("never retries a %i", async (status) => {
    const { client, delays } = harness();
    await expect(client.post(`status/${status}`, {})).rejects.toMatchObject({ status });
    await expect(client.get(`status/${status}`)).rejects.toMatchObject({ status });
    expect(seen.filter((s) => s.path === `/api/status/${status}`)).toHaveLength(2);
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
    expect(seen.filter((s) => s.path === "/api/busy-long")).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it("retries an attempt that timed out, then succeeds", async () => {
    const { client } = harness({ deps: { timeoutMs: 200 } });
    const result = await client.post<string>("hang-once", {});
    expect(result.data).toBe("late");
    expect(seen.filter((s) => s.path === "/api/hang-once")).toHaveLength(2);
  });
});

describe("Idempotency-Key", () => {
  const keysOf = (path: string) =>
    seen.filter((s) => s.path === path).map((s) => s.headers["idempotency-key"] as string | undefined);

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
    currentToken = "rotated-by-the-server";
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
    while (!seen.some((s) => s.path === "/api/hang")) await new Promise((resolve) => setImmediate(resolve));
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

describe("error catalogue (requirements §8)", () => {
  it("no response → the connection message, in the visitor's language", async () => {
    const { client, toasts } = harness({
      lang: "nl",
      deps: { fetch: () => Promise.reject(new TypeError("fetch failed")), maxRetries: 0 },
    });
    await expect(client.get("ok")).rejects.toMatchObject({ kind: "network", status: 0 });
    expect(toasts).toEqual([
      "Sorry, er ging iets mis. Controleer je internetverbinding en probeer het opnieuw.",
    ]);
  });

  it("network failures of a GET are retried before reporting", async () => {
    let calls = 0;
    const { client, toasts } = harness({
      deps: {
        fetch: () => {
          calls++;
          return Promise.reject(new TypeError("fetch failed"));
        },
      },
    });
    await expect(client.get("ok")).rejects.toMatchObject({ kind: "network" });
    expect(calls).toBe(4);
    expect(toasts).toHaveLength(1);
  });

  it("other errors → 'Sorry, something went wrong.'", async () => {
    const { client, toasts } = harness({ user: { name: "A", role: "cms-admin" } });
    await expect(client.get("status/404")).rejects.toMatchObject({ status: 404 });
    expect(toasts).toEqual(["Sorry, something went wrong."]);
  });

  it("a caller can silence a status to show field errors itself (422)", async () => {
    const { client, toasts } = harness();
    const error = await client.post("status/422", {}, { silent: [422] }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ title: ["bad"] });
    expect(toasts).toEqual([]);
  });

  it.each([
    ["cms-admin", "/login-admin"],
    ["cms-status-user", "/login-status"],
    ["cms-zzp", "/login-zzp"],
    ["cms-accountant", "/login-boekhouding"],
  ] as const)("401 with stored role %s → toast and hard redirect to %s", async (role, login) => {
    const h = harness({ user: { name: "X", role }, lang: "nl" });
    await expect(h.client.get("status/401")).rejects.toMatchObject({ status: 401 });
    expect(h.toasts).toEqual(["Sorry, je bent nog niet ingelogd, log eerst in om deze pagina te bekijken."]);
    // the flag carries the message across the redirect: the login screen says the session has ended
    expect(h.redirects).toEqual([
      `${login}?redirect=${encodeURIComponent("/zzp?tab=stock")}&flash=session-ended`,
    ]);
    // the stale stored user is gone
    expect(h.cleared).toBe(1);
  });

  it("401 in English goes to the English login", async () => {
    const h = harness({ user: { name: "X", role: "cms-zzp" }, lang: "en" });
    await h.client.get("status/401").catch(() => undefined);
    expect(h.toasts).toEqual(["Sorry, you are not logged in yet, please login first to access this page."]);
    expect(h.redirects[0]).toMatch(/^\/en\/login-zzp\?redirect=/);
  });

  it("401 without a stored user in the admin area → the admin login, without a toast", async () => {
    const h = harness({ lang: "nl", deps: { areaRole: "cms-admin", catalogueToasts: false } });
    await expect(h.client.get("status/401")).rejects.toMatchObject({ status: 401 });
    expect(h.redirects).toEqual([
      `/login-admin?redirect=${encodeURIComponent("/zzp?tab=stock")}&flash=session-ended`,
    ]);
    expect(h.toasts).toEqual([]);
  });

  it("401 in a portal whose stored user a logout in another tab removed → the portal's login", async () => {
    const h = harness({ lang: "en", deps: { areaRole: "cms-zzp", pageLanguage: () => "en" } });
    await expect(h.client.put("status/401", {})).rejects.toMatchObject({ status: 401 });
    expect(h.redirects).toEqual([
      `/en/login-zzp?redirect=${encodeURIComponent("/zzp?tab=stock")}&flash=session-ended`,
    ]);
  });

  it("the address language, not the message language, picks the login a 401 leads to", async () => {
    const h = harness({
      user: { name: "A", role: "cms-admin" },
      deps: { language: () => "en", pageLanguage: () => "nl" },
    });
    await h.client.get("status/401").catch(() => undefined);
    expect(h.redirects[0]).toMatch(/^\/login-admin\?redirect=/);
  });

  it("401 without a stored user → the language home", async () => {
    const nl = harness({ lang: "nl" });
    await nl.client.get("status/401").catch(() => undefined);
    expect(nl.redirects).toEqual(["/?flash=not-logged-in"]);
    const en = harness({ lang: "en" });
    await en.client.get("status/401").catch(() => undefined);
    expect(en.redirects).toEqual(["/en?flash=not-logged-in"]);
  });

  it.each([401, 403, 500, 503])("clears the session on %i when no user is stored", async (status) => {
    const h = harness({ deps: { maxRetries: 0 } });
    await h.client.get(`status/${status}`).catch(() => undefined);
    expect(h.cleared).toBe(1);
  });

  it("keeps a stored session on 403 and 5xx (only the toast)", async () => {
    const h = harness({ user: { name: "X", role: "cms-zzp" }, deps: { maxRetries: 0 } });
    await h.client.get("status/403").catch(() => undefined);
    await h.client.get("status/500").catch(() => undefined);
    expect(h.cleared).toBe(0);
    expect(h.redirects).toEqual([]);
  });

  it("does not clear the session on 404 or 422", async () => {
    const h = harness();
    await h.client.get("status/404").catch(() => undefined);
    await h.client.get("status/422").catch(() => undefined);
    expect(h.cleared).toBe(0);
  });

  it("without catalogue toasts (the admin) failures are the caller's; per-call toasts still show", async () => {
    const h = harness({ deps: { catalogueToasts: false } });
    await h.client.get("status/404").catch(() => undefined);
    expect(h.toasts).toEqual([]);
    await h.client.get("status/404", { toast: { failure: "Item not found." } }).catch(() => undefined);
    expect(h.toasts).toEqual(["Item not found."]);
  });

  it("a success toast when the caller asks for one", async () => {
    const successes: string[] = [];
    const h = harness({ deps: { notifySuccess: (message) => successes.push(message) } });
    await h.client.post("items/add-item", {}, { toast: { success: "Saved." } });
    expect(successes).toEqual(["Saved."]);
  });

  it("a call cancelled by the caller is neither retried nor reported", async () => {
    const h = harness();
    const controller = new AbortController();
    const pending = h.client.get("hang", { signal: controller.signal });
    await vi.waitFor(() => expect(seen.some((s) => s.path === "/api/hang")).toBe(true));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: "aborted" });
    expect(h.toasts).toEqual([]);
    expect(seen.filter((s) => s.path === "/api/hang")).toHaveLength(1);
  });
});

describe("upload (multipart, XMLHttpRequest)", () => {
  it("fetches the CSRF token, sends the form with the token and reports progress", async () => {
    const { client } = harness();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(64 * 1024)], { type: "image/png" }), "photo.png");
    form.set("page-type", "news");
    form.set("page-id", "3");
    const progress: number[] = [];
    const result = await client.upload<string>("image-upload/tiny-mce-upload", form, {
      onProgress: ({ fraction }) => progress.push(fraction),
    });
    expect(result.data).toMatch(/^\/uploads\/test\/\d+$/);
    const upload = seen.find((s) => s.path === "/api/image-upload/tiny-mce-upload")!;
    expect(upload.headers["x-xsrf-token"]).toBe("token-1");
    expect(upload.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.query.get("_format")).toBe("json");
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it("refreshes the token once after a CSRF refusal", async () => {
    const { client, toasts } = harness();
    await client.post("items/add-item", {});
    currentToken = "rotated";
    const form = new FormData();
    form.set("file", new Blob(["x"]), "a.png");
    await client.upload("image-upload/tiny-mce-upload", form);
    expect(csrfIssued).toBe(2);
    expect(seen.filter((s) => s.path === "/api/image-upload/tiny-mce-upload")).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it("is retried on 503 with the same Idempotency-Key, then reports the general message", async () => {
    const { client, toasts } = harness({ user: { name: "A", role: "cms-admin" } });
    const form = new FormData();
    form.set("file", new Blob(["x"]), "a.png");
    await expect(client.upload("always-503", form)).rejects.toMatchObject({ status: 503 });
    const attempts = seen.filter((s) => s.path === "/api/always-503");
    expect(attempts).toHaveLength(4);
    expect(new Set(attempts.map((a) => a.headers["idempotency-key"])).size).toBe(1);
    expect(attempts[0].headers["idempotency-key"]).toBeTruthy();
    expect(toasts).toEqual(["Sorry, something went wrong."]);
  });

  it("is not retried on a 422", async () => {
    const { client } = harness();
    const form = new FormData();
    form.set("file", new Blob(["x"]), "a.png");
    await expect(client.upload("status/422", form, { silent: [422] })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { title: ["bad"] },
    });
    expect(seen.filter((s) => s.path === "/api/status/422")).toHaveLength(1);
  });
});
