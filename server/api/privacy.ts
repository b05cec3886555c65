import { Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { erasePersonalData, exportPersonalData } from "#app/modules/privacy/personal-data.service.server.ts";
import { PersonalDataQuerySchema, PrivacySettingsInputSchema } from "#app/modules/privacy/privacy.schema.ts";
import { readPrivacySettings, updatePrivacySettings } from "#app/modules/privacy/privacy.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { requireAdmin } from "./session.ts";

/** `/api/privacy/settings`: the retention period and the owner's paragraphs around the notice and the statement (issue 27). */
export function createPrivacySettingsRouter(ctx: ServerContext): Router {
  const router = Router();
  router.get("/settings", requireAdmin, async (_req, res) => {
    res.json({ ...(await readPrivacySettings(ctx.db)), environment: await ctx.privacy() });
  });
  router.put("/settings", requireAdmin, async (req, res) => {
    const saved = await updatePrivacySettings(ctx.db, ctx.contentVersion, parseOrThrow(PrivacySettingsInputSchema, req.body), auditActor(req, res));
    res.json({ ...saved, environment: await ctx.privacy() });
  });
  return router;
}

/** `/api/personal-data?email=`: everything held about an address (GET), erased everywhere in one transaction (DELETE). */
export function createPersonalDataRouter(ctx: ServerContext): Router {
  const router = Router();
  router.get("/", requireAdmin, async (req, res) => {
    const { email } = parseOrThrow(PersonalDataQuerySchema, req.query);
    res.json(await exportPersonalData(ctx.db, email));
  });
  router.delete("/", requireAdmin, async (req, res) => {
    const { email } = parseOrThrow(PersonalDataQuerySchema, req.query);
    res.json({ success: true, erased: await erasePersonalData(ctx.db, email, auditActor(req, res)) });
  });
  return router;
}
