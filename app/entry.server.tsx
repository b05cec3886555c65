import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(/\s*,\s*/).some((tag) => tag === "*" || tag.replace(/^W\//, "") === bare);
}

/** Renders the page; crawlers and link-preview bots get the complete HTML in one piece. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A loader that knows its content version sets ETag; with the build's version it names the page exactly.
  const contentTag = responseHeaders.get("ETag");
  if (contentTag && responseStatusCode === 200) {
    const etag = `W/"${routerContext.manifest.version}.${contentTag.replace(/^W\/|"/g, "")}"`;
    responseHeaders.set("ETag", etag);
    if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
      responseHeaders.delete("Content-Type");
      return new Response(null, { status: 304, headers: responseHeaders });
    }
  }
  responseHeaders.set("Content-Security-Policy", loadContext.contentSecurityPolicy);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const nonce = loadContext.cspNonce;
    const readyEvent = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
