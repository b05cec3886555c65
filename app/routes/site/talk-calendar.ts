import { languageOf } from "#app/lib/language.ts";
import { paths } from "#app/lib/paths.ts";
import { AppError } from "#app/lib/app-error.ts";
import { getTalkCalendar } from "#app/modules/talks/talks.service.server.ts";
import type { Route } from "./+types/talk-calendar";
import { SHORT_CACHE_CONTROL } from "#app/lib/http-cache.ts";

/** GET /talks/{id}/calendar.ics (and /pt/...): an upcoming talk as a calendar event (timed when it has a start time, otherwise all-day). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0;
  try {
    const { content } = await context.siteContent.get(language);
    const calendar = await getTalkCalendar(context.db, id, {
      language,
      siteUrl: context.siteUrl,
      speaker: content.name,
      pageUrl: (slug) => `${context.siteUrl}${paths.talk(slug, language)}`,
    });
    return new Response(calendar.ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${calendar.fileName}"`,
        "Cache-Control": SHORT_CACHE_CONTROL,
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
    }
    throw error;
  }
}
