import { describe, expect, it } from "vitest";
import { NO_SUBSCRIBER_FILTERS, sendProgressOf, subscriberPagesOf, subscribersKey } from "./subscriber-list-state.ts";

describe("Newsletter tab: the subscribers list's state", () => {
  it("asks for the filters, the page and the page size", () => {
    expect(subscribersKey(NO_SUBSCRIBER_FILTERS, 1)).toBe("/api/newsletter/subscribers?status=&language=&q=&page=1&pageSize=25");
    expect(subscribersKey({ status: "confirmed", language: "pt", q: "ana@" }, 3)).toBe("/api/newsletter/subscribers?status=confirmed&language=pt&q=ana%40&page=3&pageSize=25");
  });

  it("counts pages of 25, at least one", () => {
    expect(subscriberPagesOf(0)).toBe(1);
    expect(subscriberPagesOf(25)).toBe(1);
    expect(subscriberPagesOf(26)).toBe(2);
  });

  it("shows a send's progress as delivered and failed over all, 100 for an empty send", () => {
    expect(sendProgressOf({ queued: 0, delivered: 0, failed: 0 })).toBe(100);
    expect(sendProgressOf({ queued: 2, delivered: 1, failed: 1 })).toBe(50);
    expect(sendProgressOf({ queued: 2, delivered: 1, failed: 0 })).toBe(33);
  });
});
