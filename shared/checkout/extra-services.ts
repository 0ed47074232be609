import * as z from "zod/mini";
import type { ExtraService, ExtraServicePricing as OtaExtraServicePricing } from "../ota/apartment";

/**
 * Prices of bookable extra services (spec: "Bookable service pricing: perNight, once, perPerson,
 * perPersonPerNight") with quantities, and the extra-services form. Integer minor units throughout.
 * The schema is zod/mini: the browser validates with it too.
 */

/** The OTA contract's pricings (type-only import: no zod classic in the browser). */
export type ExtraServicePricing = OtaExtraServicePricing;
export const EXTRA_SERVICE_PRICINGS = [
  "perNight",
  "once",
  "perPerson",
  "perPersonPerNight",
] as const satisfies readonly ExtraServicePricing[];

export const MAX_EXTRA_SERVICE_QUANTITY = 10;

export type PriceExtraServiceInput = {
  pricing: ExtraServicePricing;
  /** Price of one unit in minor units. */
  unitAmount: number;
  quantity: number;
  nights: number;
  guests: number;
};

function assertCount(name: string, value: number, min: number) {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be an integer >= ${min}, got ${value}`);
}

/**
 * The price of `quantity` units of one service for a stay, in minor units:
 * once = unit × quantity; perNight × nights; perPerson × guests; perPersonPerNight × guests × nights.
 * Throws RangeError for amounts or counts that are not non-negative integers (nights and guests >= 1).
 */
export function priceExtraService(input: PriceExtraServiceInput): number {
  assertCount("unitAmount", input.unitAmount, 0);
  assertCount("quantity", input.quantity, 0);
  assertCount("nights", input.nights, 1);
  assertCount("guests", input.guests, 1);
  const { unitAmount, quantity, nights, guests } = input;
  let amount: number;
  switch (input.pricing) {
    case "once":
      amount = unitAmount * quantity;
      break;
    case "perNight":
      amount = unitAmount * quantity * nights;
      break;
    case "perPerson":
      amount = unitAmount * quantity * guests;
      break;
    case "perPersonPerNight":
      amount = unitAmount * quantity * guests * nights;
      break;
    default:
      throw new RangeError(`unknown pricing ${String(input.pricing)}`);
  }
  if (!Number.isSafeInteger(amount)) throw new RangeError("extra service amount overflows");
  return amount;
}

/** A service the apartment offers (the OTA's extraServices: id, price in minor units, pricing). */
export type BookableExtraService = Pick<ExtraService, "id" | "price" | "pricing">;

/** Quantity per service id; missing ids count as 0. */
export type ExtraServicesSelection = Readonly<Record<string, number | undefined>>;

export type ExtraServiceLine = {
  id: string;
  pricing: ExtraServicePricing;
  quantity: number;
  unitAmount: number;
  amount: number;
};

export type ExtraServicesTotal = { amount: number; currency: string; lines: ExtraServiceLine[] };

/**
 * The running total of the chosen services (checkout state: extraServicesTotal), with one line per
 * service chosen at least once, in the order the apartment lists them. Ids the apartment does not
 * offer are ignored: the form schema rejects them before this is called.
 */
export function extraServicesTotal(
  selection: ExtraServicesSelection,
  services: readonly BookableExtraService[],
  stay: { nights: number; guests: number; currency: string },
): ExtraServicesTotal {
  const lines: ExtraServiceLine[] = [];
  let amount = 0;
  for (const service of services) {
    const quantity = selection[service.id] ?? 0;
    if (quantity === 0) continue;
    const lineAmount = priceExtraService({
      pricing: service.pricing,
      unitAmount: service.price,
      quantity,
      nights: stay.nights,
      guests: stay.guests,
    });
    lines.push({ id: service.id, pricing: service.pricing, quantity, unitAmount: service.price, amount: lineAmount });
    amount += lineAmount;
  }
  if (!Number.isSafeInteger(amount)) throw new RangeError("extra services total overflows");
  return { amount, currency: stay.currency, lines };
}

const quantitySchema = z.pipe(
  z.transform((value: unknown) => (value === undefined || value === null || value === "" ? 0 : Number(value))),
  z
    .int("checkout.validation.quantityRange")
    .check(
      z.minimum(0, "checkout.validation.quantityRange"),
      z.maximum(MAX_EXTRA_SERVICE_QUANTITY, "checkout.validation.quantityRange"),
    ),
);

/**
 * The extra-services form: `quantities.<serviceId>` = 0..10 for the services the apartment offers.
 * Missing or empty quantities are 0; an id that is not offered is an error on that field (a tampered
 * form). Output: `{ quantities: { [serviceId]: number } }` with every offered id present.
 */
export function extraServicesFormSchema(options: { serviceIds: readonly string[] }) {
  const offered = new Set(options.serviceIds);
  const quantities = z.pipe(
    z.transform((value: unknown) => (value && typeof value === "object" ? value : {})),
    z.record(z.string(), quantitySchema),
  );
  return z.pipe(
    z.object({ quantities: z.optional(quantities) }).check(
      z.superRefine((value, ctx) => {
        for (const id of Object.keys(value.quantities ?? {})) {
          if (!offered.has(id)) {
            ctx.issues.push({
              code: "custom",
              message: "checkout.validation.unknownService",
              path: ["quantities", id],
              input: id,
            });
          }
        }
      }),
    ),
    z.transform((value) => {
      const result: Record<string, number> = {};
      for (const id of offered) result[id] = value.quantities?.[id] ?? 0;
      return { quantities: result };
    }),
  );
}

export type ExtraServicesFormValues = { quantities: Record<string, number> };
