/**
 * `npm run dev`: what `npm start` serves, from the sources with hot reload (the Vite dev server in
 * workerd): the same local state, identity provider and banner, without a build.
 *
 *   PORT=5173 npm run dev          (default port 5173; the identity provider on PORT+1)
 */
import { serveLocally } from "./local/serve.ts";

const port = Number(process.env.PORT ?? 5173);
await serveLocally({
  mode: "dev",
  port,
  idpPort: Number(process.env.IDP_PORT ?? port + 1),
  prepare: !process.argv.includes("--no-prepare"),
});
