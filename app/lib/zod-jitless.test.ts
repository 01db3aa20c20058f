// @vitest-environment happy-dom
import { expect, test } from "vitest";

test("zod sees the jitless setting written before zod is loaded", async () => {
  await import("./zod-jitless.ts");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
});
