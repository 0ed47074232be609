import type { AdminVoucher, VoucherChange, VoucherTerms, VoucherUses } from "../../../shared/ota/vouchers";
import { newId } from "../http/ids";
import { fieldChanges } from "../rules/field-changes";

/** A voucher as stored (migration 0027). */
type VoucherRow = {
  id: string;
  ibe_uid: string;
  code: string;
  discount_kind: "percent" | "amount";
  discount_value: number;
  currency: string | null;
  book_from: string | null;
  book_until: string | null;
  stay_from: string | null;
  stay_until: string | null;
  min_nights: number;
  apartment_type_ids: string;
  property_ids: string;
  total_limit: number | null;
  per_email_limit: number | null;
  combinable_with_company_rates: number;
  active: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  uses?: number;
};

/** A stored voucher: its terms and what the admin pages show beside them. */
export type StoredVoucher = AdminVoucher;

function termsOf(row: VoucherRow): VoucherTerms {
  return {
    code: row.code,
    discount:
      row.discount_kind === "percent"
        ? { kind: "percent", percent: row.discount_value }
        : { kind: "amount", amount: row.discount_value, currency: row.currency ?? "EUR" },
    bookingPeriod: { from: row.book_from, until: row.book_until },
    stayPeriod: { from: row.stay_from, until: row.stay_until },
    minNights: row.min_nights,
    apartmentTypeIds: JSON.parse(row.apartment_type_ids) as string[],
    propertyIds: JSON.parse(row.property_ids) as string[],
    totalLimit: row.total_limit,
    perEmailLimit: row.per_email_limit,
    combinableWithCompanyRates: row.combinable_with_company_rates === 1,
  };
}

function voucherOf(row: VoucherRow): StoredVoucher {
  return {
    ...termsOf(row),
    id: row.id,
    active: row.active === 1,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    uses: row.uses ?? 0,
  };
}

/** Uses that count: bookings made with the code and not cancelled. */
const COUNTED_USES = `FROM voucher_uses u JOIN bookings b ON b.id = u.booking_id AND b.status <> 'cancelled'`;

const SELECT_WITH_USES = `SELECT v.*, (SELECT count(*) ${COUNTED_USES} WHERE u.voucher_id = v.id) AS uses FROM vouchers v`;

export async function listVouchers(db: D1Database, ibeUid: string): Promise<StoredVoucher[]> {
  const { results } = await db
    .prepare(`${SELECT_WITH_USES} WHERE v.ibe_uid = ?1 ORDER BY v.active DESC, v.created_at DESC, v.id`)
    .bind(ibeUid)
    .all<VoucherRow>();
  return results.map(voucherOf);
}

export async function findVoucherById(db: D1Database, ibeUid: string, id: string): Promise<StoredVoucher | null> {
  const row = await db
    .prepare(`${SELECT_WITH_USES} WHERE v.ibe_uid = ?1 AND v.id = ?2`)
    .bind(ibeUid, id)
    .first<VoucherRow>();
  return row ? voucherOf(row) : null;
}

/** An active code of the tenant as typed (any case), with its uses in all and by `email`; archived reads as none. */
export async function findActiveVoucher(
  db: D1Database,
  ibeUid: string,
  code: string,
  email: string | null,
): Promise<{ voucher: StoredVoucher; uses: VoucherUses } | null> {
  const row = await db
    .prepare(
      `SELECT v.*, (SELECT count(*) ${COUNTED_USES} WHERE u.voucher_id = v.id) AS uses,
         (SELECT count(*) ${COUNTED_USES} WHERE u.voucher_id = v.id AND u.email = ?3) AS email_uses
       FROM vouchers v WHERE v.ibe_uid = ?1 AND v.code = ?2 AND v.active = 1`,
    )
    .bind(ibeUid, code.trim().toUpperCase(), (email ?? "").toLowerCase())
    .first<VoucherRow & { email_uses: number }>();
  if (!row) return null;
  return { voucher: voucherOf(row), uses: { total: row.uses ?? 0, forEmail: email ? row.email_uses : 0 } };
}

function termValues(terms: VoucherTerms): unknown[] {
  const { discount } = terms;
  return [
    terms.code,
    discount.kind,
    discount.kind === "percent" ? discount.percent : discount.amount,
    discount.kind === "amount" ? discount.currency : null,
    terms.bookingPeriod.from,
    terms.bookingPeriod.until,
    terms.stayPeriod.from,
    terms.stayPeriod.until,
    terms.minNights,
    JSON.stringify(terms.apartmentTypeIds),
    JSON.stringify(terms.propertyIds),
    terms.totalLimit,
    terms.perEmailLimit,
    terms.combinableWithCompanyRates ? 1 : 0,
  ];
}

