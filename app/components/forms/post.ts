/**
 * The public forms' write call (requirements §7), also the cookie banner's record of a choice: fetch the
 * CSRF cookie first (GET csrf-cookie), then POST with X-XSRF-TOKEN = the XSRF-TOKEN cookie,
 * `_format=json`, a 15 000 ms timeout. A refused token (expired cookie) is fetched again and the post
 * sent once more. No retries beyond that: a POST is never repeated blindly (the idempotency key makes
 * the one repeat safe).
 */
import type { Language } from "#app/i18n/lang.ts";

export type PostResult =
  | { ok: true }
  | { ok: false; status: number; errors?: Record<string, string[]>; message?: string };

const TIMEOUT_MS = 15_000;

function readCookie(name: string): string | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

async function csrfToken(refresh: boolean): Promise<string | null> {
  if (!refresh) {
    const existing = readCookie("XSRF-TOKEN");
    if (existing) return existing;
  }
  await fetch(`/api/csrf-cookie?_format=json&t=${Date.now()}`, {
    credentials: "same-origin",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return readCookie("XSRF-TOKEN");
}

export async function postPublicForm(
  endpoint: "send-contact-email" | "send-phone-email" | "send-remote-assistance-email" | "consent",
  body: Record<string, unknown>,
  lang: Language,
): Promise<PostResult> {
  const send = async (refresh: boolean) => {
    const token = await csrfToken(refresh);
    return fetch(`/api/${endpoint}?_format=json&lang=${lang}`, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "accept-language": lang,
        "x-xsrf-token": token ?? "",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  };
  try {
    let response = await send(false);
    if (response.status === 403 || response.status === 419) response = await send(true);
    if (response.ok) return { ok: true };
    const error = (await response.json().catch(() => ({}))) as {
      errors?: Record<string, string[]>;
      message?: string;
    };
    return { ok: false, status: response.status, errors: error.errors, message: error.message };
  } catch {
    return { ok: false, status: 0 };
  }
}
