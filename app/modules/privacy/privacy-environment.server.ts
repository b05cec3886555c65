import type { ServerConfig } from "#app/lib/env.server.ts";
import type { PrivacyEnvironment } from "./privacy-facts.ts";

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/**
 * What the privacy notice states about the running configuration (issue 27), read from the server's
 * validated configuration like every other part of the site (never from process.env itself): the SMTP
 * and webhook hosts from the notifications, analytics and its retention, the newsletter's switch.
 * Made in the composition root (server/main.ts); a change of configuration is a restart, which
 * empties the page cache. The settings kept in the database (retention, acknowledgements, the owner's
 * paragraphs) change the notice at once through the content version.
 */
export function describePrivacyEnvironment(
  config: Pick<ServerConfig, "notifications" | "analytics" | "newsletter">,
  /** The SMTP host in use now, when e-mail can also be set from the admin (Settings › E-mail, ADR 048). */
  activeSmtpHost?: () => string | null,
): PrivacyEnvironment {
  const { email, webhook } = config.notifications;
  const environmentHost = email ? hostOf(email.smtpUrl) : null;
  return {
    get smtpHost() {
      return activeSmtpHost ? activeSmtpHost() : environmentHost;
    },
    webhookHost: webhook ? hostOf(webhook.url) : null,
    analytics: config.analytics ? { retentionDays: config.analytics.retentionDays } : null,
    newsletter: config.newsletter.enabled,
  };
}
