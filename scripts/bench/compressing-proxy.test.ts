import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CompressingProxy, encodingFor, startCompressingProxy } from "./compressing-proxy";

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
