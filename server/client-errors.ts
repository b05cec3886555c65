import type { Server } from "node:http";
import type { Duplex } from "node:stream";

/**
 * Requests Node's HTTP parser refuses before Express sees them (a URL or headers over the 16 KB
 * limit, a malformed request line or header) get a short JSON answer like every other client error,
 * instead of Node's bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW" || error.code === "HPE_URI_TOO_LONG";
    const [status, reason, message] = tooLarge
      ? [431, "Request Header Fields Too Large", "The request URL or headers are too large."]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "The request took too long to arrive."]
        : [400, "Bad Request", "The request is malformed."];
    const body = JSON.stringify({ message, code: tooLarge ? "HEADERS_TOO_LARGE" : "BAD_REQUEST" });
    // A HEAD request gets the headers only (the packet that failed starts with its request line).
    const head = error.rawPacket?.subarray(0, 5).toString("latin1") === "HEAD ";
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${head ? "" : body}`,
    );
    // Read and drop what the client is still sending, so that it gets this answer rather than a reset.
    socket.resume();
    setTimeout(() => socket.destroy(), 5_000).unref();
  });
}
