import type { RateCard } from "../pricing";

/** The pricing tables' rate card: 100.00 a night, Fri/Sat +20 %, July +50 %, 2,100.00 a month (70.00 a night beyond). */
export const testRateCard: RateCard = {
  currency: "EUR",
  baseNightly: 10_000,
  weekendFactorBp: 12_000,
  seasonMonths: 1 << 6, // July
  seasonFactorBp: 15_000,
  monthlyRate: 210_000,
  cleaningFee: 5_000,
  extraGuestFee: 0,
  includedGuests: 2,
  cityTax: { kind: "percent", basisPoints: 500 },
};
