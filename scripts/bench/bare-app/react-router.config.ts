import type { Config } from "@react-router/dev/config";

// The bench's baseline: the framework's floor with the product's own flags (../../../react-router.config.ts).
export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
