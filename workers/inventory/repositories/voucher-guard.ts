import type { VoucherVerdict } from "../../../shared/vouchers/voucher-verdict";

/**
 * A voucher's use, written in its booking's own batch, and the guard that keeps its limits under
 * concurrency (decision 0129, the same device as the units guard of decision 0114, units-guard.ts):
 * the use is inserted when the booking row is, then a statement fails the whole batch when the code's
 * uses (bookings not cancelled) now pass its total or per-e-mail limit, or it was archived meanwhile.
 * A batch runs as one transaction, one at a time, so of two bookings racing for the last use the
 * second sees the first's and rolls back: nothing of it is written.
 */
const MARK = "voucher_refused";

export type VoucherUse = { voucherId: string; code: string; discount: number; email: string };

/** The statements that record the use; put them after the booking's insert. */
export function voucherUseStatements(
  db: D1Database,
  bookingId: string,
  use: VoucherUse,
  at: string,
): D1PreparedStatement[] {
  const counted = (where: string) =>
    `(SELECT count(*) FROM voucher_uses u JOIN bookings b ON b.id = u.booking_id AND b.status <> 'cancelled'
      WHERE u.voucher_id = v.id ${where})`;
  return [
    db
      .prepare(
        `INSERT INTO voucher_uses (voucher_id, booking_id, email, at)
         SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM bookings WHERE id = ?2)`,
      )
      .bind(use.voucherId, bookingId, use.email, at),
    db
      .prepare("UPDATE bookings SET voucher_code = ?2, voucher_discount = ?3 WHERE id = ?1")
      .bind(bookingId, use.code, use.discount),
    db
      .prepare(
        `SELECT json_extract('{}', '${MARK} ' || CASE
             WHEN v.active = 0 THEN 'unknown'
             WHEN v.total_limit IS NOT NULL AND ${counted("")} > v.total_limit THEN 'usedUp'
             ELSE 'usedUpForEmail' END)
         FROM vouchers v WHERE v.id = ?1 AND EXISTS (SELECT 1 FROM voucher_uses WHERE booking_id = ?2)
           AND (v.active = 0
             OR (v.total_limit IS NOT NULL AND ${counted("")} > v.total_limit)
             OR (v.per_email_limit IS NOT NULL AND ${counted("AND u.email = ?3")} > v.per_email_limit))`,
      )
      .bind(use.voucherId, bookingId, use.email),
  ];
}

/** The verdict a batch was refused with by the guard, or null when it failed for another reason. */
export function verdictRefusedByGuard(error: unknown): VoucherVerdict | null {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  const verdict = new RegExp(`${MARK} (unknown|usedUpForEmail|usedUp)`).exec(message)?.[1];
  return (verdict as VoucherVerdict | undefined) ?? null;
}
