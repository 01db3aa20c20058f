/**
 * The clock of the security rules (session timeouts, lockout windows, token expiry) and of scheduled
 * publishing (server/content/live.ts). Tests move time with `setClock` instead of waiting;
 * production reads the wall clock.
 *
 * The current clock lives on `globalThis`, not in this module: under `npm run dev` and in the tests
 * that render pages, the React Router app's loaders get their own copy of the server modules from
 * Vite, and a clock kept per copy would let the page render and the API disagree about the time.
 */
type Clock = () => Date;
const wallClock: Clock = () => new Date();
const key = Symbol.for("site.clock");
const shared = globalThis as typeof globalThis & { [key]?: Clock };

export function now(): Date {
  return (shared[key] ?? wallClock)();
}

/** Replace the clock (tests). `setClock(null)` goes back to the wall clock. */
export function setClock(clock: Clock | null): void {
  shared[key] = clock ?? wallClock;
}

export const minutesFrom = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
