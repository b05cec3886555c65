import type { ServerConfig } from "#app/lib/env.server.ts";
import type { PrivacyEnvironment, PrivacyEnvironmentReader } from "./privacy-facts.ts";

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
 * A change of configuration is a restart, which empties the page cache. The settings kept in the
 * database (retention, acknowledgements, the owner's paragraphs) change the notice at once through the
 * content version.
 */
export function describePrivacyEnvironment(config: Pick<ServerConfig, "notifications" | "analytics" | "newsletter">): PrivacyEnvironment {
  const { email, webhook } = config.notifications;
  return {
    smtpHost: email ? hostOf(email.smtpUrl) : null,
    webhookHost: webhook ? hostOf(webhook.url) : null,
    analytics: config.analytics ? { retentionDays: config.analytics.retentionDays } : null,
    newsletter: config.newsletter.enabled,
  };
}

/**
 * The configuration's facts with the SMTP host in use, read from the database each time when e-mail
 * can also be set from the admin (Settings › E-mail, ADR 048): a save there is a new content version,
 * and every instance that renders the notice again for it names the saved host, not the one it had in
 * memory (made in the composition root, server/main.ts).
 */
export function privacyEnvironmentReader(
  config: Pick<ServerConfig, "notifications" | "analytics" | "newsletter">,
  readActiveSmtpHost?: () => Promise<string | null>,
): PrivacyEnvironmentReader {
  const environment = describePrivacyEnvironment(config);
  if (!readActiveSmtpHost) return async () => environment;
  return async () => ({ ...environment, smtpHost: await readActiveSmtpHost() });
}
