import { describe, expect, it } from "vitest";
import { createRenderSlots } from "./render-slots.ts";

describe("render slots", () => {
  it("runs at most N tasks at once, the others in arrival order, and frees a slot on failure", async () => {
    const slots = createRenderSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates: (() => void)[] = [];
    const task = (n: number, fail = false) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(n);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        if (fail) throw new Error(`task ${n} failed`);
        return n;
      });
    const results = [task(1, true), task(2), task(3), task(4)].map((p) => p.catch((e: Error) => e.message));
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual([1, 2]);
    expect(slots.waiting).toBe(2);
    // open the gates one by one: each freed slot goes to the next waiting task
    while (gates.length) {
      gates.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(results)).toEqual(["task 1 failed", 2, 3, 4]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(slots.active).toBe(0);
  });
});
