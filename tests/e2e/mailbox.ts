/**
 * The mails a journey's server "sent": without SMTP_URL the server writes each one as an `.eml` file
 * into DATA_DIR/mail (server/mail/transport.ts), after the outbox picked it up. A journey that
 * follows a link from a mail, as the visitor would from their inbox, reads it here.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Site } from "./site.ts";

/** a mail's text with its quoted-printable encoding undone (soft line breaks, `=3D`) */
function decoded(eml: string): string {
  return eml
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The first match of `link` in a mail to `to` whose subject is `subject`, waiting for the outbox
 * (it sends in the background, nudged at once) up to `timeoutMs`.
 */
export async function linkInMail(
  server: Site,
  {
    to,
    subject,
    link,
    timeoutMs = 15_000,
  }: { to: string; subject: string; link: RegExp; timeoutMs?: number },
): Promise<string> {
  const dir = path.join(server.dataDir, "mail");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
    for (const name of names) {
      const text = decoded(await readFile(path.join(dir, name), "utf8"));
      if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im").test(text)) continue;
      if (!text.includes(`Subject: ${subject}`)) continue;
      const found = link.exec(text)?.[0];
      if (found) return found;
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} with a link ${link} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
