/**
 * robots.txt: keeps the logins, the logout and the portals out of search engines. The
 * hidden admin path is never named here (it would advertise it); it answers X-Robots-Tag: noindex.
 */
export const DISALLOWED = ["/login-", "/uitloggen", "/status", "/zzp", "/boekhouding", "/api/"] as const;

export function renderRobots(publicUrl: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
