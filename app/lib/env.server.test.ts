import { describe, expect, it } from "vitest";
import { readServerConfig } from "./env.server.ts";

describe("notification settings from the environment", () => {
  it("leaves notifications off without SMTP_URL and NOTIFY_WEBHOOK_URL", () => {
    const config = readServerConfig({ OWNER_EMAIL: "owner@example.com" });
    expect(config.notifications.email).toBeNull();
    expect(config.notifications.webhook).toBeNull();
    expect(config.notifications.outbox).toEqual({
      pollIntervalMs: 5_000,
      backoffBaseMs: 30_000,
      backoffMaxMs: 3_600_000,
      leaseMs: 120_000,
      retryWindowMs: 48 * 3_600_000,
    });
  });

  it("turns e-mail on with SMTP_URL and OWNER_EMAIL; MAIL_FROM defaults to OWNER_EMAIL", () => {
    const config = readServerConfig({ SMTP_URL: "smtps://user:pass@mail.example.com:465", OWNER_EMAIL: "owner@example.com", OUTBOX_POLL_MS: "250" });
    expect(config.notifications.email).toEqual({ smtpUrl: "smtps://user:pass@mail.example.com:465", from: "owner@example.com", ownerEmail: "owner@example.com" });
    expect(config.notifications.outbox.pollIntervalMs).toBe(250);
  });

  it("refuses to start with half a configuration, naming what is missing", () => {
    expect(() => readServerConfig({ SMTP_URL: "smtp://mail.example.com:587" })).toThrow(/OWNER_EMAIL/);
    expect(() => readServerConfig({ SMTP_URL: "http://mail.example.com", OWNER_EMAIL: "o@example.com" })).toThrow(/SMTP_URL must look like smtp:\/\//);
    expect(() => readServerConfig({ NOTIFY_WEBHOOK_URL: "https://hooks.example.com/x" })).toThrow(/NOTIFY_WEBHOOK_SECRET/);
    expect(() => readServerConfig({ NOTIFY_WEBHOOK_URL: "ftp://hooks.example.com/x", NOTIFY_WEBHOOK_SECRET: "x".repeat(20) })).toThrow(/NOTIFY_WEBHOOK_URL/);
    expect(() => readServerConfig({ NOTIFY_WEBHOOK_URL: "https://hooks.example.com/x", NOTIFY_WEBHOOK_SECRET: "short" })).toThrow(/16 characters/);
  });
});

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

describe("scheduled publishing settings from the environment", () => {
  it("looks for due articles every 15 s by default, and never less often than once a minute", () => {
    expect(readServerConfig({}).schedulerPollMs).toBe(15_000);
    expect(readServerConfig({ SCHEDULER_POLL_MS: "200" }).schedulerPollMs).toBe(200);
    expect(() => readServerConfig({ SCHEDULER_POLL_MS: "120000" })).toThrow(/SCHEDULER_POLL_MS/);
    expect(() => readServerConfig({ SCHEDULER_POLL_MS: "10" })).toThrow(/SCHEDULER_POLL_MS/);
  });
});
