import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Transform } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

/**
 * A local stand-in for the CDN in front of the Worker: forwards every request to the app server
 * unchanged (Host header included, so `<brand>.localhost` tenants resolve) and compresses text
 * answers as Cloudflare does: brotli when the browser accepts it, else gzip. The local server sends
 * everything uncompressed, which a phone on a slow network never sees; measuring through this keeps
 * Lighthouse's transfer sizes and timings close to production's.
 */
export type CompressingProxy = { port: number; close: () => Promise<void> };

/** Content types Cloudflare compresses (text, scripts, styles, JSON, SVG). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** The encoding the CDN would pick for this Accept-Encoding header, if any. */
export function encodingFor(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => q?.trim() !== "q=0")
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

function compressor(encoding: "br" | "gzip"): Transform {
  // Cloudflare's dynamic compression levels: brotli around 4, gzip around 6 (the zlib default).
  return encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip();
}

function isCompressible(headers: IncomingHttpHeaders, status: number): boolean {
  if (status === 204 || status === 304 || headers["content-encoding"]) return false;
  return COMPRESSIBLE.test(String(headers["content-type"] ?? ""));
}

/** Starts the proxy on `port` (0 for any free port) in front of `http://127.0.0.1:<targetPort>`. */
export function startCompressingProxy(port: number, targetPort: number): Promise<CompressingProxy> {
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: incoming.method,
        path: incoming.url,
        // The app compresses nothing itself; ask for identity so the proxy decides, as the CDN does.
        headers: { ...incoming.headers, "accept-encoding": "identity" },
      },
      (response) => {
        const status = response.statusCode ?? 502;
        const encoding = isCompressible(response.headers, status)
          ? encodingFor(incoming.headers["accept-encoding"])
          : undefined;
        if (!encoding) {
          outgoing.writeHead(status, response.headers);
          response.pipe(outgoing);
          return;
        }
        const headers = { ...response.headers, "content-encoding": encoding };
        delete headers["content-length"];
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
        outgoing.writeHead(status, headers);
        response.pipe(compressor(encoding)).pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
