/**
 * The client of scripts/deploy-check.ts: a request over HTTP or HTTPS with its answer read whole,
 * HTTPS trusting only the certificate authority it is given (Caddy's local one, once Caddy made it),
 * and the cookies an answer sets.
 */
import { request as httpRequest } from "node:http";
import { Agent, request } from "node:https";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type Get = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<Answer>;

/** `trust`: the CA certificate to trust, read at each request (undefined: the system's) */
export function httpClient(trust: () => Buffer | undefined): Get {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  return (url, init = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const target = new URL(url);
      const send = target.protocol === "https:" ? request : httpRequest;
      const req = send(
        target,
        {
          method: init.method ?? "GET",
          headers: init.headers,
          ...(target.protocol === "https:" ? { agent, ca: trust(), servername: undefined } : {}),
          timeout: 60_000,
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", reject);
      req.end(init.body);
    });
}

/** the cookies an answer sets, as `name=value` */
export const cookiesOf = (answer: Answer) =>
  ((answer.headers["set-cookie"] as string[] | undefined) ?? []).map((line) => line.split(";")[0]);
