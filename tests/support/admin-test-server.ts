/**
 * A real local HTTP server for the admin component tests: the whole app (createTestApp on PGlite)
 * in its own Node process, so the browser-like test environment talks to it over HTTP with real
 * cookies. Prints one JSON line `{origin, email, password}` and serves until stdin closes.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createTestApp } from "#tests/support/app.ts";
import { createUser } from "#tests/support/auth.ts";

const t = await createTestApp();
const admin = await createUser(t, { role: "cms-admin" });
const server = createServer(getRequestListener(t.app.fetch));
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(
    `${JSON.stringify({ origin: `http://127.0.0.1:${port}`, email: admin.email, password: admin.password })}\n`,
  );
});
process.stdin.resume();
process.stdin.on("end", async () => {
  server.close();
  await t.close();
  process.exit(0);
});
