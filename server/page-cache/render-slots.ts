/**
 * At most N page renders at a time; the rest wait their turn in arrival order.
 *
 * Why: a render of the home page holds a few megabytes of React elements, strings and query
 * results until its HTML is complete, and on two cores 50 renders side by side finish no sooner
 * than the same 50 one after another — they only hold 50 times the memory at once. The resident
 * set peaked at about 600 MB in `npm run bench` (50 concurrent misses) before this limit.
 */
export interface RenderSlots {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** renders running now */
  readonly active: number;
  /** renders waiting for a slot */
  readonly waiting: number;
}

export function createRenderSlots(size: number): RenderSlots {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    async run(task) {
      if (active < size) active++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
