import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { Language } from "#app/lib/language.ts";
import { listAuditEvents } from "#app/modules/audit/audit.service.server.ts";
import { getAccount } from "#app/modules/auth/account.service.server.ts";
import { getTwoFactorStatus } from "#app/modules/auth/two-factor.service.server.ts";
import { readFlagSetting, writeFlagSetting } from "#app/modules/settings/settings.service.server.ts";
import { readSiteContent } from "#app/modules/site-content/site-content.service.server.ts";
import { SAMPLE_PHOTOS_PREFIX } from "#app/content/shipped-images.ts";
import { FIRST_RUN_STEPS, type FirstRunChecklist, type FirstRunStep } from "./first-run.ts";

/** Once the generated password was changed, it stays ticked (the audit log that says so is pruned later). */
const PASSWORD_CHANGED_SETTING = "first_run.password_changed";
const PASSWORD_ACTIONS = ["auth.password_changed", "auth.password_reset_by_email", "auth.password_reset"] as const;
const LANGUAGES: readonly Language[] = ["en", "pt"];

async function passwordChanged(db: Kysely<Database>): Promise<boolean> {
  if (await readFlagSetting(db, PASSWORD_CHANGED_SETTING, false)) return true;
  for (const action of PASSWORD_ACTIONS) {
    const page = await listAuditEvents(db, { action, limit: 1 });
    if (page.events.length > 0) {
      await writeFlagSetting(db, PASSWORD_CHANGED_SETTING, true);
      return true;
    }
  }
  return false;
}

/** The portrait of both languages is no longer a shipped sample photo. */
async function photosReplaced(db: Kysely<Database>): Promise<boolean> {
  for (const language of LANGUAGES) {
    const { content } = await readSiteContent(db, language);
    if (content.hero.image.src.startsWith(SAMPLE_PHOTOS_PREFIX)) return false;
  }
  return true;
}

/**
 * The dashboard's first-run checklist for the signed-in owner, from the server's state: the generated
 * password changed, an e-mail address on the account, the sample portrait replaced, e-mail sending
 * set up, a second factor on.
 */
export async function readFirstRunChecklist(db: Kysely<Database>, userId: number, mailConfigured: boolean): Promise<FirstRunChecklist> {
  const [password, account, photos, twoFactor] = await Promise.all([
    passwordChanged(db),
    getAccount(db, userId),
    photosReplaced(db),
    getTwoFactorStatus(db, userId),
  ]);
  const done: Record<FirstRunStep, boolean> = {
    password,
    email: account.email !== null,
    photos,
    mail: mailConfigured,
    twoFactor: twoFactor.totpEnabled || twoFactor.passkeys > 0,
  };
  const steps = FIRST_RUN_STEPS.map((id) => ({ id, done: done[id] }));
  return { steps, complete: steps.every((step) => step.done) };
}
