import type { VoucherTerms } from "../../../shared/ota/vouchers";
import { insertVoucher } from "../repositories/vouchers";
import { addDays } from "../rules/calendar";

const DEMO_BRANDS = ["quartier", "alpenstay", "harbourlofts", "citynest"];

/**
 * One demo voucher per demo brand (README, "Vouchers"): WELCOME10 takes 10% off the accommodation of
 * any apartment for stays of two nights or more, and OLDPROMO, whose booking period ended the day
 * before the seed's month, shows the expired message. Inserted once per brand and code; an operator's
 * changes to them stay.
 */
export async function seedDemoVouchers(db: D1Database, anchor: string, now: string): Promise<void> {
  const open = {
    bookingPeriod: { from: null, until: null },
    stayPeriod: { from: null, until: null },
    apartmentTypeIds: [],
    propertyIds: [],
    totalLimit: null,
    perEmailLimit: null,
    combinableWithCompanyRates: false,
  };
  const demo: VoucherTerms[] = [
    { ...open, code: "WELCOME10", discount: { kind: "percent", percent: 10 }, minNights: 2 },
    {
      ...open,
      code: "OLDPROMO",
      discount: { kind: "percent", percent: 20 },
      minNights: 1,
      bookingPeriod: { from: addDays(anchor, -365), until: addDays(anchor, -1) },
    },
  ];
  for (const ibeUid of DEMO_BRANDS) for (const terms of demo) await insertVoucher(db, ibeUid, terms, "Demo seed", now);
}
