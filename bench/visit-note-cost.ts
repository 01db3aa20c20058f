/**
 * The visit counts' cost per view, in-process and independent of the HTTP load generator (which on a
 * busy two-core machine varies more between rounds than the counting costs): the hit path's
 * `noteNodeView` (what a page-cache hit pays) and the batch that adds the views up (robots, hashing,
 * the database), in microseconds per view, on an in-memory PGlite database.
 *
 * `npx tsx bench/visit-note-cost.ts` (VIEWS=200000 by default; every 50th view a new visitor).
 */
import type { IncomingMessage } from "node:http";
import { openDatabase } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { createLogger } from "../server/logger.ts";
import { createVisitCounter } from "../server/visits/counter.ts";
import { noteNodeView } from "../server/visits/requests.ts";

const views = Number(process.env.VIEWS ?? 200_000);
const database = await openDatabase({ kind: "pglite" });
await migrate(database);
const counter = createVisitCounter({
  database,
  logger: createLogger("silent"),
  config: { publicUrl: "https://www.example.test", trustProxy: ["loopback"] },
  intervalMs: 0,
  maxPending: views + 1,
});
const request = (n: number) =>
  ({
    method: "GET",
    url: "/diensten",
    headers: {
      "user-agent":
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      "accept-encoding": "br, gzip",
      "x-forwarded-for": `198.18.${(n >> 8) & 255}.${n & 255}`,
      referer: "https://www.google.com/",
      host: "www.example.test",
    },
    socket: { remoteAddress: "127.0.0.1" },
  }) as unknown as IncomingMessage;
const requests = Array.from({ length: Math.ceil(views / 50) }, (_, n) => request(n));

// warm up (and create the day's salt)
for (let i = 0; i < 10_000; i++) noteNodeView(counter, requests[i % requests.length], 200);
await counter.flush();

let started = performance.now();
for (let i = 0; i < views; i++) noteNodeView(counter, requests[Math.floor(i / 50)], 200);
const note = ((performance.now() - started) / views) * 1000;
const pending = counter.pending;
started = performance.now();
await counter.flush();
const batch = ((performance.now() - started) / pending) * 1000;
process.stdout.write(
  `visit counts: ${note.toFixed(2)} µs per view on the hit path; ${batch.toFixed(2)} µs per view in the batch (${pending} views, ${requests.length} visitors; early batches during the loop not included)\n`,
);
await counter.stop();
await database.close();
