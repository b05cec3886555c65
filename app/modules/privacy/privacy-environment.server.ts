import type { NotificationConfig } from "#app/lib/env.server.ts";
import { ANALYTICS_RETENTION_DAYS_DEFAULT, type PrivacyEnvironment } from "./privacy-facts.ts";

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/**
 * What the privacy notice states about the running configuration (issue 27): the SMTP and webhook
 * hosts from the notifications' configuration, analytics and the newsletter from their switches
 * (`ANALYTICS`, `ANALYTICS_RETENTION_DAYS`, `NEWSLETTER`: on unless "off"; docs/operations.md).
 * Made once at start-up (server/main.ts); a change of configuration is a restart, which empties the
 * page cache.
 */
export function describePrivacyEnvironment(notifications: Pick<NotificationConfig, "email" | "webhook">, env: NodeJS.ProcessEnv): PrivacyEnvironment {
  const retentionDays = Number(env.ANALYTICS_RETENTION_DAYS);
  return {
    smtpHost: notifications.email ? hostOf(notifications.email.smtpUrl) : null,
    webhookHost: notifications.webhook ? hostOf(notifications.webhook.url) : null,
    analytics:
      env.ANALYTICS === "off"
        ? null
        : { retentionDays: Number.isInteger(retentionDays) && retentionDays > 0 ? retentionDays : ANALYTICS_RETENTION_DAYS_DEFAULT },
    newsletter: env.NEWSLETTER !== "off",
  };
}
