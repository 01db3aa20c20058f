/**
 * What the outage drill (./drill.ts) counts, the invariants it checks on those figures (an empty list
 * of violations: the drill held) and the report `npm run drill` prints.
 */

/** the client gives up after this long (a hang) */
export const CLIENT_TIMEOUT_MS = 15_000;

export interface DrillFigures {
  posts: number;
  concurrency: number;
  /** posts that got a 2xx in the end */
  accepted: number;
  /** posts that never got a 2xx (gave up after MAX_TRIES tries, ./drill.ts) */
  refused: number;
  /** HTTP requests sent (retries included) */
  requests: number;
  /** answers by status class, e.g. {"200": 990, "503": 40} */
  statuses: Record<string, number>;
  /** requests that failed below HTTP (connection refused or reset: the instance that was stopped) */
  connectionErrors: number;
  /** requests without an answer within CLIENT_TIMEOUT_MS */
  timeouts: number;
  /** 503 answers without a Retry-After header */
  unavailableWithoutRetryAfter: number;
  /** messages stored (rows of email_messages carrying a drill marker) */
  stored: number;
  /** accepted posts not stored */
  acceptedNotStored: number;
  /** markers stored more than once */
  storedTwice: number;
  /** mails the sink received */
  mailed: number;
  /** mails expected (one notification per stored message, plus one confirmation where there is an address) */
  expectedMails: number;
  /** stored messages whose mails did not all arrive */
  notMailed: number;
  /** mails received more than once (counted beyond the first) */
  duplicates: number;
  /** /api/ready answers 503 seen while the database was stopped */
  readyUnavailableSeen: boolean;
  /** from PostgreSQL's start until the surviving instance said ready again (ms) */
  databaseRecoveryMs: number;
  /** from the SMTP server's return until the last mail arrived (ms) */
  mailRecoveryMs: number;
  /** outbox rows by the number of send attempts they took, e.g. {"1": 200, "2": 50} */
  sendAttempts: Record<string, number>;
  /** the instance that got SIGTERM exited 0 */
  sigtermExit: string;
  durationMs: number;
}

/** the invariants; an empty list means the drill held */
export function violations(f: DrillFigures): string[] {
  const out: string[] = [];
  if (f.acceptedNotStored > 0) out.push(`${f.acceptedNotStored} accepted posts were not stored`);
  if (f.storedTwice > 0) out.push(`${f.storedTwice} posts were stored twice`);
  if (f.notMailed > 0) out.push(`${f.notMailed} stored messages were not (fully) mailed`);
  if (f.duplicates > 0) out.push(`${f.duplicates} duplicate mails`);
  if (f.mailed !== f.expectedMails) out.push(`${f.mailed} mails received, ${f.expectedMails} expected`);
  const fiveHundreds = Object.entries(f.statuses).filter(([status]) => status !== "503" && status >= "500");
  if (fiveHundreds.length > 0)
    out.push(`5xx other than 503: ${JSON.stringify(Object.fromEntries(fiveHundreds))}`);
  const otherErrors = Object.entries(f.statuses).filter(([status]) => status >= "400" && status < "500");
  if (otherErrors.length > 0) out.push(`4xx answers: ${JSON.stringify(Object.fromEntries(otherErrors))}`);
  if (f.unavailableWithoutRetryAfter > 0)
    out.push(`${f.unavailableWithoutRetryAfter} 503s without Retry-After`);
  if (f.timeouts > 0) out.push(`${f.timeouts} requests hung past ${CLIENT_TIMEOUT_MS / 1000} s`);
  if (!f.readyUnavailableSeen) out.push("/api/ready never said 503 while the database was stopped");
  if (f.databaseRecoveryMs < 0) out.push("the surviving instance did not become ready again");
  if (f.sigtermExit !== "0") out.push(`the instance stopped with SIGTERM exited with ${f.sigtermExit}`);
  if (f.accepted === 0) out.push("no post was accepted");
  return out;
}

export function formatFigures(f: DrillFigures): string {
  const s = (ms: number) => (ms < 0 ? "never" : `${(ms / 1000).toFixed(2)} s`);
  return [
    `posts sent            ${f.posts} (${f.concurrency} concurrent; ${f.requests} requests with retries)`,
    `2xx                   ${f.accepted} posts (${f.refused} never accepted)`,
    `stored                ${f.stored} (accepted but not stored: ${f.acceptedNotStored}; stored twice: ${f.storedTwice})`,
    `mailed                ${f.mailed} of ${f.expectedMails} expected (messages not fully mailed: ${f.notMailed})`,
    `duplicates            ${f.duplicates}`,
    `answers by status     ${JSON.stringify(f.statuses)}`,
    `connection errors     ${f.connectionErrors} (the instance that got SIGTERM); hung past 15 s: ${f.timeouts}`,
    `503 without Retry-After ${f.unavailableWithoutRetryAfter}; /api/ready said 503 while the database was away: ${f.readyUnavailableSeen ? "yes" : "no"}`,
    `database recovery     ${s(f.databaseRecoveryMs)} (PostgreSQL started → surviving instance ready, no restart)`,
    `mail recovery         ${s(f.mailRecoveryMs)} (SMTP back → last mail received; the outbox retries after 30 s)`,
    `send attempts         ${JSON.stringify(f.sendAttempts)} (outbox rows by attempts until sent)`,
    `SIGTERM exit          ${f.sigtermExit}`,
    `duration              ${s(f.durationMs)}`,
  ].join("\n");
}
