/**
 * The OTA contract as an OpenAPI 3.1 document, generated from the zod schemas in shared/ota, so
 * that a production OTA can be built (or checked) against exactly what the app validates.
 *
 *   npx jiti scripts/inventory/ota-openapi.ts            # writes docs/ota-openapi.json
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import * as ota from "../../shared/ota";

type Endpoint = {
  route: keyof typeof ota.otaRoutes;
  summary: string;
  query?: z.ZodObject;
  /** Classic or mini (the profile body is the app form's zod/mini schema). */
  body?: z.core.$ZodType;
  /** A file as the body instead of JSON: the media types it may be. */
  fileBody?: readonly string[];
  headers?: Record<string, { required: boolean; description: string }>;
  response: z.ZodType;
  status?: number;
  contentType?: string;
  errors: ota.OtaErrorCode[];
};

const tenantErrors: ota.OtaErrorCode[] = ["invalid_input", "unknown_tenant"];
/** What a booking change's quote and change answer besides the tenant's errors (docs/decisions/0140). */
const changeErrors = [
  "invalid_json",
  "invalid_dates",
  "dates_in_past",
  "not_found",
  "change_not_allowed",
  "too_many_guests",
  "min_stay",
  "max_stay",
  "closed_to_arrival",
  "closed_to_departure",
  "no_longer_available",
] as const;

