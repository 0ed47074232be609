import { createServer, request, type Server } from "node:http";
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CompressingProxy, encodingFor, startCompressingProxy } from "./compressing-proxy";
import { localCertificate } from "./local-certificate";

describe("encodingFor", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", undefined],
    [undefined, undefined],
  ])("%s -> %s", (accept, expected) => {
    expect(encodingFor(accept)).toBe(expected);
  });
});

describe("the compressing proxy", () => {
  const page = `<!DOCTYPE html><p>${"Serviced apartments ".repeat(200)}</p>`;
  let upstream: Server;
  let proxy: CompressingProxy;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      if (req.url === "/icon.png") {
        res.writeHead(200, { "content-type": "image/png" });
        res.end(Buffer.from([1, 2, 3]));
        return;
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-host": req.headers.host ?? "" });
      res.end(page);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    proxy = await startCompressingProxy(0, (upstream.address() as AddressInfo).port);
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  function get(path: string, headers: Record<string, string>) {
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request({ host: "127.0.0.1", port: proxy.port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
  }

  it("sends HTML brotli-compressed to a browser that accepts it, and keeps the Host header", async () => {
    const res = await get("/en", { host: "alpenstay.localhost:8846", "accept-encoding": "gzip, deflate, br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["x-host"]).toBe("alpenstay.localhost:8846");
    expect(res.body.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(res.body).toString("utf8")).toBe(page);
  });

  it("falls back to gzip, and sends images as they are", async () => {
    const html = await get("/en", { "accept-encoding": "gzip" });
    expect(html.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(html.body).toString("utf8")).toBe(page);
    const image = await get("/icon.png", { "accept-encoding": "gzip, br" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect([...image.body]).toEqual([1, 2, 3]);
  });
});

describe("the compressing proxy over HTTP/2 and TLS, as the CDN speaks to browsers", () => {
  const certificate = localCertificate();
  const page = `<!DOCTYPE html><p>${"Long stays in Vienna ".repeat(200)}</p>`;
  let upstream: Server;
  let proxy: CompressingProxy;

  beforeAll(async () => {
    // Node answers HTTP/1.1 with connection and transfer-encoding headers, which HTTP/2 forbids.
    upstream = createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-host": req.headers.host ?? "" });
      res.end(page);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    proxy = await startCompressingProxy(0, (upstream.address() as AddressInfo).port, certificate);
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  // Without openssl the bench measures over HTTP/1.1 and says so; there is no certificate to test.
  it.skipIf(certificate === null)(
    "answers an HTTP/2 request brotli-compressed, with its authority as the Host",
    async () => {
      expect(proxy.protocol).toBe("https");
      const session = connect(`https://127.0.0.1:${proxy.port}`, { rejectUnauthorized: false });
      try {
        const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
          (resolve, reject) => {
            const stream = session.request({
              ":path": "/en",
              ":authority": "alpenstay.localhost:8846",
              "accept-encoding": "gzip, br",
            });
            let head: Record<string, unknown> = {};
            const chunks: Buffer[] = [];
            stream.on("response", (h) => {
              head = h;
            });
            stream.on("data", (chunk: Buffer) => chunks.push(chunk));
            stream.on("end", () => resolve({ headers: head, body: Buffer.concat(chunks) }));
            stream.on("error", reject);
            stream.end();
          },
        );
        expect(headers[":status"]).toBe(200);
        expect(headers["content-encoding"]).toBe("br");
        expect(headers["x-host"]).toBe("alpenstay.localhost:8846");
        expect(brotliDecompressSync(body).toString("utf8")).toBe(page);
      } finally {
        session.close();
      }
    },
  );
});
