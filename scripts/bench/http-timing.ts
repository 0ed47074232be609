import { Agent, type AgentOptions, get } from "node:http";

/** Median, 95th percentile and count of a list of durations. */
export function summarise(durations: number[]): { median: number; p95: number; count: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), count: sorted.length };
}

/**
 * An HTTP agent that sends every host to 127.0.0.1: browsers and curl resolve *.localhost to
 * loopback, Node's resolver does not.
 */
export function loopbackAgent(options: AgentOptions = {}): Agent {
  return new Agent({
    ...options,
    lookup: (_host, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all)
        (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
          { address: "127.0.0.1", family: 4 },
        ]);
      else (callback as (e: null, a: string, f: number) => void)(null, "127.0.0.1", 4);
    },
  });
}

// A new connection per request, the same for every page measured.
const loopback = loopbackAgent();

/** GETs a URL on this machine (any *.localhost host) and reads the whole body. */
export function getLocal(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: loopback, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** One GET until the whole body is read: its time, status and size in bytes. */
export async function timeRequest(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const { status, body } = await getLocal(url, headers);
  return { ms: performance.now() - started, status, bytes: Buffer.byteLength(body) };
}

/** Times sequential GETs of a URL (after warm-up) until the whole body is read. */
export async function timeRequests(url: string, runs: number, headers: Record<string, string> = {}): Promise<number[]> {
  for (let i = 0; i < 3; i++) await getLocal(url, headers);
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const { status } = await getLocal(url, headers);
    if (status >= 500) throw new Error(`${url} answered ${status}`);
    durations.push(performance.now() - started);
  }
  return durations;
}
