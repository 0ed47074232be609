import type { RfpOfferStatus } from "../../../app/domain/ota/rfp";
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
  created_at: string;
  updated_at: string;
  type_kind: string | null;
  type_tier: string | null;
  property_id: string | null;
  property_name: string | null;
  image_count: number | null;
};

const OFFER_COLUMNS = `o.*, t.kind AS type_kind, t.tier AS type_tier, t.image_count AS image_count,
  p.id AS property_id, p.name AS property_name`;

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
       LEFT JOIN apartment_types t ON t.id = o.apartment_type_id
       LEFT JOIN properties p ON p.id = t.property_id
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
       LEFT JOIN apartment_types t ON t.id = o.apartment_type_id
       LEFT JOIN properties p ON p.id = t.property_id
       WHERE o.id = ?1 AND o.ibe_uid = ?2`,
    )
    .bind(offerId, ibeUid)
    .first<RfpOfferRow>();
}

export type RfpFilter = { email?: string; userId?: string; limit: number; cursor?: string };

export async function listRfps(db: D1Database, ibeUid: string, filter: RfpFilter): Promise<RfpRow[]> {
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
