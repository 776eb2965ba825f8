import { describe, expect, it } from "vitest";
import { createBackgroundQueue } from "./background-queue";

describe("background queue", () => {
  it("runs every task, at most `concurrency` at once, none in the turn it was queued", async () => {
    const queue = createBackgroundQueue(2);
    let running = 0;
    let most = 0;
    const ran: number[] = [];
    const task = (i: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      ran.push(i);
      running--;
    };
    const all = Array.from({ length: 7 }, (_, i) => queue.push(task(i)));
    expect(ran).toEqual([]);
    expect(queue.size()).toBe(7);
    await Promise.all(all);
    expect(ran.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(queue.size()).toBe(0);
  });

  it("a failing task does not stop the ones after it", async () => {
    const queue = createBackgroundQueue(1);
    const ran: string[] = [];
    await Promise.all([
      queue.push(async () => {
        throw new Error("smtp down");
      }),
      queue.push(async () => void ran.push("next")),
    ]);
    expect(ran).toEqual(["next"]);
  });
});
