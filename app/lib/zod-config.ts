import { config } from "zod/v4/core";

/**
 * The page CSP has no 'unsafe-eval'. Zod probes for eval with `new Function("")` when it builds an
 * object schema, and the browser reports the probe's (caught) failure as a CSP violation on every
 * admin page. Imported first by each schema built with the full Zod API, so it runs before them.
 */
config({ jitless: true });
