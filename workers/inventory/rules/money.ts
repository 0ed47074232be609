/** Integer division rounding half to even, for amounts in minor units. Both arguments must be integers. */
export function divRoundHalfEven(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError("denominator must be positive");
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const q = Math.floor(n / denominator);
  const r = n - q * denominator;
  const twice = 2 * r;
  let rounded = q;
  if (twice > denominator || (twice === denominator && q % 2 === 1)) rounded = q + 1;
  return sign * rounded;
}

/** Scales an amount by a factor in basis points (10000 = 1.0). */
export function applyBasisPoints(amount: number, basisPoints: number): number {
  return divRoundHalfEven(amount * basisPoints, 10_000);
}
