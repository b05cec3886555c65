import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import { recordAuditEvent, type AuditActor } from "#app/modules/audit/audit.service.server.ts";
import { ACKNOWLEDGEMENTS_SETTING } from "#app/modules/contact/messages.service.server.ts";
import { readFlagSetting } from "#app/modules/settings/settings.service.server.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import {
  MESSAGE_RETENTION_MONTHS_DEFAULT,
  OUTBOX_RETENTION_DAYS,
  type OwnerTexts,
  type PrivacyEnvironment,
  type PrivacyFacts,
  type PrivacySettings,
} from "./privacy-facts.ts";
import type { PrivacySettingsInput } from "./privacy.schema.ts";
import { listPrivacySettingRows, PRIVACY_SETTING_PREFIX, upsertPrivacySetting } from "./privacy.repository.server.ts";

const MESSAGE_MONTHS_KEY = `${PRIVACY_SETTING_PREFIX}message_retention_months`;
const OWNER_TEXTS_KEY = (statement: "privacy" | "accessibility") => `${PRIVACY_SETTING_PREFIX}${statement}_owner_texts`;

const EMPTY_TEXTS: OwnerTexts = { en: { before: "", after: "" }, pt: { before: "", after: "" } };

function parseOwnerTexts(value: string | undefined): OwnerTexts {
  if (!value) return EMPTY_TEXTS;
  try {
    const parsed = JSON.parse(value) as Partial<OwnerTexts>;
    const side = (language: "en" | "pt") => ({ before: String(parsed[language]?.before ?? ""), after: String(parsed[language]?.after ?? "") });
    return { en: side("en"), pt: side("pt") };
  } catch {
    return EMPTY_TEXTS;
  }
}

/** The retention period and the owner's paragraphs, defaults where nothing was saved. */
export async function readPrivacySettings(db: Kysely<Database>): Promise<PrivacySettings> {
  const rows = await listPrivacySettingRows(db);
  const months = Number(rows.get(MESSAGE_MONTHS_KEY));
  return {
    messageRetentionMonths: Number.isInteger(months) && months > 0 ? months : MESSAGE_RETENTION_MONTHS_DEFAULT,
    privacy: parseOwnerTexts(rows.get(OWNER_TEXTS_KEY("privacy"))),
    accessibility: parseOwnerTexts(rows.get(OWNER_TEXTS_KEY("accessibility"))),
  };
}

/**
 * Saves the settings and a new content version in one transaction: the notice, a cached page, shows
 * the new period or paragraphs at once, on every instance (ADR 013, 035).
 */
export async function updatePrivacySettings(
  db: Kysely<Database>,
  contentVersion: ContentVersionTracker,
  input: PrivacySettingsInput,
  actor: AuditActor = {},
): Promise<PrivacySettings> {
  await contentVersion.commit(db, async (trx) => {
    await upsertPrivacySetting(trx, MESSAGE_MONTHS_KEY, String(input.messageRetentionMonths));
    await upsertPrivacySetting(trx, OWNER_TEXTS_KEY("privacy"), JSON.stringify(input.privacy));
    await upsertPrivacySetting(trx, OWNER_TEXTS_KEY("accessibility"), JSON.stringify(input.accessibility));
    await recordAuditEvent(trx, actor, { action: "settings.updated", target: { type: "settings", label: "privacy" }, details: { messageRetentionMonths: input.messageRetentionMonths } });
  });
  return readPrivacySettings(db);
}

/** Whether the inbox's acknowledgements are on (the owner's setting, on by default: ACKNOWLEDGEMENTS_SETTING). */
export function readAcknowledgementsSetting(db: Kysely<Database>): Promise<boolean> {
  return readFlagSetting(db, ACKNOWLEDGEMENTS_SETTING, true);
}

/** The facts the notice states: the controller from the site content, the configuration, the periods. */
export function privacyFactsOf(content: SiteContent, environment: PrivacyEnvironment, settings: PrivacySettings, acknowledgements: boolean): PrivacyFacts {
  return {
    acknowledgements,
    controller: { name: content.name, email: content.contact.email },
    environment,
    retention: { messageMonths: settings.messageRetentionMonths, outboxDays: OUTBOX_RETENTION_DAYS },
  };
}
