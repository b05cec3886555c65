import type { ErrorRequestHandler, RequestHandler } from "express";
import { isDatabaseUnavailable } from "#app/db/errors.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { ADMIN_DICTIONARIES, type AdminLanguage } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";
import { IMAGE_TOO_LARGE_MESSAGE } from "#app/modules/uploads/image.ts";
import { requestIdOf } from "#server/request-log.ts";

export const UNAVAILABLE_MESSAGE = ADMIN_DICTIONARIES.en.text.serviceUnavailable;

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
}

/** Translates body-parser and multer failures into AppErrors with a clear message. */
function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const e = (error ?? {}) as HttpLikeError;
  if (e.type === "entity.parse.failed") return new AppError("VALIDATION", "Malformed JSON in request body");
  if (e.type === "entity.too.large") return new AppError("PAYLOAD_TOO_LARGE", "Request body is too large (limit: 1 MB)");
  if (e.type === "encoding.unsupported" || e.type === "charset.unsupported") {
    return new AppError("UNSUPPORTED_MEDIA_TYPE", "Unsupported request body encoding");
  }
  if (e.code === "LIMIT_FILE_SIZE") return new AppError("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE_MESSAGE);
  if (typeof e.code === "string" && e.code.startsWith("LIMIT_")) {
    return new AppError("VALIDATION", "Send one image file in the form field \"image\".");
  }
  if (e.type === "request.aborted") return new AppError("VALIDATION", "The request was interrupted");
  if (isDatabaseUnavailable(error)) return new AppError("UNAVAILABLE", UNAVAILABLE_MESSAGE);
  const status = e.status ?? e.statusCode;
  if (status === 400) return new AppError("VALIDATION", "Bad request");
  return undefined;
}

/** The admin language a failed request is answered in (ADR 052): the signed-in user's, or the admin screens' before sign-in. */
export type ErrorLanguageOf = (req: Parameters<ErrorRequestHandler>[1], res: Parameters<ErrorRequestHandler>[2]) => Promise<AdminLanguage>;

/** An answer's words in `language`: the known messages and field messages translated, the rest as they are. */
function inLanguage(appError: AppError, language: AdminLanguage): { message: string; issues?: AppError["issues"] } {
  if (language === "en") return { message: appError.message, issues: appError.issues };
  const say = (message: string) => translateApiMessage(message, ADMIN_DICTIONARIES[language].text, language);
  return { message: say(appError.message), issues: appError.issues?.map((issue) => ({ ...issue, message: say(issue.message) })) };
}

/**
 * Every /api failure answers JSON `{message, code, issues?}`; details of 500s stay in the log, and
 * their answer carries the request's id (`requestId`), which its log line carries too. The answer is
 * written in the admin's language when `languageOf` says Portuguese (ADR 052; 5xx too, ADR 045):
 * an unexpected failure says the generic sentence of the admin's dictionary, never its own message.
 */
export function createApiErrorHandler(logger: Logger, languageOf: ErrorLanguageOf = async () => "en"): ErrorRequestHandler {
  return async (error, req, res, _next) => {
    const appError = toAppError(error);
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    const requestId = requestIdOf(res);
    if (!appError) {
      logger.error({ err: error, reqId: requestId, method: req.method }, "API request failed");
      const language = await languageOf(req, res).catch(() => "en" as const);
      if (res.headersSent) return;
      if (language === "pt") res.set("Content-Language", "pt-BR");
      res.status(500).json({ message: ADMIN_DICTIONARIES[language].text.errorTryAgain, code: "INTERNAL", requestId });
      return;
    }
    if (appError.code === "UNAVAILABLE") logger.error({ reqId: requestId, method: req.method, err: error }, "API request failed: database unavailable");
    if (appError.retryAfterSeconds !== undefined) res.set("Retry-After", String(appError.retryAfterSeconds));
    // A body refused for its size is not read to the end: the connection closes after the answer.
    if (appError.code === "PAYLOAD_TOO_LARGE") res.set("Connection", "close");
    const language = await languageOf(req, res).catch(() => "en" as const);
    if (res.headersSent) return;
    const { message, issues } = inLanguage(appError, language);
    if (language === "pt") res.set("Content-Language", "pt-BR");
    res.status(appError.status).json({
      message,
      code: appError.code,
      ...(issues ? { issues } : {}),
      ...(appError.status >= 500 && requestId ? { requestId } : {}),
    });
  };
}

export const apiNotFound: RequestHandler = (req) => {
  throw new AppError("NOT_FOUND", `No API endpoint ${req.method} ${req.path}`);
};
