export type AppErrorCode =
  | "VALIDATION"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "UNAVAILABLE";

export const HTTP_STATUS_BY_CODE: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};

export interface ValidationIssue {
  path: string;
  message: string;
}

/** An expected failure whose message is safe to show to the person who caused it. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues?: ValidationIssue[];
  readonly retryAfterSeconds?: number;

  constructor(
    code: AppErrorCode,
    message: string,
    extra: { issues?: ValidationIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.issues = extra.issues;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  get status(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }
}

export const GENERIC_ERROR_MESSAGE = "An error occurred. Please try again.";
