/**
 * A real SMTP server on loopback for tests (the `smtp-server` package): it accepts every mail and
 * keeps it, so a test can read what the outbox really sent over the wire. Test-only.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** a header's (unfolded) value, first occurrence */
  header(name: string): string | undefined;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** stop accepting connections (the "mail server is down") */
  stop(): Promise<void>;
  /** listen again on the same port */
  start(): Promise<void>;
}

function parse(from: string, to: string[], raw: string): ReceivedMail {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const lines = head.split(/\r?\n/);
  return {
    from,
    to,
    raw,
    header(name) {
      const prefix = `${name.toLowerCase()}:`;
      return lines
        .find((line) => line.toLowerCase().startsWith(prefix))
        ?.slice(prefix.length)
        .trim();
    },
  };
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let actualPort = port;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        closeTimeout: 1000,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
            const to = session.envelope.rcptTo.map((r) => r.address);
            mails.push(parse(from, to, Buffer.concat(chunks).toString("utf8")));
            callback();
          });
        },
      });
      s.on("error", reject);
      const net = s.listen(actualPort, "127.0.0.1", () => {
        actualPort = (net.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });

  await start();
  return {
    get port() {
      return actualPort;
    },
    get url() {
      return `smtp://127.0.0.1:${actualPort}`;
    },
    mails,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
  };
}
