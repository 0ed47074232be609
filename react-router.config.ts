import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Our CSRF middleware (app/.server/security/csrf.server.ts) decides for every post, with the same
  // 403 and security headers for each refusal; it is stricter than React Router's origin check (which
  // answers a bare 400 before middleware runs) and knows the brand host and its admin host belong
  // together.
  allowedActionOrigins: ["**"],
  future: {
    // remix-i18next 7.5's middleware needs v8_middleware; the other v8 flags keep a later move to v8 small.
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
