import { createServer, type IncomingMessage, type Server } from "node:http";
import { Webhook } from "standardwebhooks";

/**
 * The local receiver of booking events (`npm start`, PORT+2), like the mail outbox: it takes every POST
 * under /in, answers 200 (or 503 while told to fail), checks the Standard Webhooks signature with the
 * secrets it knows, and shows what came on its page. Secrets are never shown or logged.
 */
export type ReceivedDelivery = {
  at: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Whether a known secret verifies the signature (null: no secret to try). */
  verified: boolean | null;
  answered: number;
};

export type WebhookReceiver = { url: string; deliveries: ReceivedDelivery[]; close: () => Promise<void> };

const KEPT = 100;
const SHOWN_HEADERS = /^(content-type|user-agent|webhook-id|webhook-timestamp|webhook-signature)$/;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function page(deliveries: readonly ReceivedDelivery[], failNext: number): string {
  const verdict = (v: boolean | null) =>
    v === null ? "no secret to check" : v ? "signature verified" : "SIGNATURE INVALID";
  const items = deliveries
    .map(
      (
        d,
      ) => `<li><p><strong>${escapeHtml(d.at)}</strong> POST ${escapeHtml(d.path)}: answered ${d.answered}, ${verdict(d.verified)}</p>
<pre>${escapeHtml(
        Object.entries(d.headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join("\n"),
      )}</pre><pre>${escapeHtml(pretty(d.body))}</pre></li>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Quartier: booking events received</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:60rem}pre{white-space:pre-wrap;word-break:break-all;background:#f4f4f4;padding:.5rem}li{margin-bottom:1.5rem}</style></head>
<body><h1>Booking events received</h1>
<p>Endpoints of a connection may point here (http://localhost is allowed locally). The page reloads every 5 seconds.</p>
<form method="post" action="/fail"><label>Fail the next <input name="n" type="number" min="0" max="100" value="${failNext || 2}" style="width:4rem"> deliveries (HTTP 503)</label> <button>Set</button> (now: ${failNext})</form>
<form method="post" action="/secrets"><label>Verify with a signing secret <input name="secret" placeholder="whsec_..." size="40"></label> <button>Add</button></form>
<ol reversed>${items || "<p>Nothing yet. Book a stay on the demo brand.</p>"}</ol></body></html>`;
}

/** Starts the receiver on `port` (0: any free one); `secrets` are the endpoints' signing secrets it checks with. */
export async function startWebhookReceiver(options: { port: number; secrets?: string[] }): Promise<WebhookReceiver> {
  const deliveries: ReceivedDelivery[] = [];
  const secrets = new Set(options.secrets ?? []);
  let failNext = 0;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const body = request.method === "POST" ? await readBody(request) : "";
    if (request.method === "POST" && url.pathname.startsWith("/in")) {
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => SHOWN_HEADERS.test(name))
          .map(([name, value]) => [name, String(value)]),
      );
      const verified =
        secrets.size === 0
          ? null
          : [...secrets].some((secret) => {
              try {
                new Webhook(secret).verify(body, headers, { jsonParse: false });
                return true;
              } catch {
                return false;
              }
            });
      const answered = failNext > 0 ? 503 : 200;
      if (failNext > 0) failNext--;
      deliveries.unshift({ at: new Date().toISOString(), path: url.pathname, headers, body, verified, answered });
      deliveries.splice(KEPT);
      response
        .writeHead(answered, { "content-type": "text/plain" })
        .end(answered === 200 ? "ok" : "failing on purpose");
      return;
    }
    if (request.method === "POST" && url.pathname === "/fail") {
      failNext = Math.max(0, Math.min(100, Number(new URLSearchParams(body).get("n")) || 0));
      response.writeHead(303, { location: "/" }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/secrets") {
      const secret = new URLSearchParams(body).get("secret")?.trim();
      if (secret?.startsWith("whsec_")) secrets.add(secret);
      response.writeHead(303, { location: "/" }).end();
      return;
    }
    if (request.method === "GET" && url.pathname === "/deliveries.json") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(deliveries));
      return;
    }
    if (request.method === "GET" && url.pathname === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(deliveries, failNext));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    deliveries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
