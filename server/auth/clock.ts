/**
 * The clock of the security rules (session timeouts, lockout windows, token expiry). Tests move time
 * with `setClock` instead of waiting; production reads the wall clock.
 */
let current: () => Date = () => new Date();

export function now(): Date {
  return current();
}

/** Replace the clock (tests). `setClock(null)` goes back to the wall clock. */
export function setClock(clock: (() => Date) | null): void {
  current = clock ?? (() => new Date());
}

export const minutesFrom = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
