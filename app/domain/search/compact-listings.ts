import type { SearchListing } from "../../../shared/search/listing-markers";

/**
 * The listings of a search as the browser fetches them for instant filtering (GET of the
 * redirectLocation, docs/decisions/0028-search-page-listing-set.md): every field of `SearchListing`,
 * with what listings share written once. Properties (one house has several apartment types), the
 * stay (the same for a whole search) and service ids (a few dozen ids, each on most listings) are
 * tables; a listing points into them by position. `expandListings` gives back the very listings
 * `compactListings` was given, so the browser runs the same rules on the same data as the server.
 */
export type CompactListingSet = {
  stays: Stay[];
  properties: SearchListing["property"][];
  services: string[];
  listings: CompactListing[];
};

type Stay = Pick<SearchListing, "from" | "to" | "guests">;

export type CompactListing = Omit<SearchListing, "from" | "to" | "guests" | "property" | "includedServices"> & {
  /** Position in `stays`. */
  stay: number;
  /** Position in `properties`. */
  property: number;
  /** Positions in `services`, in the listing's order. */
  services: number[];
};

/** Hands out a table position per key, adding a new entry the first time a key is seen. */
function table<T>() {
  const rows: T[] = [];
  const positions = new Map<string, number>();
  return {
    rows,
    positionOf(key: string, row: () => T): number {
      let position = positions.get(key);
      if (position === undefined) {
        position = rows.length;
        positions.set(key, position);
        rows.push(row());
      }
      return position;
    },
  };
}

export function compactListings(listings: readonly SearchListing[]): CompactListingSet {
  const stays = table<Stay>();
  const properties = table<SearchListing["property"]>();
  const services = table<string>();
  const compact = listings.map(({ from, to, guests, property, includedServices, ...rest }) => ({
    ...rest,
    stay: stays.positionOf(`${from}|${to}|${guests}`, () => ({ from, to, guests })),
    // A property is written once under its id; the OTA sends the same property for each of its types.
    property: properties.positionOf(JSON.stringify(property), () => property),
    services: includedServices.map((id) => services.positionOf(id, () => id)),
  }));
  return { stays: stays.rows, properties: properties.rows, services: services.rows, listings: compact };
}

function at<T>(rows: readonly T[], position: number): T {
  const row = rows[position];
  if (row === undefined) throw new Error(`listing set: no entry at ${position}`);
  return row;
}

/**
 * The listings of a compact set, in their order. Listings of one property share its object (the
 * rules treat listings as immutable). Throws on a set whose positions point nowhere.
 */
export function expandListings(set: CompactListingSet): SearchListing[] {
  return set.listings.map(({ stay, property, services, ...rest }) => {
    const { from, to, guests } = at(set.stays, stay);
    return {
      ...rest,
      from,
      to,
      guests,
      property: at(set.properties, property),
      includedServices: services.map((position) => at(set.services, position)),
    };
  });
}
