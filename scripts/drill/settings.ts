/**
 * How hard the outage drill (./drill.ts) pushes: the full drill of `npm run drill` and the short one
 * of server/outage-drill.test.ts.
 */
export interface DrillOptions {
  posts: number;
  concurrency: number;
  /** how long PostgreSQL stays stopped in its restart */
  databaseDownMs: number;
  /** how long the SMTP server is away */
  smtpDownMs: number;
  /** how long to wait for every stored message to be mailed after the load */
  mailTimeoutMs: number;
  /** progress lines (default: none) */
  log?: (line: string) => void;
}

export const fullDrill: DrillOptions = {
  posts: 1000,
  concurrency: 50,
  databaseDownMs: 5000,
  smtpDownMs: 30_000,
  mailTimeoutMs: 6 * 60_000,
};

export const shortDrill: DrillOptions = {
  posts: 150,
  concurrency: 20,
  databaseDownMs: 2000,
  smtpDownMs: 3000,
  mailTimeoutMs: 150_000,
};
