import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import type { Transform } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { LocalCertificate } from "./local-certificate";

/**
 * A local stand-in for the CDN in front of the Worker: forwards every request to the app server
 * unchanged (Host header included, so `<brand>.localhost` tenants resolve) and compresses text
 * answers as Cloudflare does: brotli when the browser accepts it, else gzip. The local server sends
 * everything uncompressed, which a phone on a slow network never sees; measuring through this keeps
 * Lighthouse's transfer sizes and timings close to production's. Given a certificate it speaks
 * HTTP/2 over TLS, as Cloudflare does to browsers (HTTP/1.1 for clients that ask for it): one
 * connection for all of a page's requests instead of the six a browser opens over HTTP/1.1.
 */
export type CompressingProxy = { port: number; protocol: "https" | "http"; close: () => Promise<void> };

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

/** Connection-level headers, which HTTP/2 forbids and a proxy does not pass on. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"];

/** A request's headers as the app server is to get them: the HTTP/2 authority as its Host. */
function forwardedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!name.startsWith(":")) forwarded[name] = value;
  forwarded.host ??= headers[":authority"] as string | undefined;
  // The app compresses nothing itself; ask for identity so the proxy decides, as the CDN does.
  forwarded["accept-encoding"] = "identity";
  return forwarded;
}

/**
 * Starts the proxy on `port` (0 for any free port) in front of `http://127.0.0.1:<targetPort>`: HTTP/2
 * over TLS with `certificate`, plain HTTP/1.1 without.
 */
export function startCompressingProxy(
  port: number,
  targetPort: number,
  certificate?: LocalCertificate | null,
): Promise<CompressingProxy> {
  const forward = (
    incoming: IncomingMessage | Http2ServerRequest,
    outgoing: ServerResponse | Http2ServerResponse,
  ): void => {
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: incoming.method,
        path: incoming.url,
        headers: forwardedHeaders(incoming.headers),
      },
      (response) => {
        const status = response.statusCode ?? 502;
        const headers: IncomingHttpHeaders = { ...response.headers };
        for (const name of HOP_BY_HOP) delete headers[name];
        const encoding = isCompressible(response.headers, status)
          ? encodingFor(incoming.headers["accept-encoding"])
          : undefined;
        if (!encoding) {
          outgoing.writeHead(status, headers);
          response.pipe(outgoing);
          return;
        }
        headers["content-encoding"] = encoding;
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
  };
  const server = certificate
    ? createSecureServer({ ...certificate, allowHTTP1: true }, forward)
    : createServer(forward);
  // Closing ends the browser's kept-alive connections too, over either protocol.
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        protocol: certificate ? "https" : "http",
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
