import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/language-redirect.ts"),
  route(":lng", "routes/language-layout.tsx", [
    index("routes/home.tsx"),
    route("search", "routes/search-resolve.tsx"),
    route("search/:placeName", "routes/search.tsx"),
    route("preferences", "routes/preferences.ts"),
    route("legal/:page", "routes/legal.tsx"),
    ...prefix("admin", [layout("routes/admin-layout.tsx", [index("routes/admin.home.tsx")])]),
    route("*", "routes/not-found.tsx"),
  ]),
  route("api/find-offers", "routes/api.find-offers.ts"),
  route("api/find-offers/:searchId", "routes/api.find-offers.result.ts"),
  route("media/*", "routes/media.ts"),
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
