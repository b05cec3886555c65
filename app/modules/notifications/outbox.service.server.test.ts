import { describe, expect, it } from "vitest";
import { backoffDelayMs } from "./outbox.service.server.ts";

describe("backoffDelayMs", () => {
  const backoff = { baseMs: 30_000, maxMs: 60 * 60 * 1000 };

  it("doubles from the base after each attempt, up to the cap", () => {
    const exact = (attempts: number) => backoffDelayMs(attempts, backoff, () => 0.5);
    expect([1, 2, 3, 4].map(exact)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(exact(8)).toBe(60 * 60 * 1000);
    expect(exact(500)).toBe(60 * 60 * 1000);
  });

  it("spreads retries by ±20 % so that instances do not retry in step", () => {
    expect(backoffDelayMs(1, backoff, () => 0)).toBe(24_000);
    expect(backoffDelayMs(1, backoff, () => 1)).toBe(36_000);
  });

  it("keeps retrying an SMTP server that is down for a day within the default 48-hour window", () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 60 * 60 * 1000) elapsed += backoffDelayMs(++attempts, backoff, () => 1);
    expect(elapsed).toBeLessThan(48 * 60 * 60 * 1000);
    expect(attempts).toBeGreaterThan(20);
  });
});
