import { afterEach, describe, expect, it, vi } from "vitest";
import { PollingWorker } from "./polling-worker.server.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("PollingWorker", () => {
  it("runs a round at start, then one per interval after the previous one ends", async () => {
    vi.useFakeTimers();
    const round = vi.fn(() => Promise.resolve());
    const worker = new PollingWorker({ intervalMs: 1_000, round, onError: () => {} });
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(2);
    await worker.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(round).toHaveBeenCalledTimes(2);
  });

  it("reports a failing round once per message and keeps polling", async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const round = vi.fn(() => Promise.reject(new Error("database unreachable")));
    const worker = new PollingWorker({ intervalMs: 10, round, onError });
    worker.start();
    await vi.advanceTimersByTimeAsync(35);
    expect(round.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith("database unreachable");
    await worker.stop();
  });

  it("wake() runs a round now, or right after the one in flight; stop() waits at most its grace", async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const round = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const worker = new PollingWorker({ intervalMs: 60_000, round, onError: () => {} });
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    worker.wake();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(2);
    const stopped = worker.stop(100);
    await vi.advanceTimersByTimeAsync(100);
    await stopped;
    expect(round).toHaveBeenCalledTimes(2);
  });
});
