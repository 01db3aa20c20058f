/**
 * How a mail leaves the process (requirements §10.2): SMTP when SMTP_URL is set, otherwise a `.eml` file in
 * DATA_DIR/mail (the embedded mode has no mail server; the files can be opened in any mail program).
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** text files sent along (a booking's .ics) */
  attachments?: { filename: string; content_type: string; content: string }[] | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Header values are single lines; nodemailer encodes them too, this is the belt to its braces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const header = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

function message(config: Config, mail: OutgoingMail) {
  return {
    from: config.mailFrom,
    to: header(mail.to),
    ...(mail.replyTo ? { replyTo: header(mail.replyTo) } : {}),
    subject: header(mail.subject),
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.content_type,
          })),
        }
      : {}),
    // no X-Mailer header advertising the library
    xMailer: false as const,
  };
}

export function createMailTransport(config: Config): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      // a dead server must fail fast: the outbox retries later
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      async send(mail) {
        await smtp.sendMail(message(config, mail));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await stream.sendMail(message(config, mail));
      await mkdir(config.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      await writeFile(path.join(config.mailDir, name), info.message as Buffer);
    },
    close: () => stream.close(),
  };
}
