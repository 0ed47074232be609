/**
 * What an admin's cancellation charges. The policy's fee at this moment (the one the guest's own
 * cancellation would cost: the inventory's cancellationTerms) unless the admin waives it, which
 * needs a reason; the history keeps both the fee charged and the fee waived.
 */
export type AdminCancelChoice = { fee: "policy" } | { fee: "waived"; reason: string };

export type CancellationCharge = {
  /** Charged, minor units. */
  fee: number;
  /** The policy's fee the admin waived; null when nothing was waived (no waiver, or nothing to waive). */
  waivedFee: number | null;
  reason: string | null;
};

export function cancellationCharge(policyFeeNow: number, choice: AdminCancelChoice): CancellationCharge {
  if (!Number.isSafeInteger(policyFeeNow) || policyFeeNow < 0) throw new RangeError("a fee is a whole amount >= 0");
  if (choice.fee === "policy") return { fee: policyFeeNow, waivedFee: null, reason: null };
  const reason = choice.reason.trim();
  if (!reason) throw new RangeError("a waived fee needs a reason");
  return { fee: 0, waivedFee: policyFeeNow > 0 ? policyFeeNow : null, reason };
}
