/**
 * Load figures: how many requests per second the search page sustains on this machine with zero
 * errors, with its p50 and p95 under that load; the same for the booking path (offer page, start
 * checkout, guest details, summary, confirmation, by form posts as a browser without JavaScript sends
 * them). Every search asks the inventory a new question (the position nudged, berlin-search.ts), so
 * none is answered from its kept results: the figure is what guests searching different places cost.
 * Runs against the server `npm run bench` started; a bounded time at a modest concurrency.
 */
import { request } from "node:http";
import dayjs from "dayjs";
import type { BenchResult } from "./bench-result.ts";
import { berlinSearchUrl } from "./berlin-search.ts";
import { loopbackAgent, summarise } from "./http-timing.ts";

const CONCURRENCY = Number(process.env.BENCH_LOAD_CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.BENCH_LOAD_SECONDS ?? 12) * 1000;

// With keep-alive, like a browser.
const agent = loopbackAgent({ keepAlive: true, maxSockets: 64 });

type Answer = { status: number; location: string; cookies: string[]; body: string };

function send(method: "GET" | "POST", url: string, fields?: Record<string, string>, cookie = ""): Promise<Answer> {
  const body = fields ? new URLSearchParams(fields).toString() : undefined;
  const { origin } = new URL(url);
  const headers: Record<string, string> = {
    ...(cookie ? { Cookie: cookie } : {}),
    ...(body !== undefined
      ? {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(Buffer.byteLength(body)),
          Origin: origin,
          "Sec-Fetch-Site": "same-origin",
        }
      : {}),
  };
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          location: String(response.headers.location ?? ""),
          cookies: (response.headers["set-cookie"] ?? []).map((c) => c.split(";")[0] ?? ""),
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Cookies kept across the steps of one guest's visit. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    add(answer: Answer) {
      for (const pair of answer.cookies) {
        const [name = ""] = pair.split("=");
        cookies.set(name, pair);
      }
    },
    header: () => [...cookies.values()].join("; "),
  };
}

/**
 * Runs `task` from `concurrency` loops for `durationMs`; a task that throws or answers an error
 * counts as an error, one that answers false is not counted. Answers the completed tasks per second
 * and their durations.
 */
async function underLoad(task: (i: number) => Promise<undefined | false>) {
  const durations: number[] = [];
  let errors = 0;
  let next = 0;
  const firstError: string[] = [];
  const endAt = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < endAt) {
        const i = next++;
        const t0 = performance.now();
        try {
          if ((await task(i)) !== false) durations.push(performance.now() - t0);
        } catch (error) {
          errors++;
          if (firstError.length === 0) firstError.push(String(error));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (firstError[0]) console.error(`first error: ${firstError[0]}`);
  const { median, p95 } = summarise(durations);
  return { perSecond: durations.length / seconds, p50: median, p95, errors };
}

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status === status) return answer;
  const said =
    /role="alert"[^>]*>(.*?)<\/div>/s
      .exec(answer.body)?.[1]
      ?.replace(/<[^>]+>/g, " ")
      .trim() ?? "";
  throw new Error(`${what} answered ${answer.status}, expected ${status} ${said.slice(0, 160)}`);
}

/** The rate plan the offer page's Book form sends (the only one, or the one chosen), if it has one. */
function ratePlanOf(offerPage: string): string | undefined {
  const inputs = [...offerPage.matchAll(/<input[^>]*name="ratePlanId"[^>]*>/g)].map((m) => m[0]);
  const chosen = inputs.find((tag) => tag.includes('type="hidden"') || tag.includes("checked"));
  return /value="([^"]+)"/.exec(chosen ?? "")?.[1];
}

/** Nights of one booking: a week, which every seeded apartment's minimum stay allows. */
const NIGHTS = 7;

/** Bookable apartments of the tenant around Berlin, with their offer page's rate plan. */
async function bookableApartments(origin: string, inDate: string, outDate: string): Promise<string[]> {
  const search = berlinSearchUrl(origin, { inDate, outDate, radius: 25, nudge: 0 });
  const ids = new Set<string>();
  for (const page of [1, 2, 3]) {
    const answer = await send("GET", `${search}&page=${page}`);
    for (const match of answer.body.matchAll(/href="\/en\/apartments\/([^?"]+)\?/g)) if (match[1]) ids.add(match[1]);
  }
  const bookable: string[] = [];
  for (const id of ids) {
    const offer = await send("GET", `${origin}/en/apartments/${id}?from=${inDate}&to=${outDate}&guests=2`);
    if (ratePlanOf(offer.body)) bookable.push(id);
  }
  return bookable;
}

