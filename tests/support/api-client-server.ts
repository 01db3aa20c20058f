/**
 * The surroundings of the browser API client's tests (tests/unit/api-client-*.test.ts): a REAL local
 * HTTP server (node:http on a random port) answering the client's calls as the API would (CSRF
 * token, retries, error shapes, uploads), and a browser-like harness per test whose fetch keeps a
 * tiny cookie jar and whose stored user, toasts and navigation are recorded.
 *
 * `apiTestServer()` registers its hooks when a file calls it, not at this module's top level:
 * Vitest runs a worker's files in one module graph (`isolate: false`), so a top-level hook here would
 * belong only to the first file that imported it.
 */
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { API_TIMEOUT_MS, type ApiClientDeps, createApiClient } from "#app/api-client.ts";
import type { StoredUser } from "#app/lib/session/state.ts";

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/**
 * The part of XMLHttpRequest the client's upload uses, over node:http to the test server: the body
 * is sent in chunks so upload progress events happen, the cookie jar stands in for the browser's.
 */
function xhrOver(jar: Map<string, string>, origin: () => string): typeof XMLHttpRequest {
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
        const req = request(`${origin()}${this.url}`, { method: this.method, headers }, (res) => {
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

/** Starts the test server for the calling file; its state is read and set by the tests. */
export function apiTestServer() {
  let server: Server;
  /** what the server saw and issued (reset before each test) */
  const state = {
    origin: "",
    seen: [] as Seen[],
    csrfIssued: 0,
    currentToken: "",
    counters: new Map<string, number>(),
  };

  function count(key: string): number {
    const n = (state.counters.get(key) ?? 0) + 1;
    state.counters.set(key, n);
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
        state.seen.push({
          method: req.method ?? "",
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
        });
        const path = url.pathname.replace(/^\/api\//, "");
        const write = req.method !== "GET";
        if (path === "csrf-cookie") {
          state.csrfIssued++;
          state.currentToken = `token-${state.csrfIssued}`;
          return send(
            res,
            200,
            { data: { ok: true } },
            {
              "set-cookie": `XSRF-TOKEN=${state.currentToken}; Path=/; Max-Age=7200; SameSite=Lax`,
            },
          );
        }
        if (write && req.headers["x-xsrf-token"] !== state.currentToken) {
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
    state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    state.seen = [];
    state.csrfIssued = 0;
    state.currentToken = "";
    state.counters.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

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
      const response = await fetch(`${state.origin}${String(input)}`, { ...init, headers });
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
      XMLHttpRequest: xhrOver(jar, () => state.origin),
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

  return Object.assign(state, { harness });
}
