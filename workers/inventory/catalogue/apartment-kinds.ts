/** Apartment layouts the seed draws from, with the numbers that make them plausible. */
export type ApartmentKind = {
  id: string;
  name: { en: string; de: string };
  bedrooms: [number, number];
  bathrooms: [number, number];
  sizeM2: [number, number];
  occupancy: [number, number];
  /** Price relative to a one-bedroom apartment. */
  priceFactor: number;
  /** How often the seed picks it. */
  weight: number;
};

export const APARTMENT_KINDS: ApartmentKind[] = [
  {
    id: "studio",
    name: { en: "Studio", de: "Studio" },
    bedrooms: [0, 0],
    bathrooms: [1, 1],
    sizeM2: [20, 38],
    occupancy: [1, 2],
    priceFactor: 0.75,
    weight: 28,
  },
  {
    id: "one-bedroom",
    name: { en: "One-bedroom apartment", de: "Apartment mit einem Schlafzimmer" },
    bedrooms: [1, 1],
    bathrooms: [1, 1],
    sizeM2: [35, 60],
    occupancy: [2, 3],
    priceFactor: 1,
    weight: 30,
  },
  {
    id: "loft",
    name: { en: "Loft", de: "Loft" },
    bedrooms: [1, 1],
    bathrooms: [1, 2],
    sizeM2: [50, 85],
    occupancy: [2, 3],
    priceFactor: 1.25,
    weight: 8,
  },
  {
    id: "two-bedroom",
    name: { en: "Two-bedroom apartment", de: "Apartment mit zwei Schlafzimmern" },
    bedrooms: [2, 2],
    bathrooms: [1, 2],
    sizeM2: [55, 95],
    occupancy: [3, 5],
    priceFactor: 1.45,
    weight: 20,
  },
  {
    id: "three-bedroom",
    name: { en: "Three-bedroom apartment", de: "Apartment mit drei Schlafzimmern" },
    bedrooms: [3, 3],
    bathrooms: [2, 3],
    sizeM2: [80, 135],
    occupancy: [5, 7],
    priceFactor: 1.9,
    weight: 9,
  },
  {
    id: "penthouse",
    name: { en: "Penthouse", de: "Penthouse" },
    bedrooms: [2, 4],
    bathrooms: [2, 3],
    sizeM2: [95, 170],
    occupancy: [4, 8],
    priceFactor: 2.6,
    weight: 5,
  },
];

export const TIERS: { id: string; name: { en: string; de: string }; priceFactor: number; weight: number }[] = [
  { id: "standard", name: { en: "", de: "" }, priceFactor: 1, weight: 50 },
  { id: "comfort", name: { en: "Comfort", de: "Komfort" }, priceFactor: 1.08, weight: 25 },
  { id: "superior", name: { en: "Superior", de: "Superior" }, priceFactor: 1.18, weight: 17 },
  { id: "deluxe", name: { en: "Deluxe", de: "Deluxe" }, priceFactor: 1.32, weight: 8 },
];

export function apartmentTypeName(kindId: string, tierId: string, language: "en" | "de"): string {
  const kind = APARTMENT_KINDS.find((k) => k.id === kindId);
  const tier = TIERS.find((t) => t.id === tierId);
  const base = kind?.name[language] ?? kindId;
  const prefix = tier?.name[language] ?? "";
  if (!prefix) return base;
  // "Superior Studio", "Komfort-Studio" reads naturally in both languages.
  return language === "de" ? `${prefix}-${base}` : `${prefix} ${base.charAt(0).toLowerCase()}${base.slice(1)}`;
}
