import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { E2E_PORT } from "./support";

/** The example page's brand host port (`npm start`'s): the journeys' server has its own. */
const EXAMPLE_PORT = ":8787/";

/**
 * Serves docs/widget/example.html as a partner's page on its own origin, `http://partner.localhost:<port>`
 * (a free port; the demo brands allow any port of that host), with the widget script taken from the
 * journeys' app server.
 */
export async function serveWidgetHostPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const page = readFileSync("docs/widget/example.html", "utf8").replaceAll(EXAMPLE_PORT, `:${E2E_PORT}/`);
  const server: Server = createServer((request, response) => {
    if (request.url?.split("?")[0] !== "/example.html") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).end(page);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://partner.localhost:${port}/example.html`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
