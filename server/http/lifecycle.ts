/** Process-wide flags the readiness probe reads. */
export interface Lifecycle {
  shuttingDown: boolean;
}
export const createLifecycle = (): Lifecycle => ({ shuttingDown: false });
