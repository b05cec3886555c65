import type { Router } from "express";
import { TalkInputSchema } from "#app/modules/talks/talk.schema.ts";
import { createTalk, deleteTalk, getTalk, listTalks, TALK_NOT_FOUND_MESSAGE, updateTalk } from "#app/modules/talks/talks.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { createRecordsRouter } from "./records-router.ts";

/** `/api/talks`: upcoming and past talks, public to read, the admin's to write. */
export function createTalksRouter(ctx: ServerContext): Router {
  return createRecordsRouter(ctx, {
    schema: TalkInputSchema,
    notFound: TALK_NOT_FOUND_MESSAGE,
    deleted: "Talk deleted successfully",
    list: listTalks,
    get: getTalk,
    create: createTalk,
    update: updateTalk,
    remove: deleteTalk,
  });
}
