import { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { parseOrThrow, type SafeParser } from "#app/lib/validation.ts";
import type { AuditActor } from "#app/modules/audit/audit.service.server.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { parseId } from "./params.ts";
import { requireAdmin } from "./session.ts";

/** A feature's records as its service offers them: public to read, the admin's to write, each write audited. */
export interface RecordsService<Input, Record> {
  schema: SafeParser<Input>;
  /** The 404 message of an unknown or malformed id. */
  notFound: string;
  /** The message of a successful DELETE. */
  deleted: string;
  list(db: Kysely<Database>): Promise<Record[]>;
  get(db: Kysely<Database>, id: number): Promise<Record>;
  create(db: Kysely<Database>, contentVersion: ContentVersionTracker, input: Input, actor: AuditActor): Promise<Record>;
  update(db: Kysely<Database>, contentVersion: ContentVersionTracker, id: number, input: Input, actor: AuditActor): Promise<Record>;
  remove(db: Kysely<Database>, contentVersion: ContentVersionTracker, id: number, actor: AuditActor): Promise<void>;
}

/**
 * `GET /`, `GET /:id`, `POST /` (201), `PUT /:id` and `DELETE /:id` over a feature's records, written
 * once: the body parsed by the feature's schema (400 with its message), a bad id answered with the
 * feature's 404, writes for the signed-in admin only (401) with who did it passed to the service.
 */
export function createRecordsRouter<Input, Record>(ctx: ServerContext, service: RecordsService<Input, Record>): Router {
  const router = Router();
  const id = (raw: unknown) => parseId(raw, service.notFound);

  router.get("/", async (_req, res) => {
    res.json(await service.list(ctx.db));
  });

  router.get("/:id", async (req, res) => {
    res.json(await service.get(ctx.db, id(req.params.id)));
  });

  router.post("/", requireAdmin, async (req, res) => {
    res.status(201).json(await service.create(ctx.db, ctx.contentVersion, parseOrThrow(service.schema, req.body), auditActor(req, res)));
  });

  router.put("/:id", requireAdmin, async (req, res) => {
    const recordId = id(req.params.id);
    res.json(await service.update(ctx.db, ctx.contentVersion, recordId, parseOrThrow(service.schema, req.body), auditActor(req, res)));
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    await service.remove(ctx.db, ctx.contentVersion, id(req.params.id), auditActor(req, res));
    res.json({ success: true, message: service.deleted });
  });

  return router;
}