/** The load figures at the inventory size `label`; searches use nudges from `firstNudge` on. */
export async function benchLoad(
  origin: string,
  { label, firstNudge }: { label: string; firstNudge: number },
): Promise<BenchResult[]> {
  const load = `${CONCURRENCY} concurrent, ${DURATION_MS / 1000} s`;
  const from = dayjs().add(40, "day");
  const stay = { inDate: from.format("YYYY-MM-DD"), outDate: from.add(5, "day").format("YYYY-MM-DD"), radius: 10 };
  expectStatus(await send("GET", berlinSearchUrl(origin, { ...stay, nudge: firstNudge })), 200, "search page");
  const search = await underLoad(async (i) => {
    const url = berlinSearchUrl(origin, { ...stay, nudge: firstNudge + 1 + i });
    expectStatus(await send("GET", url), 200, "search page");
  });

  // The booking path: each guest books another apartment or other nights, so none is sold out.
  const probe = dayjs().add(30, "day");
  const apartments = await bookableApartments(
    origin,
    probe.format("YYYY-MM-DD"),
    probe.add(NIGHTS, "day").format("YYYY-MM-DD"),
  );
  if (apartments.length === 0) throw new Error("no bookable apartment found for the booking load");
  // A different start each run, so repeated benches on the same state do not book the same nights.
  const firstNight = 45 + Math.floor(Math.random() * 60);
  const booking = await underLoad(async (i) => {
    const id = apartments[i % apartments.length] ?? "";
    const from = dayjs().add(firstNight + NIGHTS * Math.floor(i / apartments.length), "day");
    const stay = { from: from.format("YYYY-MM-DD"), to: from.add(NIGHTS, "day").format("YYYY-MM-DD") };
    const cookies = jar();
    const offerUrl = `/en/apartments/${id}?from=${stay.from}&to=${stay.to}&guests=2`;
    const offer = expectStatus(await send("GET", `${origin}${offerUrl}`), 200, "offer page");
    cookies.add(offer);
    const ratePlanId = ratePlanOf(offer.body);
    // Nights the seed does not sell (closed, or a longer minimum stay) are no error: this guest goes elsewhere.
    if (!ratePlanId) return false;
    const started = expectStatus(
      await send(
        "POST",
        `${origin}/en/checkout/start`,
        {
          apartmentTypeId: id,
          ratePlanId,
          from: stay.from,
          to: stay.to,
          guests: "2",
          offerUrl,
        },
        cookies.header(),
      ),
      303,
      "checkout start",
    );
    cookies.add(started);
    const sessionId = new URL(started.location, origin).searchParams.get("id") ?? "";
    const details = expectStatus(
      await send(
        "POST",
        `${origin}/en/checkout/booking?id=${sessionId}`,
        {
          firstName: "Load",
          lastName: "Bench",
          email: `load-${sessionId.slice(0, 12)}@example.com`,
          phone: "+49 30 1234567",
          country: "DE",
          guests: "2",
          paymentMethod: "bankTransfer",
          intent: "next",
        },
        cookies.header(),
      ),
      303,
      "guest details",
    );
    cookies.add(details);
    const summary = expectStatus(
      await send(
        "POST",
        `${origin}/en/checkout/summary?id=${sessionId}`,
        { intent: "next", terms: "on" },
        cookies.header(),
      ),
      303,
      "summary",
    );
    cookies.add(summary);
    expectStatus(
      await send("GET", new URL(summary.location, origin).toString(), undefined, cookies.header()),
      200,
      "confirmation",
    );
  });

  // Minimums and budgets from this shared 2-core machine at a load average of about 15 (measured: 1.4
  // searches/s at p50 6.1 s and p95 6.9 s; 1.1 bookings/s at p50 7.2 s and p95 8.7 s; docs/decisions/0029).
  // Zero errors is strict; at 8 concurrent, a rate at its minimum means a p50 near 8 s (a search) and 16 s
  // (a booking), so the latency budgets are the measured figures with room, tighter than the rates.
  // Tighten them on a quiet machine.
  return [
    { name: `search page under load, uncached, ${label}, ${load}`, value: search.perSecond, unit: "r/s", minimum: 1 },
    { name: "  search page under load (p50)", value: search.p50, unit: "ms", budget: 8000 },
    { name: "  search page under load (p95)", value: search.p95, unit: "ms", budget: 10000 },
    { name: "  search page under load (errors)", value: search.errors, unit: "", budget: 0 },
    { name: `booking path under load, ${load}`, value: booking.perSecond, unit: "b/s", minimum: 0.5 },
    { name: "  booking path under load, whole path (p50)", value: booking.p50, unit: "ms", budget: 10000 },
    { name: "  booking path under load, whole path (p95)", value: booking.p95, unit: "ms", budget: 12000 },
    { name: "  booking path under load (errors)", value: booking.errors, unit: "", budget: 0 },
  ];
}
