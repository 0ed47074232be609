/**
 * Parameters that define the search itself; anything else (filters, view, page) is applied in place.
 * A module of its own: every page's root route reads it, and the search route's parsing brings dayjs.
 */
export const SEARCH_PARAMS = [
  "placeId",
  "lat",
  "long",
  "inDate",
  "outDate",
  "guests",
  "radius",
  "rfpId",
  "rfpOfferId",
  "companyCode",
  // A promotion code prices the results anew (docs/decisions/0136).
  "voucher",
];