const ENDPOINTS: Endpoint[] = [
  {
    route: "findOffers",
    summary:
      "Search offers; the result is kept under redirectLocation for a while (with options.firstPage, also one page of it)",
    body: ota.findOffersRequestSchema,
    response: ota.findOffersResponseSchema,
    errors: ["invalid_json", "invalid_input", "invalid_dates", "dates_in_past", "unknown_tenant", "not_found"],
  },
  {
    route: "searchResult",
    summary: "The listings of a search",
    response: ota.listingsSchema,
    errors: ["invalid_input", "search_expired"],
  },
  {
    route: "searchResultPage",
    summary: "One page of a radius search in the recommended order, with the facets of all its listings",
    query: ota.searchPageQuerySchema,
    response: ota.searchPageSchema,
    errors: ["invalid_input", "search_expired", "not_found"],
  },
  {
    route: "apartments",
    summary: "The ids of every apartment type the tenant sells, in id order, a page at a time (the sitemap's list)",
    query: ota.apartmentIdsQuerySchema,
    response: ota.apartmentIdsPageSchema,
    errors: tenantErrors,
  },
  {
    route: "apartmentFeed",
    summary:
      "Every apartment type the tenant sells that has units, described like getApartmentById, in id order, a page at a time (listing feeds)",
    query: ota.apartmentFeedQuerySchema,
    response: ota.apartmentFeedPageSchema,
    errors: tenantErrors,
  },
  {
    route: "apartment",
    summary: "getApartmentById",
    query: ota.apartmentQuerySchema,
    response: ota.apartmentSchema,
    errors: [...tenantErrors, "not_found"],
  },
  {
    route: "apartmentOffers",
    summary: "getOffersByApartmentTypeId: the rates for one stay",
    query: ota.stayQuerySchema,
    response: ota.apartmentOffersSchema,
    errors: [...tenantErrors, "invalid_dates", "dates_in_past", "not_found"],
  },
  {
    route: "stayCalendar",
    summary:
      "The apartment's days per month for the date picker: free or closed, arrival and departure rules, minimum stay, nightly rate",
    query: ota.stayCalendarQuerySchema,
    response: ota.stayCalendarSchema,
    errors: [...tenantErrors, "invalid_input", "not_found"],
  },
  {
    route: "createBooking",
    summary: "Create a booking (201; the same Idempotency-Key answers the same booking with 200)",
    headers: { "Idempotency-Key": { required: true, description: "8-128 characters; unique per tenant" } },
    query: ota.bookingQuerySchema,
    body: ota.createBookingRequestSchema,
    response: ota.bookingSchema,
    status: 201,
    errors: [
      ...tenantErrors,
      "invalid_json",
      "missing_idempotency_key",
      "invalid_dates",
      "dates_in_past",
      "not_found",
      "no_longer_available",
      "price_changed",
      "rfp_offer_not_bookable",
      "idempotency_key_reused",
      "min_stay",
      "max_stay",
      "too_many_guests",
      "not_bookable",
      "company_code_invalid",
      "payment_method_not_allowed",
    ],
  },
  {
    route: "listBookings",
    summary: "A tenant's bookings (admin), or a guest's by email or userId",
    query: ota.listBookingsQuerySchema,
    response: ota.bookingPageSchema,
    errors: tenantErrors,
  },
  {
    route: "booking",
    summary: "One booking",
    query: ota.bookingQuerySchema,
    response: ota.bookingSchema,
    errors: [...tenantErrors, "not_found"],
  },
  {
    route: "cancelBooking",
    summary: "Cancel: free until the policy's deadline, its fee after; cancelling twice answers the same",
    query: ota.bookingQuerySchema,
    body: ota.cancelBookingRequestSchema,
    response: ota.bookingSchema,
    errors: [...tenantErrors, "invalid_json", "not_found"],
  },
  {
    route: "quoteBookingChange",
    summary:
      "Quote a change of dates or guests: the new price and the difference (docs/decisions/0140); writes nothing",
    body: ota.bookingChangeStaySchema,
    response: ota.bookingChangeQuoteSchema,
    errors: [...tenantErrors, ...changeErrors],
  },
  {
    route: "changeBooking",
    summary: "Change the dates or guests at the quoted total, availability checked in the same write",
    query: ota.bookingChangeQuerySchema,
    body: ota.changeBookingRequestSchema,
    response: ota.bookingSchema,
    errors: [...tenantErrors, ...changeErrors, "price_changed"],
  },
  {
    route: "allBookings",
    summary:
      "Every tenant's bookings (platform admin): filtered, sorted, paged, with totals; ibeUid narrows to one tenant",
    query: ota.adminBookingListQuerySchema,
    response: ota.adminBookingListSchema,
    errors: ["invalid_input", "unauthorized", "forbidden"],
  },
  {
    route: "adminBookings",
    summary: "A tenant's bookings (admin): filtered, sorted, paged, with count and sums per currency",
    query: ota.adminBookingListQuerySchema,
    response: ota.adminBookingListSchema,
    errors: tenantErrors,
  },
  {
    route: "adminBooking",
    summary: "A booking for the operators: masked card, cancellation now, history",
    query: ota.adminBookingQuerySchema,
    response: ota.adminBookingDetailSchema,
    errors: [...tenantErrors, "not_found", "unauthorized"],
  },
  {
    route: "adminCancelBooking",
    summary: "Cancel as an admin: the policy's fee now, or waived with a reason; the history records the admin",
    query: ota.adminBookingQuerySchema,
    body: ota.adminCancelRequestSchema,
    response: ota.adminBookingDetailSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized"],
  },
  {
    route: "adminQuoteBookingChange",
    summary: "Quote a change as an admin, under the guest's rules",
    body: ota.bookingChangeStaySchema,
    response: ota.bookingChangeQuoteSchema,
    errors: [...tenantErrors, "unauthorized", ...changeErrors],
  },
  {
    route: "adminChangeBooking",
    summary: "Change the dates or guests as an admin; the history records the admin, old -> new",
    query: ota.adminBookingQuerySchema,
    body: ota.adminChangeBookingRequestSchema,
    response: ota.adminBookingDetailSchema,
    errors: [...tenantErrors, "unauthorized", ...changeErrors, "price_changed"],
  },
  {
    route: "adminBookingEvents",
    summary: "Record an admin app's action (a resent confirmation) in the booking's history",
    body: ota.appendBookingEventRequestSchema,
    response: ota.adminBookingDetailSchema,
    status: 201,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized"],
  },
  {
    route: "createRfp",
    summary: "Create an RFP (or a reservation enquiry for one apartment)",
    body: ota.createRfpRequestSchema,
    response: ota.rfpSchema,
    status: 201,
    errors: [...tenantErrors, "invalid_json", "invalid_dates", "dates_in_past", "not_found"],
  },
  {
    route: "listRfps",
    summary: "A requester's enquiries, by email or userId (one of them required)",
    query: ota.listRfpsQuerySchema,
    response: ota.rfpPageSchema,
    errors: tenantErrors,
  },
  {
    route: "rfp",
    summary: "One enquiry with its offers (expired offers read LOST)",
    response: ota.rfpSchema,
    errors: [...tenantErrors, "not_found"],
  },
  {
    route: "declineRfp",
    summary: "Requester: decline one BOOKABLE offer, or the whole enquiry without offerId",
    body: ota.declineRfpRequestSchema,
    response: ota.rfpSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "invalid_status_transition"],
  },
  {
    route: "adminListRfps",
    summary: "Operator: every enquiry of the tenant, optionally of one status, newest first",
    query: ota.adminListRfpsQuerySchema,
    response: ota.rfpPageSchema,
    errors: tenantErrors,
  },
  {
    route: "adminRfp",
    summary: "Operator: one enquiry with every offer, drafts included",
    response: ota.rfpSchema,
    errors: [...tenantErrors, "not_found"],
  },
  {
    route: "createRfpOffer",
    summary: "Operator: draft an offer (OPEN until sent): apartment, dates, total, rate unit, validity, terms",
    body: ota.createRfpOfferRequestSchema,
    response: ota.rfpSchema,
    status: 201,
    errors: [
      ...tenantErrors,
      "invalid_json",
      "invalid_dates",
      "dates_in_past",
      "not_found",
      "invalid_status_transition",
    ],
  },
  {
    route: "sendRfpOffers",
    summary: "Operator: send every drafted offer (OPEN -> BOOKABLE; the enquiry becomes BOOKABLE)",
    response: ota.rfpSchema,
    errors: [...tenantErrors, "not_found", "invalid_status_transition"],
  },
  {
    route: "closeRfp",
    summary: "Operator: decline the enquiry (LOST with its open offers)",
    response: ota.rfpSchema,
    errors: [...tenantErrors, "not_found", "invalid_status_transition"],
  },
  {
    route: "rfpOfferStatus",
    summary: "Operator: withdraw an offer (OPEN|BOOKABLE -> LOST)",
    body: ota.updateRfpOfferStatusRequestSchema,
    response: ota.rfpSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "invalid_status_transition"],
  },
  {
    route: "createContactMessage",
    summary: "sendContact: store a contact message",
    body: ota.createContactMessageRequestSchema,
    response: ota.contactMessageSchema,
    status: 201,
    errors: [...tenantErrors, "invalid_json"],
  },
  {
    route: "listContactMessages",
    summary: "Admin inbox: a tenant's contact messages of one status, newest first, with totals",
    query: ota.listContactMessagesQuerySchema,
    response: ota.contactMessagePageSchema,
    errors: tenantErrors,
  },
  {
    route: "contactMessage",
    summary: "Admin inbox: one contact message",
    response: ota.contactMessageSchema,
    errors: [...tenantErrors, "not_found"],
  },
  {
    route: "answerContactMessage",
    summary: "Admin inbox: record the answer mailed to the sender; new -> answered",
    body: ota.answerContactMessageRequestSchema,
    response: ota.contactMessageSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "invalid_status_transition"],
  },
  {
    route: "customerBookings",
    summary: "My bookings: the customer's upcoming and past stays, in the listings field",
    query: ota.customerBookingsQuerySchema,
    response: ota.customerBookingsSchema,
    errors: tenantErrors,
  },
  {
    route: "customerProfile",
    summary: "The customer's profile (null before the first save)",
    response: ota.customerProfileSchema,
    errors: tenantErrors,
  },
  {
    route: "updateCustomerProfile",
    summary: "updateMyself: replace the customer's profile (a company code must be one that still gives rates)",
    body: ota.updateProfileRequestSchema,
    response: ota.customerProfileSchema,
    errors: [...tenantErrors, "invalid_json", "company_code_invalid"],
  },
  {
    route: "adminDashboard",
    summary:
      "Admin: a tenant's dashboard (today's arrivals and departures, recent bookings and revenue, open enquiries)",
    response: ota.adminDashboardSchema,
    errors: [...tenantErrors, "unauthorized", "forbidden"],
  },
  {
    route: "platformDashboard",
    summary: "Platform admin: the dashboard across every tenant",
    response: ota.adminDashboardSchema,
    errors: ["unauthorized", "forbidden"],
  },
  {
    route: "adminPutTenant",
    summary: "Platform admin: a brand the OTA sells for, created or renamed (before it sells)",
    body: ota.putTenantRequestSchema,
    response: ota.otaTenantSchema,
    errors: ["invalid_json", "invalid_input", "unauthorized", "forbidden"],
  },
  {
    route: "companyCode",
    summary: "A company code's status for an arrival (default today) and, when valid, the company's terms",
    query: z.object({ arrival: ota.isoDateSchema.optional() }),
    response: ota.companyLookupSchema,
    errors: tenantErrors,
  },
  {
    route: "adminListCompanyCodes",
    summary: "Admin: a tenant's company codes with their negotiated rate plans",
    response: ota.adminCompanyCodesSchema,
    errors: [...tenantErrors, "unauthorized", "forbidden"],
  },
  {
    route: "adminCreateCompanyCode",
    summary: "Admin: a new company code with its rate plans (unique per tenant)",
    body: ota.createCompanyCodeSchema,
    response: ota.adminCompanyCodeSchema,
    status: 201,
    errors: [...tenantErrors, "invalid_json", "unauthorized", "forbidden"],
  },
  {
    route: "adminCompanyCode",
    summary: "Admin: one company code",
    response: ota.adminCompanyCodeSchema,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminUpdateCompanyCode",
    summary: "Admin: a company code's validity, active flag (deactivate) and payments",
    body: ota.updateCompanyCodeSchema,
    response: ota.adminCompanyCodeSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized", "forbidden"],
  },
  // Vouchers (docs/decisions/0129)
  {
    route: "voucher",
    summary: "A voucher's terms and uses (by the guest's e-mail too); terms null when unknown or archived",
    query: z.object({ email: z.email().optional() }),
    response: ota.voucherLookupSchema,
    errors: tenantErrors,
  },
  {
    route: "adminListVouchers",
    summary: "Admin: a brand's vouchers with their uses",
    response: ota.adminVoucherListSchema,
    errors: [...tenantErrors, "unauthorized", "forbidden"],
  },
  {
    route: "adminCreateVoucher",
    summary: "Admin: a new voucher (the code unique per brand, any case)",
    body: ota.voucherInputSchema,
    response: ota.adminVoucherSchema,
    status: 201,
    errors: [...tenantErrors, "invalid_json", "unauthorized", "forbidden"],
  },
  {
    route: "adminVoucher",
    summary: "Admin: one voucher, its uses and its history",
    response: ota.adminVoucherDetailSchema,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminUpdateVoucher",
    summary: "Admin: a voucher's new terms",
    body: ota.voucherInputSchema,
    response: ota.adminVoucherSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminArchiveVoucher",
    summary: "Admin: archives a voucher (it takes no more bookings; its uses stay)",
    response: ota.adminVoucherSchema,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  // Reviews of real stays (docs/decisions/0139)
  {
    route: "bookingReview",
    summary: "The booking's review, or null",
    response: ota.bookingReviewSchema,
    errors: [...tenantErrors, "not_found"],
  },
  {
    route: "submitReview",
    summary:
      "The guest's review of a stay that is over and not cancelled (409 not_reviewable with details.reason), once per booking (409 already_reviewed)",
    body: ota.submitReviewRequestSchema,
    response: ota.publicReviewSchema,
    status: 201,
    errors: [...tenantErrors, "invalid_json", "not_found", "already_reviewed", "not_reviewable"],
  },
  {
    route: "apartmentReviews",
    summary:
      "An apartment type's visible reviews sold through the brand, a page newest first, with the averages of all",
    query: ota.apartmentReviewsQuerySchema,
    response: ota.apartmentReviewsSchema,
    errors: tenantErrors,
  },
  {
    route: "departures",
    summary: "The brand's stays, not cancelled, that ended on the day (the review invitations' list)",
    query: ota.departuresQuerySchema,
    response: ota.departuresSchema,
    errors: tenantErrors,
  },
  {
    route: "adminListReviews",
    summary: "Admin: the brand's reviews, newest first (200 at most), of one status when given",
    query: ota.adminReviewsQuerySchema,
    response: ota.adminReviewListSchema,
    errors: [...tenantErrors, "unauthorized", "forbidden"],
  },
  {
    route: "adminReview",
    summary: "Admin: one review and its history",
    response: ota.adminReviewDetailSchema,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminReplyReview",
    summary: "Admin: the public reply to a review (replaces an earlier one), recorded in its history",
    body: ota.reviewReplyRequestSchema,
    response: ota.adminReviewDetailSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminHideReview",
    summary:
      "Admin: hides a review for a reason of the fixed list, recorded in its history (a second hide changes nothing)",
    body: ota.reviewHideRequestSchema,
    response: ota.adminReviewDetailSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminShowReview",
    summary:
      "Admin: shows a hidden review again, recorded in its history (a visible review stays as it is); the guest is not mailed",
    response: ota.adminReviewDetailSchema,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  // Back office: houses and apartment types
  ...houseEndpoints(),
  // Back office: photos
  ...photoEndpoints(),
  // Back office: the availability calendar
  {
    route: "adminCalendar",
    summary: "Admin: an apartment type's calendar of one month (per day what is set, each rate plan's price, units)",
    query: ota.adminCalendarQuerySchema,
    response: ota.adminCalendarSchema,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminPreviewCalendar",
    summary: "Admin: the days a calendar edit (date range, weekdays, what to set) would change, nothing saved",
    body: ota.calendarEditSchema,
    response: ota.calendarEditResultSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized", "forbidden", "units_below_bookings"],
  },
  {
    route: "adminEditCalendar",
    summary: "Admin: saves a calendar edit in one batch with one history entry; the next search sees it",
    body: ota.calendarEditSchema,
    response: ota.calendarEditResultSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized", "forbidden", "units_below_bookings"],
  },
  // Back office: rates
  {
    route: "adminRates",
    summary: "Admin: an apartment type's prices, rate plans (its own, else its house's) and extra services",
    response: ota.adminRatesSchema,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminUpdateRates",
    summary:
      "Admin: replaces the parts given (prices, rate plans, extra services) in one batch with one history entry; the next search sees them",
    body: ota.updateRatesSchema,
    response: ota.adminRatesSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized", "forbidden", "rate_plan_in_use"],
  },
  // Channel managers (docs/decisions/0116)
  {
    route: "adminListConnections",
    summary: "Admin: the brand's channel manager connections, newest first",
    response: ota.channelConnectionsSchema,
    errors: [...tenantErrors, "unauthorized", "forbidden"],
  },
  {
    route: "adminCreateConnection",
    summary: "Admin: a new channel manager connection under a channel code (the key of the types' channel links)",
    body: ota.createChannelConnectionSchema,
    response: ota.channelConnectionDetailSchema,
    status: 201,
    errors: [...tenantErrors, "invalid_json", "unauthorized", "forbidden"],
  },
  {
    route: "adminConnection",
    summary:
      "Admin: a connection, its API keys (never their secrets) and the code mapping of the brand's types and plans",
    response: ota.channelConnectionDetailSchema,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminCreateConnectionKey",
    summary: "Admin: a new API key with its scopes; the answer holds the secret, the only time it is shown",
    body: ota.createChannelApiKeySchema,
    response: ota.createdChannelApiKeySchema,
    status: 201,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminRevokeConnectionKey",
    summary: "Admin: revokes a key at once (the connection's detail)",
    response: ota.channelConnectionDetailSchema,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminUpdateConnectionMapping",
    summary:
      "Admin: the InvTypeCodes and RatePlanCodes given replace the stored ones under the connection's channel (the brand's own types only)",
    body: ota.updateChannelMappingSchema,
    response: ota.channelConnectionDetailSchema,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized", "forbidden"],
  },
  // Channel managers: booking events out (docs/decisions/0118)
  {
    route: "adminConnectionDeliveries",
    summary:
      "Admin: a connection's delivery endpoints, its latest booking events with their attempts, and its dead events",
    response: ota.connectionDeliveriesSchema,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminCreateDeliveryEndpoint",
    summary:
      "Admin: a new delivery endpoint (https URL, JSON or OTA_HotelResNotifRQ, the events wanted); answers its signing secret this once",
    body: ota.createEndpointRequestSchema,
    response: ota.createdEndpointSchema,
    status: 201,
    errors: [...tenantErrors, "invalid_json", "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminDeleteDeliveryEndpoint",
    summary: "Admin: removes a delivery endpoint; no new event is written for it, its events stay",
    response: ota.removedEndpointSchema,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "adminResendDelivery",
    summary: "Admin: a dead booking event gets a new round of attempts; later events of its booking follow it",
    response: ota.resentEventSchema,
    status: 202,
    errors: [...tenantErrors, "not_found", "unauthorized", "forbidden"],
  },
  {
    route: "openTravel",
    summary:
      "A channel manager's OpenTravel ARI message (OTA_HotelInvCountNotifRQ, OTA_HotelAvailNotifRQ, OTA_HotelRateAmountNotifRQ), forwarded by the brand host's /api/opentravel; answers its ...RS in XML (Success, Warnings or Errors; 401 without a key, 403 without scope ari, 413 too large, 400 not XML); see docs/guides/channel-managers.md",
    fileBody: ["application/xml"],
    headers: {
      Authorization: {
        required: false,
        description:
          "Bearer <the connection's API key>, unless the message carries it as POS/Source/RequestorID/@MessagePassword",
      },
    },
    response: z.string(),
    errors: [],
  },
  // Back office: import and export
  {
    route: "adminExportPortfolio",
    summary:
      "Admin: the brand's houses, apartment types and calendar rows from today (the platform's: all, or `owner`'s), as the import takes them",
    query: ota.portfolioExportQuerySchema,
    response: ota.portfolioSchema,
    errors: [...tenantErrors, "unauthorized", "forbidden"],
  },
  {
    route: "adminImportPortfolio",
    summary:
      "Admin: creates or updates houses, apartment types and calendar rows by their ids, all or nothing (dryRun: only reports)",
    query: ota.portfolioImportQuerySchema,
    body: ota.portfolioSchema,
    response: ota.portfolioImportResultSchema,
    errors: [...tenantErrors, "invalid_json", "unauthorized", "forbidden", "units_below_bookings", "payload_too_large"],
  },
];

function houseEndpoints(): Endpoint[] {
  const errors: ota.OtaErrorCode[] = [...tenantErrors, "unauthorized", "forbidden"];
  const one: ota.OtaErrorCode[] = [...errors, "not_found"];
  return [
    {
      route: "adminListHouses",
      summary: "Admin: the brand's houses (the platform's token: every brand's, or one owner's), by name or city",
      query: ota.houseListQuerySchema,
      response: ota.adminHouseListSchema,
      errors,
    },
    {
      route: "adminCreateHouse",
      summary: "Admin: a new house, owned by the path's brand (the platform's token may name the owner)",
      body: ota.createHouseSchema,
      response: ota.adminHouseSchema,
      status: 201,
      errors: [...errors, "invalid_json"],
    },
    {
      route: "adminHouse",
      summary: "Admin: one house with its apartment types",
      response: ota.adminHouseSchema,
      errors: one,
    },
    {
      route: "adminUpdateHouse",
      summary: "Admin: the fields given replace the house's; `active` deactivates or reactivates it",
      body: ota.updateHouseSchema,
      response: ota.adminHouseSchema,
      errors: [...one, "invalid_json"],
    },
    {
      route: "adminHouseHistory",
      summary: "Admin: the changes of a house and its apartment types, newest first",
      query: ota.changeHistoryQuerySchema,
      response: ota.changeHistoryPageSchema,
      errors: one,
    },
    {
      route: "adminCreateApartmentType",
      summary: "Admin: a new apartment type in one of the brand's houses",
      body: ota.createApartmentTypeSchema,
      response: ota.adminApartmentTypeSchema,
      status: 201,
      errors: [...one, "invalid_json"],
    },
    {
      route: "adminApartmentType",
      summary: "Admin: one apartment type",
      response: ota.adminApartmentTypeSchema,
      errors: one,
    },
    {
      route: "adminUpdateApartmentType",
      summary: "Admin: the fields given replace the type's; fewer units than booked on some night is refused",
      body: ota.updateApartmentTypeSchema,
      response: ota.adminApartmentTypeSchema,
      errors: [...one, "invalid_json", "units_below_bookings"],
    },
    {
      route: "adminApartmentTypeHistory",
      summary: "Admin: an apartment type's changes (its photos and calendar too), newest first",
      query: ota.changeHistoryQuerySchema,
      response: ota.changeHistoryPageSchema,
      errors: one,
    },
  ];
}

function photoEndpoints(): Endpoint[] {
  const errors: ota.OtaErrorCode[] = [...tenantErrors, "not_found", "unauthorized", "forbidden"];
  return [
    {
      route: "adminListPhotos",
      summary: "Admin: an apartment type's photos in their order, the cover first",
      response: ota.adminPhotoListSchema,
      errors,
    },
    {
      route: "adminUploadPhoto",
      summary:
        "Admin: upload a photo (the file as the body, at most MAX_PHOTO_BYTES; its type read from its bytes); stored without location metadata, after the last",
      fileBody: ota.PHOTO_MEDIA_TYPES,
      response: ota.adminPhotoSchema,
      status: 201,
      errors: [...errors, "payload_too_large", "unsupported_media_type"],
    },
    {
      route: "adminOrderPhotos",
      summary: "Admin: a new order of every photo of the type (the first is the cover)",
      body: ota.orderPhotosRequestSchema,
      response: ota.adminPhotoListSchema,
      errors: [...errors, "invalid_json"],
    },
    {
      route: "adminUpdatePhoto",
      summary: "Admin: a photo's alt texts in German and English",
      body: ota.updatePhotoRequestSchema,
      response: ota.adminPhotoSchema,
      errors: [...errors, "invalid_json"],
    },
    {
      route: "adminPhotoCover",
      summary: "Admin: make a photo the cover (first; the others keep their order)",
      response: ota.adminPhotoListSchema,
      errors,
    },
    {
      route: "adminDeletePhoto",
      summary: "Admin: delete a photo and its file",
      response: ota.adminPhotoListSchema,
      errors,
    },
  ];
}

/** Shared shapes become components and are referenced, not repeated. */
const COMPONENTS: Record<string, z.ZodType> = {
  Listing: ota.listingSchema,
  ApartmentType: ota.apartmentTypeSchema,
  Property: ota.propertySchema,
  Address: ota.addressSchema,
  Image: ota.imageSchema,
  StayPrice: ota.stayPriceSchema,
  RatePlan: ota.ratePlanSchema,
  RateOffer: ota.rateOfferSchema,
  CancellationPolicy: ota.cancellationPolicySchema,
  Money: ota.moneySchema,
  Availability: ota.availabilitySchema,
  ExtraService: ota.extraServiceSchema,
  Guest: ota.guestSchema,
  Booking: ota.bookingSchema,
  RfpOffer: ota.rfpOfferSchema,
  Rfp: ota.rfpSchema,
  ContactMessage: ota.contactMessageSchema,
  CustomerBooking: ota.customerBookingSchema,
};

type Io = "input" | "output";

/** One registry per direction: the shared components plus every endpoint's body or answer. */
function buildRegistries() {
  const ids = { input: new Map<z.core.$ZodType, string>(), output: new Map<z.core.$ZodType, string>() };
  const registries = { input: z.registry<{ id: string }>(), output: z.registry<{ id: string }>() };
  const add = (io: Io, schema: z.core.$ZodType, id: string) => {
    if (ids[io].has(schema)) return;
    ids[io].set(schema, id);
    registries[io].add(schema, { id });
  };
  for (const [id, schema] of Object.entries(COMPONENTS)) {
    add("output", schema, id);
    add("input", schema, `${id}Input`);
  }
  add("output", ota.otaErrorBodySchema, "OtaError");
  for (const e of ENDPOINTS) {
    add("output", e.response, `${e.route[0]!.toUpperCase()}${e.route.slice(1)}Response`);
    if (e.body) add("input", e.body, `${e.route[0]!.toUpperCase()}${e.route.slice(1)}Request`);
  }
  return { ids, registries };
}

const { ids, registries } = buildRegistries();
const uri = (id: string) => `#/components/schemas/${id}`;
const ref = (io: Io, schema: z.core.$ZodType) => ({ $ref: uri(ids[io].get(schema) ?? "missing") });

/** Query parameters are few and flat: inlined. */
const json = (schema: z.ZodType, io: Io) => {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Record<
    string,
    unknown
  >;
  delete generated.$schema;
  return generated;
};

function componentSchemas(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const io of ["output", "input"] as const) {
    const all = z.toJSONSchema(registries[io], { io, unrepresentable: "any", target: "draft-2020-12", uri }) as {
      schemas: Record<string, Record<string, unknown>>;
    };
    for (const [id, schema] of Object.entries(all.schemas)) {
      delete schema.$schema;
      delete schema.$id;
      delete schema.id;
      out[id] = schema;
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function pathParameters(pattern: string) {
  return [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
}

export function otaOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of ENDPOINTS) {
    const route = ota.otaRoutes[e.route];
    const path = route.pattern.replace(/:([A-Za-z]+)/g, "{$1}");
    const queryParameters = e.query
      ? Object.entries(json(e.query, "input").properties as Record<string, unknown>).map(([name, schema]) => ({
          name,
          in: "query",
          required: ((json(e.query as z.ZodObject, "input").required as string[] | undefined) ?? []).includes(name),
          schema,
        }))
      : [];
    const headerParameters = Object.entries(e.headers ?? {}).map(([name, h]) => ({
      name,
      in: "header",
      required: h.required,
      description: h.description,
      schema: { type: "string" },
    }));
    const errorStatuses = [...new Set(e.errors.map((c) => ota.OTA_ERROR_STATUS[c]))].sort();
    const responses: Record<string, unknown> = {
      [String(e.status ?? 200)]: {
        description: "OK",
        content: { "application/json": { schema: ref("output", e.response) } },
      },
    };
    for (const status of errorStatuses) {
      responses[String(status)] = {
        description: e.errors.filter((c) => ota.OTA_ERROR_STATUS[c] === status).join(", "),
        content: { "application/json": { schema: { $ref: "#/components/schemas/OtaError" } } },
      };
    }
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: e.route,
        summary: e.summary,
        // Admin endpoints take the admin bearer token instead of the API key.
        ...(route.pattern.startsWith("/api/admin/") ? { security: [{ adminToken: [] }] } : {}),
        parameters: [...pathParameters(route.pattern), ...queryParameters, ...headerParameters],
        ...(e.body
          ? { requestBody: { required: true, content: { "application/json": { schema: ref("input", e.body) } } } }
          : {}),
        ...(e.fileBody
          ? {
              requestBody: {
                required: true,
                content: Object.fromEntries(
                  e.fileBody.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
                ),
              },
            }
          : {}),
        responses,
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Quartier OTA contract",
      version: "1.0.0",
      description:
        "The HTTP contract between the Quartier app and its OTA (the embedded inventory Worker or a production OTA). Generated from shared/ota; see docs/ota-contract.md.",
    },
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: ota.OTA_API_KEY_HEADER },
        adminToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: `A client-credentials access token of the identity provider for the OTA's audience, with the scope ${ota.otaAdminScope("<ibeUid>")} (one tenant, named by the token's tenant claim) or ${ota.OTA_PLATFORM_ADMIN_SCOPE} (every tenant).`,
        },
      },
      schemas: componentSchemas(),
    },
    security: [{ apiKey: [] }],
    paths,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const out = join(process.cwd(), "docs", "ota-openapi.json");
  writeFileSync(out, `${JSON.stringify(otaOpenApi(), null, 2)}\n`);
  console.log(`wrote ${out}`);
}
