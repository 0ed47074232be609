import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // remix-i18next 7.5's middleware needs v8_middleware; the other v8 flags keep a later move to v8 small.
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
