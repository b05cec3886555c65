/**
 * The largest request body the server reads: the JSON API (server/api/router.ts) and the pages' form
 * actions alike. Larger bodies get 413, judged from Content-Length before anything is read, and
 * otherwise while reading (a chunked body stops being read at the limit).
 */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

export type FormBody = { tooLarge: false; form: FormData } | { tooLarge: true };

/**
 * A page action's form, read at most `limitBytes` of it (issue 22: the home form read a 10 MB body).
 * Throws as `Request.formData()` does when the body is not a form.
 */
export async function readFormBody(request: Request, limitBytes = REQUEST_BODY_LIMIT_BYTES): Promise<FormBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limitBytes) return { tooLarge: true };
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limitBytes) {
        await reader.cancel();
        return { tooLarge: true };
      }
      chunks.push(value);
    }
  }
  const body = new Blob(chunks as BlobPart[]);
  const form = await new Response(body, { headers: { "Content-Type": request.headers.get("content-type") ?? "" } }).formData();
  return { tooLarge: false, form };
}
