import type { Request } from "express";

/** The client's IP as Express sees it (behind a proxy: with `TRUST_PROXY` set). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
