/**
 * The browser API client (requirements §7/§8) against a REAL local HTTP server
 * (tests/support/api-client-server.ts): the error catalogue (requirements §8) and uploads (multipart, XMLHttpRequest). Only the browser's surroundings are injected.
 * The rest: ./api-client-calls.test.ts (every call, CSRF, retries, keys, timeout).
 */
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "#app/api-client.ts";
import { apiTestServer } from "#tests/support/api-client-server.ts";

const api = apiTestServer();
const { harness } = api;

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
    await vi.waitFor(() => expect(api.seen.some((s) => s.path === "/api/hang")).toBe(true));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: "aborted" });
    expect(h.toasts).toEqual([]);
    expect(api.seen.filter((s) => s.path === "/api/hang")).toHaveLength(1);
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
    const upload = api.seen.find((s) => s.path === "/api/image-upload/tiny-mce-upload")!;
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
    api.currentToken = "rotated";
    const form = new FormData();
    form.set("file", new Blob(["x"]), "a.png");
    await client.upload("image-upload/tiny-mce-upload", form);
    expect(api.csrfIssued).toBe(2);
    expect(api.seen.filter((s) => s.path === "/api/image-upload/tiny-mce-upload")).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it("is retried on 503 with the same Idempotency-Key, then reports the general message", async () => {
    const { client, toasts } = harness({ user: { name: "A", role: "cms-admin" } });
    const form = new FormData();
    form.set("file", new Blob(["x"]), "a.png");
    await expect(client.upload("always-503", form)).rejects.toMatchObject({ status: 503 });
    const attempts = api.seen.filter((s) => s.path === "/api/always-503");
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
    expect(api.seen.filter((s) => s.path === "/api/status/422")).toHaveLength(1);
  });
});
