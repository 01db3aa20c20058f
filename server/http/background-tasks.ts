/**
 * Work a request starts but does not wait for: run one at a time after the answer has gone out, so
 * the answer's timing says nothing about what the work found ("forgot password" answered
 * an existing address measurably later than an unknown one). Bounded: a flood of requests cannot
 * grow the queue without limit — beyond `maxPending` a task is dropped and logged. Shutdown waits
 * for the queue (`idle()`) before the database closes.
 */
import type { Logger } from "../logger.ts";

export interface BackgroundTasks {
  /** queues the task; false when the queue is full and the task was dropped */
  run(name: string, task: () => Promise<unknown>): boolean;
  /** resolves when every queued task has finished */
  idle(): Promise<void>;
  readonly pending: number;
}

export function createBackgroundTasks(logger: Logger, { maxPending = 1000 } = {}): BackgroundTasks {
  const queue: { name: string; task: () => Promise<unknown> }[] = [];
  let running: Promise<void> | null = null;

  const drain = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        await next.task();
      } catch (error) {
        logger.error(
          { task: next.name, err: error instanceof Error ? error.message : String(error) },
          "task failed",
        );
      }
    }
    running = null;
  };

  return {
    run(name, task) {
      if (queue.length >= maxPending) {
        logger.warn({ task: name, pending: queue.length }, "task queue full: task dropped");
        return false;
      }
      queue.push({ name, task });
      // started on a later turn, after the response has been handed to the server
      running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
      return true;
    },
    async idle() {
      while (running) await running;
    },
    get pending() {
      return queue.length;
    },
  };
}
