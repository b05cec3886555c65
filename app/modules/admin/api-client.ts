import type { User } from "#app/lib/user.ts";

/** Local storage keys of the admin session (spec §7, §9). */
export const AUTH_TOKEN_KEY = "authToken";
export const USER_KEY = "user";
/** Stored when a sign-in answer carries no token: the session then lives in the cookie only (spec §7). */
export const COOKIE_ONLY_TOKEN = "authenticated";

/** A non-OK answer. The message is "STATUS: body" (or the status text when the body is empty), spec §7. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** The `message` of a JSON error body (`{"message": ...}`), when there is one. */
  get serverMessage(): string | undefined {
    return this.json?.message;
  }

  /** The `code` of a JSON error body (`VALIDATION`, `SECOND_FACTOR_REQUIRED`...), when there is one. */
  get code(): string | undefined {
    return typeof this.json?.code === "string" ? this.json.code : undefined;
  }

  /** The whole JSON error body, for answers that carry more than a message (a sign-in challenge). */
  get data(): Record<string, unknown> | undefined {
    return this.json;
  }

  /** Field issues of a 400 answer (`{"issues": [{path, message}]}`). */
  get issues(): { path: string; message: string }[] {
    return Array.isArray(this.json?.issues) ? this.json.issues : [];
  }

  private get json(): ({ message?: string; code?: unknown; issues?: { path: string; message: string }[] } & Record<string, unknown>) | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return typeof parsed === "object" && parsed !== null ? (parsed as { message?: string } & Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The server's message of a failed call, or undefined for network failures and bodies without one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return readStorage(AUTH_TOKEN_KEY);
}

export function storeSession(token: string | undefined | null, user: User): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token || COOKIE_ONLY_TOKEN);
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    window.localStorage.removeItem(USER_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was stored either.
  }
}

/** Authorization header when the local key authToken holds a value (spec §7). */
export function authHeaders(): Record<string, string> {
  const token = readStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Raised when an admin call answers 401: the session ended (logout elsewhere, password change, expiry). */
export const sessionEvents = new EventTarget();
export const SESSION_EXPIRED_EVENT = "session-expired";

const CALLS_THAT_EXPECT_401 = ["/api/auth/login", "/api/auth/me", "/api/auth/password", "/api/auth/logout", "/api/auth/passkeys/login"];

async function throwIfNotOk(response: Response, url: string): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => "");
  if (response.status === 401 && !CALLS_THAT_EXPECT_401.some((path) => url.startsWith(path))) {
    sessionEvents.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  }
  throw new ApiError(response.status, response.statusText, body);
}

async function parseBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as T;
}

/**
 * One call of spec §7: JSON body when given, cookies included, bearer header when a token is
 * stored. Never retried. Non-OK answers throw an ApiError ("STATUS: body").
 */
export async function apiRequest<T = unknown>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, data?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      Accept: "application/json",
      ...(data !== undefined ? { "Content-Type": "application/json" } : {}),
      ...authHeaders(),
    },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
    cache: "no-store",
  });
  await throwIfNotOk(response, url);
  return parseBody<T>(response);
}

/** The default query: GET the key, parse JSON; optionally null instead of failing on 401 (spec §7). */
export async function fetchQuery<T>(url: string, options: { on401?: "throw" | "returnNull" } = {}): Promise<T | null> {
  const response = await fetch(url, {
    headers: { Accept: "application/json", ...authHeaders() },
    credentials: "include",
    cache: "no-store",
  });
  if (options.on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response, url);
  return parseBody<T>(response);
}

/** A paged list: the default query, plus the whole count the server sends in X-Total-Count. */
export async function fetchListQuery<T>(url: string): Promise<{ data: T; total: number | undefined }> {
  const response = await fetch(url, {
    headers: { Accept: "application/json", ...authHeaders() },
    credentials: "include",
    cache: "no-store",
  });
  await throwIfNotOk(response, url);
  const header = response.headers.get("X-Total-Count");
  return { data: await parseBody<T>(response), total: header === null ? undefined : Number(header) };
}

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

/** POST /api/uploads/image as multipart form, field "image" (spec §7). */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append("image", file);
  const response = await fetch("/api/uploads/image", {
    method: "POST",
    headers: authHeaders(),
    body: form,
    credentials: "include",
  });
  await throwIfNotOk(response, "/api/uploads/image");
  return parseBody<UploadedImage>(response);
}
