import { CATALOGUE_VERSION, type CatalogueEntry, liveEntries } from "../../../shared/catalogue";
import type { ExtraService, ExtraServicePricing } from "../../../shared/ota/apartment";
import type { BookingMode, CancellationPolicy } from "../../../shared/ota/listing";
import { APARTMENT_KINDS, TIERS } from "../catalogue/apartment-kinds";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";
import { addDays } from "../rules/calendar";
import type { CityTax } from "../rules/pricing";
import { createRng, type Rng } from "../rules/prng";
import { EUR_TO_LOCAL, SEED_CITIES, type SeedCity } from "./data/cities";
import { FAMILY_NAMES, NAME_TEMPLATES, NEUTRAL_WORDS, shortStreetName } from "./data/property-names";
import { SEED_TENANTS } from "./data/tenants";
import { type RestrictionRow, seedRestrictions } from "./seed-restrictions";

/** Bump when the generator's output changes for the same seed and scale. */
export const GENERATOR_VERSION = 2;
export const DEFAULT_SCALE = 2400;
export const DEFAULT_SEED = 20_260_426;
export const PLATFORM_BRAND = "Quartier";

export type CityRow = { id: string; name: string; country: string; lat: number; long: number; currency: string };

export type PropertyRow = {
  id: string;
  cityId: string;
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country: string;
  lat: number;
  long: number;
  currency: string;
  isPremiumPartner: boolean;
  ratePlans: StoredRatePlan[];
  cityTax: CityTax;
  services: string[];
  checkInFrom: string;
  checkOutUntil: string;
  tenants: string[];
};

export type ApartmentTypeRow = {
  id: string;
  propertyId: string;
  kind: string;
  tier: string;
  sizeMin: number;
  sizeMax: number;
  maxOccupancy: number;
  bedrooms: number;
  bathrooms: number;
  units: number;
  baseNightly: number;
  weekendFactorBp: number;
  seasonMonths: number;
  seasonFactorBp: number;
  monthlyRate: number;
  cleaningFee: number;
  minStay: number;
  maxStay: number;
  bookingMode: BookingMode;
  channelLinks: Record<string, { externalId: string }>;
  services: string[];
  extraServices: ExtraService[];
  imageCount: number;
  matterportId: string | null;
};

export type ClosureRow = { apartmentTypeId: string; start: string; end: string };

export type GeneratedInventory = {
  version: string;
  tenants: { ibeUid: string; name: string }[];
  cities: CityRow[];
  properties: PropertyRow[];
  apartmentTypes: ApartmentTypeRow[];
  closures: ClosureRow[];
  /** Day restrictions (closed to arrival or departure, minimum stay from a day); see seed-restrictions.ts. */
  restrictions: RestrictionRow[];
};

export type GenerateOptions = {
  /** Number of apartment types. */
  scale?: number;
  seed?: number;
  /** First day of the availability window (closures are placed in the following year). */
  anchor: string;
};

/** The version string stored with a seed: generator, catalogue, seed and scale. */
export function seedVersion(scale: number, seed: number): string {
  return `g${GENERATOR_VERSION}-c${CATALOGUE_VERSION}-s${seed}-n${scale}`;
}

const COUNTRY_LANGUAGES: Record<string, string[]> = {
  DE: ["language-de"],
  AT: ["language-de"],
  CH: ["language-de", "language-fr"],
  FR: ["language-fr"],
  BE: ["language-fr", "language-nl"],
  LU: ["language-fr", "language-de"],
  GB: [],
  IE: [],
  NL: ["language-nl"],
  ES: ["language-es"],
  IT: ["language-it"],
  PT: ["language-pt"],
  PL: ["language-pl"],
  CZ: ["language-cs"],
  HU: ["language-hu"],
  HR: ["language-hr"],
  GR: ["language-el"],
  DK: ["language-da"],
  SE: ["language-sv"],
};

