import { Agent, get } from "node:http";

/** Median and 95th percentile of a list of durations. */
export function summarise(durations: number[]): { median: number; p95: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

// Browsers and curl resolve *.localhost to loopback; Node's resolver does not, so do it here.
const loopback = new Agent({
  lookup: (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: "127.0.0.1", family: 4 },
      ]);
    else (callback as (e: null, a: string, f: number) => void)(null, "127.0.0.1", 4);
  },
});

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
