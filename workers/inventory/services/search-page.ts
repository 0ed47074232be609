import { nightlyRate, nightsForRate } from "../../../shared/money/nightly-rate";
import type { SearchPage, SearchPageQuery } from "../../../shared/ota/search-page";
import { computeFacets, type Facets } from "../../../shared/search/facets";
import { type FacetFacts, hasFreeCancellation, type RankFacts } from "../../../shared/search/listing-markers";
import { clampPage, pageOf } from "../../../shared/search/paging";
import { rankListings } from "../../../shared/search/rank-listings";
import { findSearchFacts } from "../repositories/apartments";
import type { SearchFactsRow } from "../repositories/stored-rows";
import { nightsBetween } from "../rules/calendar";
import type { DayPrices } from "../rules/pricing";
import type { Generation } from "../search-store/generation";
import type { StoredHits, StoredRanking } from "../search-store/kept-searches";
import { type CompanyForStay, includedServicesOf, rateOffersOf } from "./apartment-view";
import { buildListings, companyForSearch, type SearchHit, searchListingId, stayOfHit } from "./search-offers";

type Stay = { from: string; to: string; guests: number; dayPrices?: DayPrices };

/** What the ranking and the facets need of one hit, and which hit it is. */
export type SearchFacts = FacetFacts & RankFacts & { hit: number };

/**
 * The facts of one hit as its listing would show them (`listingOf` and the app's markers): the
 * cheapest of the same rates (company rate included), the same free-cancellation rule, the nightly
 * and monthly figures. Null when no rate prices the stay, as `listingOf` leaves such a type out.
 */
export function searchFactsOf(
  row: SearchFactsRow,
  stay: Stay,
  company: CompanyForStay | null,
  today: string,
  hit: number,
): SearchFacts | null {
  // The language only names the rate plans, which the facts do not carry.
  const rates = rateOffersOf(row, stay, "en", company);
  const cheapest = rates[0];
  if (!cheapest) return null;
  const total = cheapest.price.total;
  const nights = nightsForRate(nightsBetween(stay.from, stay.to));
  return {
    hit,
    id: searchListingId(row.id, stay),
    cheapestRate: total,
    currency: cheapest.price.currency,
    bookingMode: row.booking_mode,
    isPremiumPartner: row.p_is_premium_partner === 1,
    property: { address: { street: row.p_street } },
    apartmentType: {
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      maxOccupancy: row.max_occupancy,
      size: { min: row.size_min, max: row.size_max },
      matterportId: row.matterport_id,
    },
    includedServices: includedServicesOf(row),
    freeCancellation: hasFreeCancellation(rates, stay.from, today),
    _nights: nights,
    _priceTotal: total,
    _pricePerNight: nightlyRate(total, nights),
    _pricePerMonth: cheapest.price.monthly?.perMonth ?? row.monthly_rate,
  };
}

/** A search's ranking for one address, with the facets of all its listings (kept for its next pages). */
export type Ranking = Omit<StoredRanking, "facets" | "generation"> & { facets: Facets };

/**
 * The spec's recommended order of a radius search's listings (`rankListings`: searched street,
 * booking tier, cheapest rate, id) and the facets of all of them (`computeFacets` without filters),
 * both in the listings' own currency, from one narrow read of every hit's facts and its rates.
 */
export async function rankSearch(
  db: D1Database,
  search: Omit<StoredHits, "expiresAt">,
  company: CompanyForStay | null,
  address: string,
  today: string,
  typeGeneration?: Generation,
): Promise<Ranking> {
  const { ibeUid, from, to, guests, language, hits } = search;
  const stay = { from, to, guests };
  const rows = await findSearchFacts(
    db,
    ibeUid,
    hits.map((hit) => hit[0]),
    typeGeneration,
  );
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const facts: SearchFacts[] = [];
  for (let i = 0; i < hits.length; i++) {
    const row = rowById.get(hits[i]![0]);
    const fact = row ? searchFactsOf(row, stayOfHit(stay, hits[i]!), company, today, i) : null;
    if (fact) facts.push(fact);
  }
  const ranked = rankListings(facts, { searchedAddress: address });
  return {
    address,
    order: ranked.map((fact) => fact.hit),
    currencies: [...new Set(facts.map((fact) => fact.currency))],
    facets: computeFacets(ranked, {}, { language, hasDates: true }),
  };
}

/**
 * One page of a radius search in the recommended order with the facets of all its listings: ranked
 * here unless a kept ranking for the same address is given; only the page's listings are built
 * (docs/decisions/0040). Answers the ranking too, for the caller to keep. `typeGeneration`: the
 * tenant's type generation when it was read in this request (with the hits, or with a kept search), so
 * rows the memos hold need no read (docs/decisions/0115).
 */
export async function searchPageOfHits(
  db: D1Database,
  search: Omit<StoredHits, "expiresAt">,
  query: SearchPageQuery,
  today: string,
  kept: Ranking | null,
  typeGeneration?: Generation,
): Promise<{ page: SearchPage; ranking: Ranking }> {
  const { ibeUid, from, to, guests, language, hits } = search;
  const stay = { from, to, guests };
  const company = await companyForSearch(db, ibeUid, search.companyCode, from);
  const ranking = kept ?? (await rankSearch(db, search, company, query.address, today, typeGeneration));
  const total = ranking.order.length;
  const page = clampPage(query.page, total, query.pageSize);
  const pageHits: SearchHit[] = pageOf(ranking.order, page, query.pageSize).map((hit) => hits[hit]!);
  const listings = await buildListings(db, ibeUid, stay, language, pageHits, company, typeGeneration);
  return { page: { total, page, currencies: ranking.currencies, facets: ranking.facets, listings }, ranking };
}
