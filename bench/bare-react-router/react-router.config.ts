import type { Config } from "@react-router/dev/config";

// The build goes to ./build (ignored by git), made by bench/run.ts.
export default {
  ssr: true,
  future: { v8_middleware: false },
} satisfies Config;
