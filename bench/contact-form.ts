/**
 * The contact form's posts for `npm run bench` (bench/run.ts): a CSRF token, a post per request from
 * its own address, and the check that the server keys the form's rate limit on X-Forwarded-For from
 * the loopback proxy, so the bench measures storing messages rather than refusals.
 */

/** the form's limit per address in 10 minutes (server/messages/service.ts formRateLimit.limit) */
export const FORM_LIMIT = 5;

export async function csrfToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/csrf-cookie`);
  await response.arrayBuffer();
  const token = response.headers
    .getSetCookie()
    .map((c) => /^XSRF-TOKEN=([^;]*)/.exec(c)?.[1])
    .find(Boolean);
  if (!token) throw new Error("GET /api/csrf-cookie set no XSRF-TOKEN cookie");
  return token;
}

/** a distinct private address per n (10.x.y.z); the probe uses 192.0.2.x, so they never share a counter */
export const fakeAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export function contactInit(token: string, address: (n: number) => string | null) {
  return (n: number): RequestInit => {
    const forwarded = address(n);
    return {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `XSRF-TOKEN=${token}`,
        "x-xsrf-token": token,
        ...(forwarded ? { "x-forwarded-for": forwarded } : {}),
      },
      body: JSON.stringify({
        name: "Bench Mark",
        email: "bench@example.com",
        phone: "015 123 4567",
        message: `Benchmark message ${n}: please ignore.`,
      }),
    };
  };
}

/** Does the server key the form limit on X-Forwarded-For from loopback? A 6th post from one address must be 429. */
export async function forwardedForHonoured(
  base: string,
  token: string,
): Promise<{ honoured: boolean; probe: string }> {
  const one = async (address: string) => {
    const r = await fetch(`${base}/api/send-contact-email`, contactInit(token, () => address)(0));
    await r.arrayBuffer();
    return r.status;
  };
  const statuses: number[] = [];
  for (let i = 0; i <= FORM_LIMIT; i++) statuses.push(await one("192.0.2.1"));
  const fresh = await one("192.0.2.2");
  const honoured = statuses.at(-1) === 429 && statuses.slice(0, -1).every((s) => s === 200) && fresh === 200;
  return {
    honoured,
    probe: `${FORM_LIMIT + 1} posts from 192.0.2.1: ${statuses.join(" ")}; then one from 192.0.2.2: ${fresh}`,
  };
}
