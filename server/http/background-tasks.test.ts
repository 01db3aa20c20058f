/** The after-the-answer queue (server/http/background-tasks.ts) runs tasks in order and stays bounded. */
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createBackgroundTasks } from "./background-tasks.ts";

const silent = pino({ level: "silent" });

describe("background tasks", () => {
  it("runs queued tasks one at a time, after the caller's turn, and survives a failing one", async () => {
    const tasks = createBackgroundTasks(silent);
    const done: number[] = [];
    tasks.run("one", async () => done.push(1));
    tasks.run("fails", async () => {
      throw new Error("boom");
    });
    tasks.run("two", async () => done.push(2));
    expect(done).toEqual([]); // nothing ran before the answer could go out
    await tasks.idle();
    expect(done).toEqual([1, 2]);
  });

  it("drops tasks beyond its bound instead of growing", async () => {
    const tasks = createBackgroundTasks(silent, { maxPending: 100 });
    let ran = 0;
    const accepted = Array.from({ length: 10_000 }, () =>
      tasks.run("flood", async () => {
        ran++;
      }),
    ).filter(Boolean).length;
    expect(accepted).toBe(100);
    expect(tasks.pending).toBe(100);
    await tasks.idle();
    expect(ran).toBe(100);
    expect(tasks.pending).toBe(0);
  });
});