/** How likely each demo tenant carries a property, by country. "quartier" carries all of them. */
function tenantAffinity(ibeUid: string, country: string): number {
  switch (ibeUid) {
    case "alpenstay":
      return ["DE", "AT", "CH"].includes(country) ? 0.7 : 0.12;
    case "harbourlofts":
      return ["GB", "IE", "NL", "DK", "SE", "NO", "PT"].includes(country) ? 0.7 : 0.18;
    case "citynest":
      return 0.45;
    default:
      return 0;
  }
}

type CatalogueByType = Record<CatalogueEntry["type"], CatalogueEntry[]>;

function catalogueByType(): CatalogueByType {
  const groups: CatalogueByType = {
    service: [],
    businessService: [],
    paymentMethods: [],
    corona: [],
    facility: [],
    amenity: [],
    languages: [],
    general: [],
  };
  for (const entry of liveEntries()) groups[entry.type].push(entry);
  return groups;
}

/** Includes each entry with a probability that grows with its score. */
function pickByScore(rng: Rng, entries: readonly CatalogueEntry[], base: number, max: number): string[] {
  const factor = [0.35, 1, 1.8] as const;
  const picked: string[] = [];
  for (const entry of entries) {
    if (picked.length >= max) break;
    if (rng.chance(Math.min(0.95, base * factor[entry.score]))) picked.push(entry.id);
  }
  return picked;
}

function expandPattern(rng: Rng, pattern: string): string {
  let out = "";
  for (const ch of pattern) {
    if (ch === "#") out += String(rng.int(0, 9));
    else if (ch === "?") out += "ABDEFGHJLNPQRSTUWXY".charAt(rng.int(0, 18));
    else out += ch;
  }
  return out;
}

/** Rounds a price in minor units to three significant digits, at least whole units. */
export function nicePrice(minor: number): number {
  if (minor <= 0) return 0;
  const step = Math.max(100, 10 ** (Math.floor(Math.log10(minor)) - 2));
  return Math.max(step, Math.round(minor / step) * step);
}

