/** The per-version memo: kept while the version stays, loaded again after a change, never without a version. */
import { describe, expect, it } from "vitest";
import { memoByVersion } from "./memo-by-version.ts";

function fakeVersion() {
  const listeners: ((v: string) => void)[] = [];
  const version = {
    current: "1",
    onChange: (listener: (v: string) => void) => {
      listeners.push(listener);
    },
    bump() {
      version.current = String(Number(version.current) + 1);
      for (const listener of listeners) listener(version.current);
    },
  };
  return version;
}

describe("memoByVersion", () => {
  it("loads once per version, however many ask at once, and again after a change", async () => {
    const version = fakeVersion();
    const memo = memoByVersion(version);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([memo.get("k", load), memo.get("k", load)])).toEqual([1, 1]);
    expect(await memo.get("k", load)).toBe(1);
    version.bump();
    expect(await memo.get("k", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("a value read before a change is not kept for after it", async () => {
    const version = fakeVersion();
    const memo = memoByVersion(version);
    let release: (value: string) => void = () => {};
    const slow = memo.get("k", () => new Promise<string>((resolve) => (release = resolve)));
    version.bump(); // a write commits while the load runs
    release("old");
    expect(await slow).toBe("old");
    expect(await memo.get("k", async () => "new")).toBe("new");
  });

  it("a failed load is not kept", async () => {
    const memo = memoByVersion(fakeVersion());
    await expect(memo.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo.get("k", async () => "up")).toBe("up");
  });

  it("without a watched version every call loads", async () => {
    const memo = memoByVersion(undefined);
    let loads = 0;
    await memo.get("k", async () => ++loads);
    await memo.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });
});