const TERM_COLUMNS = [
  "code",
  "discount_kind",
  "discount_value",
  "currency",
  "book_from",
  "book_until",
  "stay_from",
  "stay_until",
  "min_nights",
  "apartment_type_ids",
  "property_ids",
  "total_limit",
  "per_email_limit",
  "combinable_with_company_rates",
];

/** The fields a history entry compares. */
const HISTORY_FIELDS = [
  "code",
  "discount",
  "bookingPeriod",
  "stayPeriod",
  "minNights",
  "apartmentTypeIds",
  "propertyIds",
  "totalLimit",
  "perEmailLimit",
  "combinableWithCompanyRates",
  "active",
] as const satisfies readonly (keyof StoredVoucher)[];

function recordChange(
  db: D1Database,
  voucherId: string,
  change: Omit<VoucherChange, "changes"> & { changes: VoucherChange["changes"] },
) {
  return db
    .prepare(
      `INSERT INTO voucher_changes (id, voucher_id, action, actor, at, changes)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM vouchers WHERE id = ?2)`,
    )
    .bind(newId("vch"), voucherId, change.action, change.actor, change.at, JSON.stringify(change.changes));
}

/** A new active code and its "created" history entry in one batch; null when the tenant has the code already. */
export async function insertVoucher(
  db: D1Database,
  ibeUid: string,
  terms: VoucherTerms,
  actor: string,
  at: string,
): Promise<string | null> {
  const id = newId("vou");
  const columns = ["id", "ibe_uid", ...TERM_COLUMNS, "active", "created_by", "created_at", "updated_at"];
  const values = [id, ibeUid, ...termValues(terms), 1, actor, at, at];
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO vouchers (${columns.join(", ")}) VALUES (${values.map((_, i) => `?${i + 1}`).join(", ")})
         ON CONFLICT (ibe_uid, code) DO NOTHING`,
      )
      .bind(...values),
    recordChange(db, id, {
      action: "created",
      actor,
      at,
      changes: fieldChanges(null, { ...terms, active: true }, HISTORY_FIELDS),
    }),
  ]);
  return (results[0]?.meta.changes ?? 0) > 0 ? id : null;
}

/**
 * A code's new terms (or its archiving) and the history entry naming what changed, in one batch.
 * False when the new code is another of the tenant's.
 */
export async function updateVoucher(
  db: D1Database,
  before: StoredVoucher,
  ibeUid: string,
  edit: { terms: VoucherTerms; active: boolean },
  actor: string,
  at: string,
): Promise<boolean> {
  const changes = fieldChanges(before, { ...before, ...edit.terms, active: edit.active }, HISTORY_FIELDS);
  if (changes.length === 0) return true;
  const sets = TERM_COLUMNS.map((column, i) => `${column} = ?${i + 3}`).join(", ");
  const n = TERM_COLUMNS.length + 3;
  try {
    await db.batch([
      db
        .prepare(`UPDATE vouchers SET ${sets}, active = ?${n}, updated_at = ?${n + 1} WHERE id = ?1 AND ibe_uid = ?2`)
        .bind(before.id, ibeUid, ...termValues(edit.terms), edit.active ? 1 : 0, at),
      recordChange(db, before.id, {
        action: before.active && !edit.active ? "archived" : "updated",
        actor,
        at,
        changes,
      }),
    ]);
  } catch (error) {
    if (String(error).includes("UNIQUE")) return false;
    throw error;
  }
  return true;
}

type UseRow = { booking_id: string; reference: string; email: string; at: string; status: string };

/** A code's uses (cancelled ones marked) and its history, newest first. */
export async function voucherUsesAndHistory(db: D1Database, voucherId: string) {
  const [uses, history] = await db.batch([
    db
      .prepare(
        `SELECT u.booking_id, b.reference, u.email, u.at, b.status FROM voucher_uses u
         JOIN bookings b ON b.id = u.booking_id WHERE u.voucher_id = ?1 ORDER BY u.at DESC LIMIT 500`,
      )
      .bind(voucherId),
    db
      .prepare("SELECT action, actor, at, changes FROM voucher_changes WHERE voucher_id = ?1 ORDER BY at DESC, id DESC")
      .bind(voucherId),
  ]);
  return {
    uses: ((uses?.results ?? []) as UseRow[]).map((row) => ({
      bookingId: row.booking_id,
      reference: row.reference,
      email: row.email,
      at: row.at,
      cancelled: row.status === "cancelled",
    })),
    history: ((history?.results ?? []) as (Omit<VoucherChange, "changes"> & { changes: string })[]).map((row) => ({
      ...row,
      changes: JSON.parse(row.changes) as VoucherChange["changes"],
    })),
  };
}
