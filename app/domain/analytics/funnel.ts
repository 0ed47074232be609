/**
 * The booking funnel the operator's dashboard shows, from the app's own counts per brand and day
 * (docs/decisions/0132): searches, apartment views, checkouts started, bookings.
 */

export const FUNNEL_STEPS = ["searches", "views", "checkouts", "bookings"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export type FunnelCounts = Record<FunnelStep, number>;

export const NO_COUNTS: FunnelCounts = { searches: 0, views: 0, checkouts: 0, bookings: 0 };

/** A step with its count and the share of the step before that reached it (null for the first, or after none). */
export type FunnelRow = { step: FunnelStep; count: number; conversion: number | null };

export function funnelRows(counts: FunnelCounts): FunnelRow[] {
  return FUNNEL_STEPS.map((step, position) => {
    const before = position === 0 ? null : counts[FUNNEL_STEPS[position - 1] as FunnelStep];
    return { step, count: counts[step], conversion: before ? counts[step] / before : null };
  });
}

/** The periods the dashboard offers, in days; the default is the first. */
export const FUNNEL_PERIODS = [30, 7, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];

export function funnelPeriodOf(value: string | null): FunnelPeriod {
  const days = Number(value);
  return (FUNNEL_PERIODS as readonly number[]).includes(days) ? (days as FunnelPeriod) : FUNNEL_PERIODS[0];
}

/** The first and last day (ISO, UTC) of the `days` days ending today. */
export function funnelRange(today: string, days: number): { from: string; to: string } {
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}

// Crawlers, link previews, monitors and headless browsers name themselves; none of them is a guest.
const AUTOMATED_AGENT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|curl|wget|python|java\/|go-http|node-fetch|undici|axios|monitor|pingdom|uptime/i;

/**
 * Whether a request is a guest's own visit worth counting: a browser that names itself and is no
 * crawler, and no prefetch (a link prefetched on hover or by the browser is not a visit).
 */
export function isCountedVisit(headers: { get(name: string): string | null }): boolean {
  const agent = headers.get("User-Agent") ?? "";
  if (!agent || AUTOMATED_AGENT.test(agent)) return false;
  const purpose = `${headers.get("Sec-Purpose") ?? ""} ${headers.get("Purpose") ?? ""} ${headers.get("X-Moz") ?? ""}`;
  return !/prefetch|prerender/i.test(purpose);
}
