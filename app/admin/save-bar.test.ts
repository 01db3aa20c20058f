/** The room the save bar takes at the bottom of the screen, which the toasts keep free (./save-bar.ts). */
import { describe, expect, it } from "vitest";
import { roomAtBottom } from "./save-bar.ts";

describe("roomAtBottom", () => {
  it("is the bar's height while it sticks to the bottom of the screen", () => {
    expect(roomAtBottom(812 - 57, 812, 812)).toBe(57);
  });
  it("reaches up to the bar when a short form leaves it higher up", () => {
    expect(roomAtBottom(670, 727, 812)).toBe(142);
  });
  it("is nothing when the bar is scrolled away, or into the upper half of the screen", () => {
    expect(roomAtBottom(-80, -20, 812)).toBe(0);
    expect(roomAtBottom(900, 957, 812)).toBe(0);
    expect(roomAtBottom(200, 257, 812)).toBe(0);
  });
});