function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const counts = raw.map(Math.floor);
  let rest = total - counts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (rest-- <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

function propertyName(rng: Rng, city: SeedCity, street: string): string {
  const template = rng.pick(NAME_TEMPLATES[city.nameStyle]);
  return template
    .replace("{street}", shortStreetName(street))
    .replace("{city}", city.name)
    .replace("{family}", rng.pick(FAMILY_NAMES[city.nameStyle]))
    .replace("{word}", rng.pick(NEUTRAL_WORDS));
}

/** The flexible plans' notice period for long stays. */
const LONG_STAY_NOTICE_DAYS = 30;

function ratePlans(rng: Rng, propertyId: string): StoredRatePlan[] {
  const freeDays = rng.weighted<number>([
    [1, 2],
    [3, 3],
    [7, 3],
    [14, 2],
    [30, 1],
  ]);
  const fee: CancellationPolicy["fee"] = rng.chance(0.45)
    ? { kind: "firstNight" }
    : { kind: "percentOfStay", percent: rng.pick([30, 50, 80, 100]) };
  const plans: StoredRatePlan[] = [
    {
      id: `${propertyId}-flex`,
      code: "FLEX",
      name: { en: "Flexible rate", de: "Flexibler Tarif" },
      factorBp: 10_000,
      // Long stays give a month's notice instead (docs/decisions/0033-long-stays.md).
      cancellationPolicy: {
        freeUntilDaysBeforeArrival: freeDays,
        fee,
        longStay: { noticeDays: LONG_STAY_NOTICE_DAYS },
      },
    },
  ];
  if (rng.chance(0.7)) {
    plans.push({
      id: `${propertyId}-saver`,
      code: "SAVER",
      name: { en: "Saver rate, non-refundable", de: "Spartarif, nicht erstattbar" },
      factorBp: rng.pick([8_500, 8_800, 9_000]),
      cancellationPolicy: { freeUntilDaysBeforeArrival: null, fee: { kind: "percentOfStay", percent: 100 } },
    });
  }
  return plans;
}

function extraServices(
  rng: Rng,
  catalogue: CatalogueByType,
  currencyFactor: number,
  exclude: Set<string>,
): ExtraService[] {
  const candidates = [...catalogue.service, ...catalogue.businessService].filter((e) => !exclude.has(e.id));
  const chosen = rng.sample(
    candidates,
    rng.weighted<number>([
      [0, 2],
      [1, 3],
      [2, 3],
      [3, 2],
      [4, 1],
    ]),
  );
  const ranges: Record<ExtraServicePricing, [number, number]> = {
    once: [1_500, 9_000],
    perNight: [800, 3_500],
    perPerson: [1_000, 3_000],
    perPersonPerNight: [500, 1_500],
  };
  return chosen.map((entry) => {
    const pricing = rng.pick(["once", "perNight", "perPerson", "perPersonPerNight"] as const);
    const [min, max] = ranges[pricing];
    return { id: entry.id, pricing, price: nicePrice(rng.int(min, max) * currencyFactor) };
  });
}

/**
 * Generates the whole inventory from a seed: the same seed, scale and anchor give the same data.
 * Pure: no I/O, no clock.
 */
export function generateInventory(options: GenerateOptions): GeneratedInventory {
  const scale = Math.max(1, Math.floor(options.scale ?? DEFAULT_SCALE));
  const seed = options.seed ?? DEFAULT_SEED;
  const rng = createRng(seed);
  const catalogue = catalogueByType();
  const counts = allocate(
    scale,
    SEED_CITIES.map((c) => c.weight),
  );
  const cities: CityRow[] = [];
  const properties: PropertyRow[] = [];
  const apartmentTypes: ApartmentTypeRow[] = [];
  const closures: ClosureRow[] = [];
  let visionSeq = 100_000;

  SEED_CITIES.forEach((city, cityIndex) => {
    cities.push({
      id: city.id,
      name: city.name,
      country: city.country,
      lat: city.lat,
      long: city.long,
      currency: city.currency,
    });
    let remaining = counts[cityIndex] ?? 0;
    const factor = EUR_TO_LOCAL[city.currency] ?? 1;
    const seasonMonths = city.highSeason.reduce((mask, m) => mask | (1 << (m - 1)), 0);
    let propertyIndex = 0;
    while (remaining > 0) {
      propertyIndex++;
      const propertyId = `p-${city.id}-${String(propertyIndex).padStart(4, "0")}`;
      const typeCount = Math.min(
        remaining,
        rng.weighted<number>([
          [1, 22],
          [2, 30],
          [3, 25],
          [4, 14],
          [5, 9],
        ]),
      );
      remaining -= typeCount;

      // Position: denser towards the centre.
      const angle = rng.next() * 2 * Math.PI;
      const distanceKm = city.spreadKm * rng.next() ** 0.9;
      const lat = city.lat + (distanceKm * Math.cos(angle)) / 111.32;
      const long = city.long + (distanceKm * Math.sin(angle)) / (111.32 * Math.cos((city.lat * Math.PI) / 180));
      const street = rng.pick(city.streets);
      const houseNumber = `${rng.int(1, 160)}${city.nameStyle === "de" && rng.chance(0.12) ? rng.pick(["a", "b", "c"]) : ""}`;
      const postcode = expandPattern(rng, rng.pick(city.postcodes));

      // The platform's own brand: the first two properties of the first cities are always branded,
      // the second of them without a VISION link (the spec logs that case and treats it as vision).
      const forcedBrand = cityIndex < 6 && propertyIndex <= 2;
      const isBrand = forcedBrand || rng.chance(0.05);
      const brandWithoutVision = isBrand && (forcedBrand ? propertyIndex === 2 : rng.chance(0.2));
      const name = isBrand
        ? `${PLATFORM_BRAND} ${rng.chance(0.5) ? shortStreetName(street) : `${city.name} ${rng.pick(NEUTRAL_WORDS)}`}`
        : propertyName(rng, city, street);
      const isPremiumPartner = rng.chance(isBrand ? 0.5 : 0.14);

      const tenants = ["quartier"];
      for (const t of SEED_TENANTS) {
        if (t.ibeUid !== "quartier" && rng.chance(tenantAffinity(t.ibeUid, city.country))) tenants.push(t.ibeUid);
      }
      if (tenants.length === 1) tenants.push(rng.pick(["alpenstay", "harbourlofts", "citynest"]));

      const languages = (COUNTRY_LANGUAGES[city.country] ?? []).filter((id) =>
        catalogue.languages.some((e) => e.id === id),
      );
      const propertyServices = [
        ...pickByScore(rng, catalogue.paymentMethods, 0.18, 8),
        "language-en",
        ...languages.slice(0, city.nameStyle === "fr" ? 1 : languages.length),
        ...pickByScore(rng, catalogue.languages, 0.04, 3),
        ...pickByScore(rng, catalogue.general, 0.2, 5),
        ...pickByScore(rng, catalogue.facility, 0.16, 9),
        ...pickByScore(rng, catalogue.service, 0.1, 6),
        ...(rng.chance(0.35) ? pickByScore(rng, catalogue.businessService, 0.2, 5) : []),
        ...(rng.chance(0.25) ? pickByScore(rng, catalogue.corona, 0.25, 6) : []),
      ];
      const serviceSet = new Set(propertyServices);
      for (const must of ["visa", "mastercard"])
        if (catalogue.paymentMethods.some((e) => e.id === must)) serviceSet.add(must);

      const plans = ratePlans(rng, propertyId);
      properties.push({
        id: propertyId,
        cityId: city.id,
        name,
        street,
        houseNumber,
        postcode,
        city: city.name,
        country: city.country,
        lat: Math.round(lat * 1e6) / 1e6,
        long: Math.round(long * 1e6) / 1e6,
        currency: city.currency,
        isPremiumPartner,
        ratePlans: plans,
        cityTax: city.cityTax,
        services: [...serviceSet],
        checkInFrom: rng.pick(["14:00", "15:00", "15:00", "16:00"]),
        checkOutUntil: rng.pick(["10:00", "11:00", "11:00", "12:00"]),
        tenants,
      });

      const propertyMode = rng.weighted<BookingMode>([
        ["Direct", 62],
        ["Request", 13],
        ["Ad", 25],
      ]);
      const centreBonus = 1.12 - 0.2 * (distanceKm / city.spreadKm);
      for (let t = 1; t <= typeCount; t++) {
        const id = `a-${city.id}-${String(propertyIndex).padStart(4, "0")}-${t}`;
        const kind = rng.weighted(APARTMENT_KINDS.map((k) => [k, k.weight] as const));
        const tier = rng.weighted(TIERS.map((x) => [x, x.weight] as const));
        const bedrooms = rng.int(kind.bedrooms[0], kind.bedrooms[1]);
        const bathrooms = Math.min(rng.int(kind.bathrooms[0], kind.bathrooms[1]), Math.max(1, bedrooms));
        const sizeMin = rng.int(kind.sizeM2[0], kind.sizeM2[1]);
        const sizeMax = sizeMin + (rng.chance(0.6) ? rng.int(0, 12) : 0);
        const maxOccupancy = rng.int(kind.occupancy[0], kind.occupancy[1]);
        const units = rng.weighted<number>([
          [1, 18],
          [2, 22],
          [3, 18],
          [4, 14],
          [6, 12],
          [8, 8],
          [12, 5],
          [20, 3],
        ]);
        const nightlyEur =
          city.priceLevelEur *
          kind.priceFactor *
          tier.priceFactor *
          centreBonus *
          rng.between(0.85, 1.2) *
          (isPremiumPartner ? 1.08 : 1);
        const baseNightly = nicePrice(nightlyEur * factor * 100);
        const monthlyRate = nicePrice(baseNightly * 30 * rng.between(0.55, 0.75));
        const cleaningFee = rng.chance(0.15) ? 0 : nicePrice(baseNightly * rng.between(0.3, 0.7));
        const weekendFactorBp = ["frankfurt", "dusseldorf", "stuttgart", "luxembourg"].includes(city.id)
          ? rng.pick([9_000, 9_500, 10_000])
          : rng.pick([10_000, 10_500, 11_000, 11_500, 12_000]);
        const seasonFactorBp = rng.pick([11_000, 11_500, 12_000, 12_500, 13_000]);
        const minStay = rng.weighted<number>([
          [1, 45],
          [2, 22],
          [3, 14],
          [5, 6],
          [7, 7],
          [28, 6],
        ]);
        const maxStay = Math.max(
          minStay,
          rng.weighted<number>([
            [28, 2],
            [90, 3],
            [180, 2],
            [365, 3],
          ]),
        );
        const bookingMode = rng.chance(0.9) ? propertyMode : rng.pick(["Direct", "Request", "Ad"] as const);

        const channelLinks: Record<string, { externalId: string }> = {};
        const hasVision = isBrand ? !brandWithoutVision : rng.chance(0.3);
        if (hasVision) channelLinks.VISION = { externalId: String(visionSeq++) };
        const ratehawkChance = bookingMode === "Direct" ? 0.8 : bookingMode === "Request" ? 0.5 : 0.6;
        if (rng.chance(ratehawkChance)) channelLinks.RATEHAWK = { externalId: `rh-${(rng.next() * 0xffffffff) >>> 0}` };
        if (rng.chance(0.4)) channelLinks.BOOKING_COM = { externalId: String(rng.int(1_000_000, 9_999_999)) };
        if (rng.chance(0.25)) channelLinks.EXPEDIA = { externalId: String(rng.int(10_000_000, 99_999_999)) };

        const typeServices = [...pickByScore(rng, catalogue.amenity, 0.14, 22)].filter((s) => !serviceSet.has(s));
        const excluded = new Set([...serviceSet, ...typeServices]);
        apartmentTypes.push({
          id,
          propertyId,
          kind: kind.id,
          tier: tier.id,
          sizeMin,
          sizeMax,
          maxOccupancy,
          bedrooms,
          bathrooms,
          units,
          baseNightly,
          weekendFactorBp,
          seasonMonths,
          seasonFactorBp,
          monthlyRate,
          cleaningFee,
          minStay,
          maxStay,
          bookingMode,
          channelLinks,
          services: typeServices,
          extraServices: extraServices(rng, catalogue, factor, excluded),
          imageCount: rng.int(3, 5),
          matterportId: rng.chance(0.1) ? `mp${((rng.next() * 0xffffffff) >>> 0).toString(36)}` : null,
        });

        // Closures: owner blocks and nights sold out elsewhere, within a year of the anchor.
        if (rng.chance(0.35)) {
          const ranges = rng.int(1, 3);
          for (let r = 0; r < ranges; r++) {
            const start = addDays(options.anchor, rng.int(0, 350));
            closures.push({ apartmentTypeId: id, start, end: addDays(start, rng.int(1, 10)) });
          }
        }
      }
    }
  });

  const cityOf = new Map(properties.map((p) => [p.id, p.cityId]));
  return {
    version: seedVersion(scale, seed),
    tenants: SEED_TENANTS.map((t) => ({ ibeUid: t.ibeUid, name: t.name })),
    cities,
    properties,
    apartmentTypes,
    closures,
    restrictions: seedRestrictions(
      apartmentTypes.map((t) => ({
        id: t.id,
        cityId: cityOf.get(t.propertyId) ?? "",
        minStay: t.minStay,
      })),
      options.anchor,
    ),
  };
}
