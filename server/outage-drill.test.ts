/**
 * The outage drill's short variant (scripts/drill/drill.ts; `npm run drill` is the full one): two
 * built servers on one PostgreSQL and an SMTP sink, 150 form posts at 20 concurrent while
 * PostgreSQL restarts, the mail server is away and one instance gets SIGTERM. Every accepted post
 * must be stored and mailed exactly once, nothing may answer 500 or hang. Needs PostgreSQL's
 * binaries, so it runs in the PostgreSQL leg of CI (TEST_DATABASE_URL set); it starts a cluster of
 * its own, because it restarts it.
 */
import { describe, expect, it } from "vitest";
import { ensureBuild } from "../bench/real-server.ts";
import { runDrill } from "../scripts/drill/drill.ts";
import { shortDrill } from "../scripts/drill/settings.ts";
import { formatFigures, violations } from "../scripts/drill/verdict.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("outage drill (short)", () => {
  it("every accepted post is stored and mailed exactly once through a database restart, a mail server outage and a SIGTERM", async () => {
    ensureBuild();
    const figures = await runDrill(shortDrill);
    process.stdout.write(`${formatFigures(figures)}\n`);
    expect(violations(figures)).toEqual([]);
    expect(figures.accepted).toBeGreaterThan(0);
    expect(figures.statuses["503"] ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
