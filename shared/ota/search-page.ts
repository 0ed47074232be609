import { z } from "zod";
import { SERVICE_GROUP_IDS, type ServiceGroupId } from "../catalogue/catalogue-types";
import { currencySchema } from "./common";
import { bookingModeSchema, listingsSchema } from "./listing";

/**
 * One page of a radius search in the spec's recommended order with the facets of all its results
 * (docs/decisions/0040): GET of a redirect location's `/page`. The inventory ranks and counts from
 * what it knows of every hit and builds only the page's listings, so a search page's first view costs
 * what it shows. Without filters; the full listings (GET of the redirect location) serve the rest.
 */
export const searchPageQuerySchema = z.object({
  /** Counted from 1; a page past the end is brought into range. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  /** The searched place name or address: listings on a matching street rank first (spec section 9). */
  address: z.string().max(300).default(""),
});
export type SearchPageQuery = z.infer<typeof searchPageQuerySchema>;

const facetValue = <V extends z.ZodType>(value: V) =>
  z.array(z.object({ value, label: z.string(), count: z.int().min(0), selected: z.boolean() }));
const bounds = z.object({ min: z.number(), max: z.number() }).nullable();

export const facetsSchema = z.object({
  prices: z.object({ price: bounds, priceMonthly: bounds, pricePerNight: bounds }),
  serviceGroups: z.object(
    Object.fromEntries(SERVICE_GROUP_IDS.map((id) => [id, facetValue(z.string())])) as Record<
      ServiceGroupId,
      ReturnType<typeof facetValue<z.ZodString>>
    >,
  ),
  layouts: z.object({
    bedroomsCount: facetValue(z.number()),
    bathroomsCount: facetValue(z.number()),
    maxOccupancy: facetValue(z.number()),
    sizeM2: facetValue(z.number()),
    sizeFt: facetValue(z.number()),
    /** Thresholds of the largest unit (maxMeters2); an OTA that does not count them leaves it out. */
    largestM2: facetValue(z.number()).optional(),
  }),
  others: z.object({
    premiumPartner: facetValue(z.boolean()),
    matterport: facetValue(z.boolean()),
    bookingMode: facetValue(bookingModeSchema),
    freeCancellation: facetValue(z.boolean()),
  }),
});

export const searchPageSchema = z.object({
  /** Listings of the whole search. */
  total: z.int().min(0),
  /** The page answered, within 1..pages. */
  page: z.int().min(1),
  /** The currencies of all listings: the ranking and the price facets are in these amounts. */
  currencies: z.array(currencySchema),
  /** Facets of all listings without filters, in the search's language (shared/search/facets.ts). */
  facets: facetsSchema,
  /** The page's listings, in the recommended order. */
  listings: listingsSchema,
});
export type SearchPage = z.infer<typeof searchPageSchema>;
