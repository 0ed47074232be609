import { offerStatusesFor, type RfpOfferStatus, type RfpStatus } from "../../../shared/ota/rfp";
import { decodeCursor } from "../http/ids";

export type RfpRow = {
  id: string;
  ibe_uid: string;
  budget_amount: number;
  budget_currency: string;
  from_date: string;
  to_date: string;
  guests: number;
  place: string;
  radius_km: number;
  notes: string | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  contact_company: string | null;
  user_id: string | null;
  language: "de" | "en";
  reference: string;
  budget_period: "stay" | "night" | "month";
  flexible_nights: number | null;
  apartments: number;
  requirements: string;
  closed_by: "requester" | "operator" | null;
  closed_at: string | null;
  created_at: string;
};

export type RfpOfferRow = {
  id: string;
  rfp_id: string;
  ibe_uid: string;
  apartment_type_id: string;
  status: RfpOfferStatus;
  price_amount: number;
  price_currency: string;
  note: string | null;
  booking_id: string | null;
  /** The offer's own stay; null for offers from before they had one (the enquiry's dates then). */
  from_date: string | null;
  to_date: string | null;
  valid_until: string | null;
  terms: string | null;
  rate_per: "night" | "month";
  /** The offer's cancellation terms (JSON CancellationPolicy; migration 0015). */
  cancellation_policy: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  /** The enquiry's dates, for offers without their own. */
  rfp_from: string;
  rfp_to: string;
  type_kind: string | null;
  type_tier: string | null;
  type_name: string | null;
  property_id: string | null;
  property_name: string | null;
  image_count: number | null;
};

const OFFER_COLUMNS = `o.*, t.kind AS type_kind, t.tier AS type_tier, t.name AS type_name, t.image_count AS image_count,
  p.id AS property_id, p.name AS property_name, r.from_date AS rfp_from, r.to_date AS rfp_to`;
const OFFER_JOINS = `JOIN rfps r ON r.id = o.rfp_id
       LEFT JOIN apartment_types t ON t.id = o.apartment_type_id
       LEFT JOIN properties p ON p.id = t.property_id`;

export async function findRfp(db: D1Database, ibeUid: string, rfpId: string): Promise<RfpRow | null> {
  return db.prepare("SELECT * FROM rfps WHERE id = ?1 AND ibe_uid = ?2").bind(rfpId, ibeUid).first<RfpRow>();
}

export async function findRfpOffers(db: D1Database, ibeUid: string, rfpIds: readonly string[]): Promise<RfpOfferRow[]> {
  if (rfpIds.length === 0) return [];
  const placeholders = rfpIds.map((_, i) => `?${i + 2}`).join(", ");
  const { results } = await db
    .prepare(
      `SELECT ${OFFER_COLUMNS}
       FROM rfp_offers o
       ${OFFER_JOINS}
       WHERE o.ibe_uid = ?1 AND o.rfp_id IN (${placeholders})
       ORDER BY o.created_at, o.id`,
    )
    .bind(ibeUid, ...rfpIds)
    .all<RfpOfferRow>();
  return results;
}

export async function findRfpOffer(db: D1Database, ibeUid: string, offerId: string): Promise<RfpOfferRow | null> {
  return db
    .prepare(
      `SELECT ${OFFER_COLUMNS}
       FROM rfp_offers o
       ${OFFER_JOINS}
       WHERE o.id = ?1 AND o.ibe_uid = ?2`,
    )
    .bind(offerId, ibeUid)
    .first<RfpOfferRow>();
}

export type RfpFilter = { email?: string; userId?: string; status?: RfpStatus; limit: number; cursor?: string };

/**
 * The lead's status in SQL, for the operators' filter; the same rule as `leadStatusOf` in
 * shared/ota/rfp.ts over offers whose expiry is already stored (`expireRfpOffers` runs first).
 */
function leadStatusSql(todayParam: string): string {
  const offers = "SELECT 1 FROM rfp_offers x WHERE x.rfp_id = rfps.id";
  return `CASE
    WHEN EXISTS (${offers} AND x.status = 'BOOKED') THEN 'BOOKED'
    WHEN closed_by IS NOT NULL OR from_date < ${todayParam} THEN 'LOST'
    WHEN EXISTS (${offers}) AND NOT EXISTS (${offers} AND x.status <> 'LOST') THEN 'LOST'
    WHEN EXISTS (${offers} AND x.status = 'BOOKABLE') THEN 'BOOKABLE'
    ELSE 'OPEN' END`;
}

export async function listRfps(db: D1Database, ibeUid: string, filter: RfpFilter, today = ""): Promise<RfpRow[]> {
  const where = ["ibe_uid = ?1"];
  const binds: unknown[] = [ibeUid];
  if (filter.email) {
    binds.push(filter.email.toLowerCase());
    where.push(`contact_email = ?${binds.length}`);
  }
  if (filter.userId) {
    binds.push(filter.userId);
    where.push(`user_id = ?${binds.length}`);
  }
  if (filter.status) {
    binds.push(today, filter.status);
    where.push(`(${leadStatusSql(`?${binds.length - 1}`)}) = ?${binds.length}`);
  }
  const cursor = filter.cursor ? decodeCursor(filter.cursor) : null;
  if (cursor) {
    binds.push(cursor.createdAt, cursor.id);
    where.push(`(created_at < ?${binds.length - 1} OR (created_at = ?${binds.length - 1} AND id < ?${binds.length}))`);
  }
  binds.push(filter.limit + 1);
  const { results } = await db
    .prepare(`SELECT * FROM rfps WHERE ${where.join(" AND ")} ORDER BY created_at DESC, id DESC LIMIT ?${binds.length}`)
    .bind(...binds)
    .all<RfpRow>();
  return results;
}

/** How many enquiries of a tenant (or of every tenant: null) have `status` on `today` (expiry stored first). */
export async function countRfpsWithStatus(
  db: D1Database,
  ibeUid: string | null,
  status: RfpStatus,
  today: string,
): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM rfps WHERE (?1 IS NULL OR ibe_uid = ?1) AND (${leadStatusSql("?2")}) = ?3`)
    .bind(ibeUid, today, status)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Stores the expiry of offers still OPEN or BOOKABLE whose validity date or stay start passed
 * (`offerExpired` in shared/ota/rfp.ts), for one tenant (at read time) or all (the cron trigger).
 * Returns how many offers it moved to LOST.
 */
export async function expireRfpOffers(db: D1Database, today: string, at: string, ibeUid?: string): Promise<number> {
  const from = offerStatusesFor("expire");
  const statuses = from.map((_, i) => `?${i + 4}`).join(", ");
  const result = await db
    .prepare(
      `UPDATE rfp_offers SET status = 'LOST', updated_at = ?2
       WHERE status IN (${statuses}) AND (?3 = '' OR ibe_uid = ?3)
         AND ((valid_until IS NOT NULL AND valid_until < ?1)
           OR COALESCE(from_date, (SELECT r.from_date FROM rfps r WHERE r.id = rfp_offers.rfp_id)) < ?1)`,
    )
    .bind(today, at, ibeUid ?? "", ...from)
    .run();
  return result.meta.changes;
}
