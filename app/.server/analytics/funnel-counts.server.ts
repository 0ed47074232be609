import type { RouterContextProvider } from "react-router";
import { FUNNEL_STEPS, type FunnelCounts, type FunnelStep, isCountedVisit } from "../../domain/analytics/funnel";
import { cloudflareContext, tenantContext } from "../context.server";
import { logger } from "../logger.server";
import type { SqlDatabase } from "../places/sql-database.server";

/** Adds one to a brand's step on a day (the column comes from the fixed list of steps, never from input). */
export async function incrementFunnelStep(db: SqlDatabase, ibeUid: string, step: FunnelStep, day: string) {
  if (!FUNNEL_STEPS.includes(step)) throw new Error(`unknown funnel step ${step}`);
  await db
    .prepare(
      `INSERT INTO funnel_counts (ibe_uid, day, ${step}) VALUES (?, ?, 1)
       ON CONFLICT (ibe_uid, day) DO UPDATE SET ${step} = ${step} + 1`,
    )
    .bind(ibeUid, day)
    .run();
}

/**
 * Counts a guest's step for the request's brand after the response went out (waitUntil), so the
 * page waits on no write; crawlers and prefetches are not counted, and a failed write is only logged.
 */
export function countFunnelStep(context: Readonly<RouterContextProvider>, request: Request, step: FunnelStep): void {
  if (!isCountedVisit(request.headers)) return;
  const { tenant } = context.get(tenantContext);
  const { env, ctx } = context.get(cloudflareContext);
  const day = new Date().toISOString().slice(0, 10);
  ctx.waitUntil(
    incrementFunnelStep(env.DB, tenant.ibeUid, step, day).catch((error: unknown) => {
      logger.warn("funnel: count failed", { step, error: String(error) });
    }),
  );
}

type CountRow = FunnelCounts & { ibe_uid: string };

/** Each brand's counts over the days from..to (ISO, inclusive); only `ibeUid`'s when given. */
export async function funnelCountsByBrand(
  db: SqlDatabase,
  range: { from: string; to: string },
  ibeUid: string | null,
): Promise<Record<string, FunnelCounts>> {
  const sums = FUNNEL_STEPS.map((step) => `SUM(${step}) AS ${step}`).join(", ");
  const own = ibeUid === null ? "" : " AND ibe_uid = ?";
  const { results } = await db
    .prepare(`SELECT ibe_uid, ${sums} FROM funnel_counts WHERE day BETWEEN ? AND ?${own} GROUP BY ibe_uid`)
    .bind(range.from, range.to, ...(ibeUid === null ? [] : [ibeUid]))
    .all<CountRow>();
  return Object.fromEntries(
    results.map(({ ibe_uid, ...counts }) => [
      ibe_uid,
      Object.fromEntries(FUNNEL_STEPS.map((step) => [step, Number(counts[step] ?? 0)])) as FunnelCounts,
    ]),
  );
}
