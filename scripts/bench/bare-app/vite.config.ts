import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Built and served (vite preview, workerd) by `npm run bench` as the product is by `npm start`.
export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" }, persistState: false }), reactRouter()],
  logLevel: "warn",
});
