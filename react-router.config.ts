import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // v8_passThroughRequests: loaders and actions get the request as it came (React Router 8's default)
  // instead of two copies made for each loader with `?index` and `?_routes` taken out: public pages are
  // document requests, which never carry them, and no loader reads either (issue 23: the copies were
  // some 30 µs of an uncached article's render).
  future: { v8_middleware: false, v8_passThroughRequests: true },
} satisfies Config;
