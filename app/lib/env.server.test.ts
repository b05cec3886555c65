import { describe, expect, it } from "vitest";
import { readServerConfig } from "./env.server.ts";

describe("readServerConfig: SETUP_TOKEN", () => {
  it("is unset when absent or empty", () => {
    expect(readServerConfig({}).setupToken).toBeUndefined();
    expect(readServerConfig({ SETUP_TOKEN: "" }).setupToken).toBeUndefined();
  });

  it("keeps a token of 16 characters or more", () => {
    expect(readServerConfig({ SETUP_TOKEN: "0123456789abcdef" }).setupToken).toBe("0123456789abcdef");
  });

  it("stops the boot with a clear message on a short token", () => {
    expect(() => readServerConfig({ SETUP_TOKEN: "short" })).toThrow(/SETUP_TOKEN must be at least 16 characters/);
  });
});
