import type { Profile } from "../../../shared/account/profile-schema";
import {
  type AdminBookingDetail,
  type AdminBookingList,
  type AdminBookingListRequest,
  type AdminCancelRequest,
  type AppendBookingEventRequest,
  adminBookingDetailSchema,
  adminBookingListSchema,
} from "../../../shared/ota/admin-booking";
import { type AdminDashboard, adminDashboardSchema } from "../../../shared/ota/admin-dashboard";
import { type OtaTenant, otaTenantSchema, type PutTenantRequest } from "../../../shared/ota/admin-tenant";
import {
  type Apartment,
  type ApartmentFeedPage,
  type ApartmentIdsPage,
  type ApartmentOffers,
  apartmentFeedPageSchema,
  apartmentIdsPageSchema,
  apartmentOffersSchema,
  apartmentSchema,
  type StayQuery,
} from "../../../shared/ota/apartment";
import {
  type AdminCalendar,
  adminCalendarSchema,
  type CalendarEditInput,
  type CalendarEditResult,
  calendarEditResultSchema,
} from "../../../shared/ota/back-office-calendar";
import {
  type AdminApartmentType,
  type AdminHouse,
  type AdminHouseList,
  adminApartmentTypeSchema,
  adminHouseListSchema,
  adminHouseSchema,
  type CreateApartmentType,
  type CreateHouse,
  type HouseListQuery,
  type UpdateApartmentType,
  type UpdateHouse,
} from "../../../shared/ota/back-office-houses";
import {
  type Portfolio,
  type PortfolioImportResult,
  portfolioImportResultSchema,
  portfolioSchema,
} from "../../../shared/ota/back-office-import";
import {
  type AdminPhoto,
  type AdminPhotoList,
  adminPhotoListSchema,
  adminPhotoSchema,
  type OrderPhotosRequest,
  type UpdatePhotoRequest,
} from "../../../shared/ota/back-office-photos";
import { type AdminRates, adminRatesSchema, type UpdateRatesInput } from "../../../shared/ota/back-office-rates";
import {
  type Booking,
  type BookingPage,
  bookingPageSchema,
  bookingSchema,
  type CancelBookingRequest,
  type CreateBookingRequest,
  type ListBookingsQuery,
} from "../../../shared/ota/booking";
import {
  type AdminChangeBookingRequest,
  type BookingChangeQuote,
  type BookingChangeStay,
  bookingChangeQuoteSchema,
  type ChangeBookingRequest,
} from "../../../shared/ota/booking-change";
import { type ChangeHistoryPage, changeHistoryPageSchema } from "../../../shared/ota/change-history";
import {
  type ChannelConnection,
  type ChannelConnectionDetail,
  type CreateChannelApiKey,
  type CreateChannelConnection,
  type CreatedChannelApiKey,
  channelConnectionDetailSchema,
  channelConnectionsSchema,
  createdChannelApiKeySchema,
  type UpdateChannelMapping,
} from "../../../shared/ota/channel-connections";
import {
  type ConnectionDeliveries,
  type CreatedEndpoint,
  type CreateEndpointRequest,
  connectionDeliveriesSchema,
  createdEndpointSchema,
  removedEndpointSchema,
  resentEventSchema,
} from "../../../shared/ota/channel-deliveries";
import { IDEMPOTENCY_KEY_HEADER, OTA_ACTOR_HEADER, type OtaLanguage } from "../../../shared/ota/common";
import {
  type AdminCompanyCode,
  adminCompanyCodeSchema,
  adminCompanyCodesSchema,
  type CompanyLookup,
  type CreateCompanyCode,
  companyLookupSchema,
  type UpdateCompanyCode,
} from "../../../shared/ota/company-code";
import {
  type AnswerContactMessageRequest,
  type ContactMessage,
  type ContactMessagePage,
  type CreateContactMessageRequest,
  contactMessagePageSchema,
  contactMessageSchema,
  type ListContactMessagesQuery,
} from "../../../shared/ota/contact";
import {
  type CustomerBookings,
  type CustomerProfile,
  customerBookingsSchema,
  customerProfileSchema,
} from "../../../shared/ota/customer";
import {
  type FindOffersRequest,
  type FindOffersResponse,
  findOffersResponseSchema,
} from "../../../shared/ota/find-offers";
import { type Listing, listingsSchema } from "../../../shared/ota/listing";
import { otaPaths } from "../../../shared/ota/paths";
import {
  type AdminReview,
  type AdminReviewDetail,
  type ApartmentReviews,
  type ApartmentReviewsQuery,
  adminReviewDetailSchema,
  adminReviewListSchema,
  apartmentReviewsSchema,
  type BookingReview,
  bookingReviewSchema,
  type Departure,
  departuresSchema,
  type PublicReview,
  publicReviewSchema,
  type ReviewHideReason,
  type ReviewStatus,
  type SubmitReviewRequest,
} from "../../../shared/ota/reviews";
import {
  type AdminListRfpsQuery,
  type CreateRfpOfferRequest,
  type CreateRfpRequest,
  type DeclineRfpRequest,
  type ListRfpsQuery,
  type Rfp,
  type RfpPage,
  rfpPageSchema,
  rfpSchema,
  type UpdateRfpOfferStatusRequest,
} from "../../../shared/ota/rfp";
import { type SearchPage, type SearchPageQuery, searchPageSchema } from "../../../shared/ota/search-page";
import { type StayCalendar, stayCalendarSchema } from "../../../shared/ota/stay-calendar";
import {
  type AdminVoucher,
  type AdminVoucherDetail,
  adminVoucherDetailSchema,
  adminVoucherListSchema,
  adminVoucherSchema,
  type VoucherInput,
  type VoucherLookup,
  voucherLookupSchema,
} from "../../../shared/ota/vouchers";
import { attemptSignal, type UpstreamDeadline } from "../http/upstream-deadline.server";
import { resolveUrl, type UpstreamFetcher } from "../http/upstream-http.server";
import { otaCall, otaHttpOptions } from "./ota-http.server";
import type { OtaResult } from "./ota-result";

/**
 * The signed-in customer an account call is for: the subject from the app's server-side session,
 * never from a request. The app calls with the tenant's API key and the OTA trusts the subject; an
 * OTA that wants the user's own access token instead would get it here, from the session's getToken
 * (docs/decisions/0022-customer-subject-and-profile.md).
 */
export type OtaCustomer = { subject: string };

export type OtaClientOptions = {
  /** The embedded inventory's service binding, or `{ fetch: (i, init) => fetch(i, init) }` for production. */
  fetcher: UpstreamFetcher;
  /** "https://inventory.internal" for the service binding; the OTA's base URL in production. */
  baseUrl: string;
  /** Sent as X-Api-Key on every call. */
  apiKey?: string;
  /** Per attempt, default 8000 ms. */
  timeoutMs?: number;
  /** First retry backoff, default 150 ms (doubles). */
  retryDelayMs?: number;
  /** For tests. */
  sleep?: (ms: number) => Promise<void>;
  /** The request's overall upstream deadline: every call and retry stays inside it. */
  deadline?: UpstreamDeadline;
  /** Sends `Authorization: Bearer <token>` on every call (the admin client: adminOtaFor). */
  authorization?: OtaAuthorization;
};

/** Where an OTA client's bearer token comes from, asked on every call (a cache makes that cheap). */
export type OtaAuthorization = {
  token(): Promise<string>;
  /** The OTA answered 401 to the token: forget it, so the next call gets a fresh one. */
  refused?(): Promise<void>;
  /** Who acts (the signed-in admin), sent as OTA_ACTOR_HEADER for the change history. */
  actor?: string;
};

/** The fetcher with the bearer token on every request. */
function withAuthorization(fetcher: UpstreamFetcher, authorization: OtaAuthorization): UpstreamFetcher {
  return {
    async fetch(input, init) {
      const headers = new Headers(init?.headers);
      headers.set("Authorization", `Bearer ${await authorization.token()}`);
      if (authorization.actor) headers.set(OTA_ACTOR_HEADER, encodeURIComponent(authorization.actor));
      const response = await fetcher.fetch(input, { ...init, headers });
      if (response.status === 401) await authorization.refused?.();
      return response;
    },
  };
}

/** The spec: "The query is retried twice." Reads get the same. */
const READ_RETRIES = 2;

type Query = Record<string, string | number | undefined>;

function stayQuery(q: StayQuery): Query {
  return {
    from: q.from,
    to: q.to,
    guests: q.guests === undefined ? undefined : String(q.guests),
    language: q.language,
    rfpId: q.rfpId,
    rfpOfferId: q.rfpOfferId,
    companyCode: q.companyCode,
  };
}

/** How long the brand host waits for an OpenTravel message of 10,000 day-rows to be applied. */
const OPENTRAVEL_TIMEOUT_MS = 30_000;

/** How long the app waits for a portfolio import (the import page's one long call). */
const PORTFOLIO_IMPORT_TIMEOUT_MS = 120_000;

/**
 * The app's client for the OTA contract (shared/ota). Typed, validated answers; idempotent calls
 * retried; every call ends in an OtaResult and never throws. No react-router, no bindings: the caller
 * passes the fetcher.
 */
export function createOtaClient(options: OtaClientOptions) {
  const http = otaHttpOptions({
    ...options,
    fetcher: options.authorization ? withAuthorization(options.fetcher, options.authorization) : options.fetcher,
    timeoutMs: options.timeoutMs ?? 8_000,
    retryDelayMs: options.retryDelayMs ?? 150,
  });
  const get = <T extends Parameters<typeof otaCall>[2]>(path: string, schema: T, query?: Query) =>
    otaCall(http, { method: "GET", path, ...(query ? { query } : {}), retries: READ_RETRIES }, schema);
  const post = <T extends Parameters<typeof otaCall>[2]>(
    path: string,
    body: unknown,
    schema: T,
    retries = 0,
    headers?: Record<string, string>,
    query?: Query,
  ) =>
    otaCall(
      http,
      { method: "POST", path, body, retries, ...(headers ? { headers } : {}), ...(query ? { query } : {}) },
      schema,
    );
  /** A PUT replaces a resource, so repeating it is safe: retried like a read. */
  const put = <T extends Parameters<typeof otaCall>[2]>(path: string, body: unknown, schema: T) =>
    otaCall(http, { method: "PUT", path, body, retries: READ_RETRIES }, schema);

  return {
    /** POST /api/find-offers; retried twice (the search is idempotent: the same search answers the same location). */
    findOffers: (request: FindOffersRequest): Promise<OtaResult<FindOffersResponse>> =>
      post(otaPaths.findOffers(), { pageProps: {}, options: {}, ...request }, findOffersResponseSchema, READ_RETRIES),

    /** GET of the redirect location find-offers answered: the listings array. */
    getListings: (redirectLocation: string): Promise<OtaResult<Listing[]>> => get(redirectLocation, listingsSchema),

    /** One ranked page of a redirect location with the facets of all its listings (docs/decisions/0040). */
    getSearchPage: (redirectLocation: string, query: SearchPageQuery): Promise<OtaResult<SearchPage>> =>
      get(otaPaths.searchResultPage(redirectLocation), searchPageSchema, {
        page: String(query.page),
        pageSize: String(query.pageSize),
        address: query.address,
      }),

    /** findOffers, then getListings. */
    async searchListings(request: FindOffersRequest): Promise<OtaResult<Listing[]>> {
      const found = await this.findOffers(request);
      if (!found.ok) return found;
      return this.getListings(found.data.redirectLocation);
    },

    /** One page of the ids of the apartment types the tenant sells (for its sitemap). */
    listApartmentIds: (
      ibeUid: string,
      query: { after?: string; limit?: number } = {},
    ): Promise<OtaResult<ApartmentIdsPage>> =>
      get(otaPaths.apartments(ibeUid), apartmentIdsPageSchema, {
        ...(query.after ? { after: query.after } : {}),
        ...(query.limit ? { limit: String(query.limit) } : {}),
      }),

    listApartmentFeed: (
      ibeUid: string,
      query: { after?: string; limit?: number; language: OtaLanguage },
    ): Promise<OtaResult<ApartmentFeedPage>> =>
      get(otaPaths.apartmentFeed(ibeUid), apartmentFeedPageSchema, {
        language: query.language,
        ...(query.after ? { after: query.after } : {}),
        ...(query.limit ? { limit: String(query.limit) } : {}),
      }),

    getApartmentById: (ibeUid: string, apartmentTypeId: string, language: OtaLanguage): Promise<OtaResult<Apartment>> =>
      get(otaPaths.apartment(ibeUid, apartmentTypeId), apartmentSchema, { language }),

    getOffersByApartmentTypeId: (
      ibeUid: string,
      apartmentTypeId: string,
      query: StayQuery,
    ): Promise<OtaResult<ApartmentOffers>> =>
      get(otaPaths.apartmentOffers(ibeUid, apartmentTypeId), apartmentOffersSchema, stayQuery(query)),

    /** Per day of whole months: free night, arrival/departure restrictions, minimum stay and nightly rate. */
    getStayCalendar: (
      ibeUid: string,
      apartmentTypeId: string,
      query: { month: string; months: number; language: OtaLanguage },
    ): Promise<OtaResult<StayCalendar>> =>
      get(otaPaths.stayCalendar(ibeUid, apartmentTypeId), stayCalendarSchema, {
        month: query.month,
        months: String(query.months),
        language: query.language,
      }),

    /**
     * Books a stay. The idempotency key makes retries safe: the same key answers the same booking.
     * Use one key per checkout session (e.g. its id). The answer names the apartment in `language`.
     */
    createBooking: (
      ibeUid: string,
      idempotencyKey: string,
      request: CreateBookingRequest,
      language: OtaLanguage = "en",
    ): Promise<OtaResult<Booking>> =>
      post(
        otaPaths.bookings(ibeUid),
        request,
        bookingSchema,
        READ_RETRIES,
        { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        { language },
      ),

    getBooking: (ibeUid: string, bookingId: string, language: OtaLanguage = "en"): Promise<OtaResult<Booking>> =>
      get(otaPaths.booking(ibeUid, bookingId), bookingSchema, { language }),

    /** Cancelling twice answers the same cancelled booking, so it is retried too. */
    cancelBooking: (
      ibeUid: string,
      bookingId: string,
      request: CancelBookingRequest = {},
      language: OtaLanguage = "en",
    ): Promise<OtaResult<Booking>> =>
      post(otaPaths.cancelBooking(ibeUid, bookingId), request, bookingSchema, READ_RETRIES, undefined, { language }),

    /** The quote of a change of a booking's dates or guests (docs/decisions/0140); writes nothing, so retried. */
    quoteBookingChange: (
      ibeUid: string,
      bookingId: string,
      stay: BookingChangeStay,
    ): Promise<OtaResult<BookingChangeQuote>> =>
      post(otaPaths.quoteBookingChange(ibeUid, bookingId), stay, bookingChangeQuoteSchema, READ_RETRIES),

    /** Changes a booking at its quoted total. Not retried: a lost answer is read back from the booking. */
    changeBooking: (
      ibeUid: string,
      bookingId: string,
      request: ChangeBookingRequest,
      language: OtaLanguage = "en",
    ): Promise<OtaResult<Booking>> =>
      post(otaPaths.changeBooking(ibeUid, bookingId), request, bookingSchema, 0, undefined, { language }),

    /** Admin: the quote of a change, under the guest's rules. */
    quoteBookingChangeAdmin: (
      ibeUid: string,
      bookingId: string,
      stay: BookingChangeStay,
    ): Promise<OtaResult<BookingChangeQuote>> =>
      post(otaPaths.adminQuoteBookingChange(ibeUid, bookingId), stay, bookingChangeQuoteSchema, READ_RETRIES),

    /** Admin: changes a booking at its quoted total; the history records the admin. Not retried. */
    changeBookingAdmin: (
      ibeUid: string,
      bookingId: string,
      request: AdminChangeBookingRequest,
      language: OtaLanguage = "en",
    ): Promise<OtaResult<AdminBookingDetail>> =>
      post(otaPaths.adminChangeBooking(ibeUid, bookingId), request, adminBookingDetailSchema, 0, undefined, {
        language,
      }),

    /** A guest's bookings, by email or user id. */
    listBookings: (ibeUid: string, query: ListBookingsQuery): Promise<OtaResult<BookingPage>> =>
      get(otaPaths.bookings(ibeUid), bookingPageSchema, { ...query }),

    /** Admin: one tenant's bookings, filtered, sorted and paged, with totals (`ibeUid` of the query is ignored). */
    getBookingsAdmin: (ibeUid: string, query: AdminBookingListRequest = {}): Promise<OtaResult<AdminBookingList>> =>
      get(otaPaths.adminBookings(ibeUid), adminBookingListSchema, { ...query }),

    /** Platform admin: bookings across every tenant, or one by `ibeUid`. */
    getAllBookingsAdmin: (query: AdminBookingListRequest = {}): Promise<OtaResult<AdminBookingList>> =>
      get(otaPaths.allBookings(), adminBookingListSchema, { ...query }),

    /** Admin: a booking with the masked card and its history. */
    getBookingAdmin: (
      ibeUid: string,
      bookingId: string,
      language: OtaLanguage = "en",
    ): Promise<OtaResult<AdminBookingDetail>> =>
      get(otaPaths.adminBooking(ibeUid, bookingId), adminBookingDetailSchema, { language }),

    /** Admin: cancel with the policy's fee or waived with a reason. Cancelling twice answers the same, so retried. */
    cancelBookingAdmin: (
      ibeUid: string,
      bookingId: string,
      request: AdminCancelRequest,
      language: OtaLanguage = "en",
    ): Promise<OtaResult<AdminBookingDetail>> =>
      post(otaPaths.adminCancelBooking(ibeUid, bookingId), request, adminBookingDetailSchema, READ_RETRIES, undefined, {
        language,
      }),

    /** Admin: records an action of the app (a resent confirmation) in the booking's history. Not retried. */
    appendBookingEvent: (
      ibeUid: string,
      bookingId: string,
      request: AppendBookingEventRequest,
      language: OtaLanguage = "en",
    ): Promise<OtaResult<AdminBookingDetail>> =>
      post(otaPaths.adminBookingEvents(ibeUid, bookingId), request, adminBookingDetailSchema, 0, undefined, {
        language,
      }),

    /** Admin: the dashboard's figures of one tenant, or of every tenant (the platform admin: `ibeUid` null). */
    getAdminDashboard: (ibeUid: string | null): Promise<OtaResult<AdminDashboard>> =>
      get(ibeUid ? otaPaths.adminDashboard(ibeUid) : otaPaths.platformDashboard(), adminDashboardSchema),

    /** PUT /api/admin/tenants/:ibeUid (platform token): the OTA learns of a brand or its new name. */
    putTenant: (ibeUid: string, request: PutTenantRequest): Promise<OtaResult<OtaTenant>> =>
      put(otaPaths.adminTenant(ibeUid), request, otaTenantSchema),

    createRfp: (ibeUid: string, request: CreateRfpRequest): Promise<OtaResult<Rfp>> =>
      post(otaPaths.rfps(ibeUid), request, rfpSchema),

    /** A reservation enquiry for one listing (an Ad without a bookable channel): an RFP whose first offer is that apartment. */
    sendRpfReservationEnquiry: (
      ibeUid: string,
      request: CreateRfpRequest & { apartmentTypeId: string },
    ): Promise<OtaResult<Rfp>> => post(otaPaths.rfps(ibeUid), request, rfpSchema),

    /** A requester's enquiries (by the signed-in user's subject or by e-mail address). */
    listRfps: (ibeUid: string, query: ListRfpsQuery): Promise<OtaResult<RfpPage>> =>
      get(otaPaths.rfps(ibeUid), rfpPageSchema, { ...query }),

    getRfp: (ibeUid: string, rfpId: string): Promise<OtaResult<Rfp>> => get(otaPaths.rfp(ibeUid, rfpId), rfpSchema),

    /** The requester declines one offer, or the whole enquiry without `offerId`. */
    declineRfp: (ibeUid: string, rfpId: string, request: DeclineRfpRequest): Promise<OtaResult<Rfp>> =>
      post(otaPaths.declineRfp(ibeUid, rfpId), request, rfpSchema),

    /** Operator: every enquiry of the tenant, optionally of one status. */
    adminListRfps: (ibeUid: string, query: AdminListRfpsQuery = {}): Promise<OtaResult<RfpPage>> =>
      get(otaPaths.adminRfps(ibeUid), rfpPageSchema, { ...query }),

    adminGetRfp: (ibeUid: string, rfpId: string): Promise<OtaResult<Rfp>> =>
      get(otaPaths.adminRfp(ibeUid, rfpId), rfpSchema),

    /** Operator: draft an offer (OPEN until sent). */
    createRfpOffer: (ibeUid: string, rfpId: string, request: CreateRfpOfferRequest): Promise<OtaResult<Rfp>> =>
      post(otaPaths.adminRfpOffers(ibeUid, rfpId), request, rfpSchema),

    /** Operator: send every drafted offer (OPEN -> BOOKABLE; the lead becomes BOOKABLE). */
    sendRfpOffers: (ibeUid: string, rfpId: string): Promise<OtaResult<Rfp>> =>
      post(otaPaths.adminSendRfpOffers(ibeUid, rfpId), {}, rfpSchema),

    /** Operator: decline the enquiry (LOST, its open offers too). */
    closeRfp: (ibeUid: string, rfpId: string): Promise<OtaResult<Rfp>> =>
      post(otaPaths.adminCloseRfp(ibeUid, rfpId), {}, rfpSchema),

    /** Operator: withdraw one offer (LOST). */
    updateRfpOfferStatus: (
      ibeUid: string,
      rfpId: string,
      offerId: string,
      request: UpdateRfpOfferStatusRequest,
    ): Promise<OtaResult<Rfp>> => post(otaPaths.adminRfpOfferStatus(ibeUid, rfpId, offerId), request, rfpSchema),

    sendContact: (ibeUid: string, request: CreateContactMessageRequest): Promise<OtaResult<ContactMessage>> =>
      post(otaPaths.contactMessages(ibeUid), request, contactMessageSchema),

    /** Admin inbox: one status, newest first, a page with totals. */
    listContactMessages: (
      ibeUid: string,
      query: ListContactMessagesQuery = {},
    ): Promise<OtaResult<ContactMessagePage>> =>
      get(otaPaths.adminContactMessages(ibeUid), contactMessagePageSchema, { ...query }),

    /** Admin inbox: one message (another tenant's is 404). */
    getContactMessage: (ibeUid: string, messageId: string): Promise<OtaResult<ContactMessage>> =>
      get(otaPaths.adminContactMessage(ibeUid, messageId), contactMessageSchema),

    /** Admin inbox: records the answer mailed to the sender (new -> answered; 409 when answered already). */
    answerContactMessage: (
      ibeUid: string,
      messageId: string,
      request: AnswerContactMessageRequest,
    ): Promise<OtaResult<ContactMessage>> =>
      post(otaPaths.adminContactMessageAnswer(ibeUid, messageId), request, contactMessageSchema),

    /** My bookings: the customer's upcoming and past stays at this tenant (the `listings` field), names in `language`. */
    getMyBookings: (
      ibeUid: string,
      customer: OtaCustomer,
      language: OtaLanguage = "en",
    ): Promise<OtaResult<CustomerBookings>> =>
      get(otaPaths.customerBookings(ibeUid, customer.subject), customerBookingsSchema, { language }),

    /** The customer's profile at this tenant; `profile` is null until they first save one. */
    getMyProfile: (ibeUid: string, customer: OtaCustomer): Promise<OtaResult<CustomerProfile>> =>
      get(otaPaths.customerProfile(ibeUid, customer.subject), customerProfileSchema),

    /** A company code's status for an arrival (default today) and, when valid, the company's terms. */
    getCompanyCode: (ibeUid: string, code: string, arrival?: string): Promise<OtaResult<CompanyLookup>> =>
      get(otaPaths.companyCode(ibeUid, code), companyLookupSchema, arrival ? { arrival } : undefined),

    /** Admin: the tenant's company codes with their plans. */
    listCompanyCodes: (ibeUid: string): Promise<OtaResult<{ items: AdminCompanyCode[] }>> =>
      get(otaPaths.adminCompanyCodes(ibeUid), adminCompanyCodesSchema),

    /** Admin: one company code. */
    getCompanyCodeAdmin: (ibeUid: string, id: string): Promise<OtaResult<AdminCompanyCode>> =>
      get(otaPaths.adminCompanyCode(ibeUid, id), adminCompanyCodeSchema),

    /** Admin: a new code with its plans (400 invalid_input when the code is taken). */
    createCompanyCode: (ibeUid: string, request: CreateCompanyCode): Promise<OtaResult<AdminCompanyCode>> =>
      post(otaPaths.adminCompanyCodes(ibeUid), request, adminCompanyCodeSchema),

    /** Admin: validity, active flag and payments of a code. */
    updateCompanyCode: (ibeUid: string, id: string, request: UpdateCompanyCode): Promise<OtaResult<AdminCompanyCode>> =>
      put(otaPaths.adminCompanyCode(ibeUid, id), request, adminCompanyCodeSchema),

    /** A voucher's terms and uses (by `email` too, when given); `terms: null` when unknown or archived. */
    getVoucher: (ibeUid: string, code: string, email?: string): Promise<OtaResult<VoucherLookup>> =>
      get(otaPaths.voucher(ibeUid, code), voucherLookupSchema, email ? { email } : undefined),

    /** Admin: the brand's vouchers with their uses. */
    listVouchers: (ibeUid: string): Promise<OtaResult<{ items: AdminVoucher[] }>> =>
      get(otaPaths.adminVouchers(ibeUid), adminVoucherListSchema),

    /** Admin: one voucher, its uses and its history. */
    getVoucherAdmin: (ibeUid: string, id: string): Promise<OtaResult<AdminVoucherDetail>> =>
      get(otaPaths.adminVoucher(ibeUid, id), adminVoucherDetailSchema),

    /** Admin: a new voucher (400 invalid_input on `body.code` when the brand has the code). */
    createVoucher: (ibeUid: string, request: VoucherInput): Promise<OtaResult<AdminVoucher>> =>
      post(otaPaths.adminVouchers(ibeUid), request, adminVoucherSchema),

    /** Admin: a voucher's new terms. */
    updateVoucher: (ibeUid: string, id: string, request: VoucherInput): Promise<OtaResult<AdminVoucher>> =>
      put(otaPaths.adminVoucher(ibeUid, id), request, adminVoucherSchema),

    // Reviews of real stays (docs/decisions/0139)
    /** The booking's review, or null (404 for a booking the brand does not have). */
    getBookingReview: (ibeUid: string, bookingId: string): Promise<OtaResult<BookingReview>> =>
      get(otaPaths.bookingReview(ibeUid, bookingId), bookingReviewSchema),

    /** The guest's review (409 already_reviewed, 409 not_reviewable with `details.reason`). Not retried. */
    submitReview: (ibeUid: string, bookingId: string, request: SubmitReviewRequest): Promise<OtaResult<PublicReview>> =>
      post(otaPaths.bookingReview(ibeUid, bookingId), request, publicReviewSchema),

    /** An apartment type's visible reviews, a page of them newest first, with the averages of all. */
    getApartmentReviews: (
      ibeUid: string,
      apartmentTypeId: string,
      query: ApartmentReviewsQuery = {},
    ): Promise<OtaResult<ApartmentReviews>> =>
      get(otaPaths.apartmentReviews(ibeUid, apartmentTypeId), apartmentReviewsSchema, {
        ...(query.page ? { page: String(query.page) } : {}),
        ...(query.limit ? { limit: String(query.limit) } : {}),
      }),

    /** The brand's stays, not cancelled, that ended on the day: the review invitations' list. */
    getDepartures: (ibeUid: string, on: string): Promise<OtaResult<{ items: Departure[] }>> =>
      get(otaPaths.departures(ibeUid), departuresSchema, { on }),

    /** Admin: the brand's reviews, newest first, of one status when given. */
    listReviews: (
      ibeUid: string,
      language: OtaLanguage,
      status?: ReviewStatus,
    ): Promise<OtaResult<{ items: AdminReview[] }>> =>
      get(otaPaths.adminReviews(ibeUid), adminReviewListSchema, { language, ...(status ? { status } : {}) }),

    /** Admin: a review and its history. */
    getReviewAdmin: (ibeUid: string, reviewId: string, language: OtaLanguage): Promise<OtaResult<AdminReviewDetail>> =>
      get(otaPaths.adminReview(ibeUid, reviewId), adminReviewDetailSchema, { language }),

    /** Admin: the public reply (replaces an earlier one). */
    replyToReview: (ibeUid: string, reviewId: string, text: string): Promise<OtaResult<AdminReviewDetail>> =>
      post(otaPaths.adminReplyReview(ibeUid, reviewId), { text }, adminReviewDetailSchema),

    /** Admin: hides a review for a reason of the fixed list (recorded in its history). */
    hideReview: (ibeUid: string, reviewId: string, reason: ReviewHideReason): Promise<OtaResult<AdminReviewDetail>> =>
      post(otaPaths.adminHideReview(ibeUid, reviewId), { reason }, adminReviewDetailSchema),

    /** Admin: shows a hidden review again (recorded in its history). */
    showReview: (ibeUid: string, reviewId: string): Promise<OtaResult<AdminReviewDetail>> =>
      post(otaPaths.adminShowReview(ibeUid, reviewId), {}, adminReviewDetailSchema),

    /** Admin: archives a voucher (it takes no more bookings). */
    archiveVoucher: (ibeUid: string, id: string): Promise<OtaResult<AdminVoucher>> =>
      post(otaPaths.adminArchiveVoucher(ibeUid, id), {}, adminVoucherSchema),

    /** Spec: updateMyself. Replaces the profile; the OTA checks it with the same schema (400 invalid_input). */
    updateMyself: (ibeUid: string, customer: OtaCustomer, profile: Profile): Promise<OtaResult<CustomerProfile>> =>
      put(otaPaths.customerProfile(ibeUid, customer.subject), profile, customerProfileSchema),

    /**
     * Forwards a channel manager's OpenTravel message and its credential (the Authorization header as
     * sent) to the OTA, and passes its XML answer back as it is (docs/decisions/0117). Not retried: the
     * channel manager retries, and the EchoToken makes a repeat harmless.
     */
    forwardOpenTravel: (ibeUid: string, body: ArrayBuffer, authorization: string | null): Promise<Response> =>
      http.fetcher.fetch(resolveUrl(http.baseUrl, otaPaths.openTravel(ibeUid)), {
        method: "POST",
        headers: {
          ...http.headers,
          "Content-Type": "application/xml",
          ...(authorization ? { Authorization: authorization } : {}),
        },
        body,
        signal: attemptSignal(Math.max(http.timeoutMs, OPENTRAVEL_TIMEOUT_MS), undefined),
      }),

    /** Passes an OTA asset (e.g. a listing image path) through, for an image proxy route. */
    fetchAsset: (path: string, init: { headers?: HeadersInit } = {}): Promise<Response> =>
      http.fetcher.fetch(resolveUrl(http.baseUrl, path), {
        ...(init.headers ? { headers: init.headers } : {}),
        signal: attemptSignal(http.timeoutMs, http.deadline),
      }),

    // Back office: photos
    /** Admin: an apartment type's photos in their order (the cover first). */
    listPhotos: (ibeUid: string, apartmentTypeId: string): Promise<OtaResult<AdminPhotoList>> =>
      get(otaPaths.adminPhotos(ibeUid, apartmentTypeId), adminPhotoListSchema),

    /** Admin: uploads one file (its bytes; the OTA reads the type from them: 413, 415). Not retried. */
    uploadPhoto: (
      ibeUid: string,
      apartmentTypeId: string,
      file: { bytes: Uint8Array<ArrayBuffer>; contentType: string },
    ): Promise<OtaResult<AdminPhoto>> =>
      otaCall(
        http,
        { method: "POST", path: otaPaths.adminPhotos(ibeUid, apartmentTypeId), file, retries: 0 },
        adminPhotoSchema,
      ),

    /** Admin: a photo's alt texts. */
    updatePhoto: (
      ibeUid: string,
      apartmentTypeId: string,
      photoId: string,
      request: UpdatePhotoRequest,
    ): Promise<OtaResult<AdminPhoto>> =>
      put(otaPaths.adminPhoto(ibeUid, apartmentTypeId, photoId), request, adminPhotoSchema),

    /** Admin: a new order of every photo of the type. */
    orderPhotos: (
      ibeUid: string,
      apartmentTypeId: string,
      request: OrderPhotosRequest,
    ): Promise<OtaResult<AdminPhotoList>> =>
      post(otaPaths.adminPhotoOrder(ibeUid, apartmentTypeId), request, adminPhotoListSchema),

    /** Admin: the photo becomes the cover. */
    choosePhotoCover: (ibeUid: string, apartmentTypeId: string, photoId: string): Promise<OtaResult<AdminPhotoList>> =>
      post(otaPaths.adminPhotoCover(ibeUid, apartmentTypeId, photoId), {}, adminPhotoListSchema),

    /** Admin: deletes the photo and its file. */
    deletePhoto: (ibeUid: string, apartmentTypeId: string, photoId: string): Promise<OtaResult<AdminPhotoList>> =>
      post(otaPaths.adminDeletePhoto(ibeUid, apartmentTypeId, photoId), {}, adminPhotoListSchema),
    // Back office: the availability calendar
    /** Admin: an apartment type's calendar of one month (YYYY-MM). */
    getAdminCalendar: (ibeUid: string, apartmentTypeId: string, month: string): Promise<OtaResult<AdminCalendar>> =>
      get(otaPaths.adminCalendar(ibeUid, apartmentTypeId), adminCalendarSchema, { month }),
    /** Admin: the days an edit would change (nothing saved; 409 units_below_bookings naming the nights). */
    previewCalendarEdit: (
      ibeUid: string,
      apartmentTypeId: string,
      edit: CalendarEditInput,
    ): Promise<OtaResult<CalendarEditResult>> =>
      post(otaPaths.adminCalendarPreview(ibeUid, apartmentTypeId), edit, calendarEditResultSchema),
    /** Admin: saves an edit (one batch, one history entry). */
    saveCalendarEdit: (
      ibeUid: string,
      apartmentTypeId: string,
      edit: CalendarEditInput,
    ): Promise<OtaResult<CalendarEditResult>> =>
      post(otaPaths.adminCalendar(ibeUid, apartmentTypeId), edit, calendarEditResultSchema),
    // Back office: houses (docs/decisions/0105)
    /** Admin: the brand's houses (the platform's: every brand's, or `owner`'s). */
    listHouses: (ibeUid: string, query: HouseListQuery = {}): Promise<OtaResult<AdminHouseList>> =>
      get(otaPaths.adminHouses(ibeUid), adminHouseListSchema, {
        owner: query.owner,
        q: query.q,
        limit: query.limit,
        cursor: query.cursor,
      }),
    /** Admin: one house with its apartment types (403 another brand's). */
    getHouse: (ibeUid: string, propertyId: string): Promise<OtaResult<AdminHouse>> =>
      get(otaPaths.adminHouse(ibeUid, propertyId), adminHouseSchema),
    createHouse: (ibeUid: string, request: CreateHouse): Promise<OtaResult<AdminHouse>> =>
      post(otaPaths.adminHouses(ibeUid), request, adminHouseSchema),
    /** Admin: the fields given; `active` deactivates or reactivates. */
    updateHouse: (ibeUid: string, propertyId: string, request: UpdateHouse): Promise<OtaResult<AdminHouse>> =>
      put(otaPaths.adminHouse(ibeUid, propertyId), request, adminHouseSchema),
    houseHistory: (ibeUid: string, propertyId: string, cursor?: string): Promise<OtaResult<ChangeHistoryPage>> =>
      get(otaPaths.adminHouseHistory(ibeUid, propertyId), changeHistoryPageSchema, { cursor }),
    getApartmentType: (ibeUid: string, apartmentTypeId: string): Promise<OtaResult<AdminApartmentType>> =>
      get(otaPaths.adminApartmentType(ibeUid, apartmentTypeId), adminApartmentTypeSchema),
    createApartmentType: (ibeUid: string, request: CreateApartmentType): Promise<OtaResult<AdminApartmentType>> =>
      post(otaPaths.adminApartmentTypes(ibeUid), request, adminApartmentTypeSchema),
    /** Admin: the fields given; fewer units than booked: 409 units_below_bookings (`details.nights`). */
    updateApartmentType: (
      ibeUid: string,
      apartmentTypeId: string,
      request: UpdateApartmentType,
    ): Promise<OtaResult<AdminApartmentType>> =>
      put(otaPaths.adminApartmentType(ibeUid, apartmentTypeId), request, adminApartmentTypeSchema),
    apartmentTypeHistory: (
      ibeUid: string,
      apartmentTypeId: string,
      cursor?: string,
    ): Promise<OtaResult<ChangeHistoryPage>> =>
      get(otaPaths.adminApartmentTypeHistory(ibeUid, apartmentTypeId), changeHistoryPageSchema, { cursor }),
    // Back office: import and export (docs/decisions/0110)
    /** Admin: the brand's houses, apartment types and calendar rows from today (the platform's: all, or `owner`'s). */
    exportPortfolio: (ibeUid: string, owner?: string): Promise<OtaResult<Portfolio>> =>
      get(otaPaths.adminPortfolioExport(ibeUid), portfolioSchema, { owner }),
    /**
     * Admin: imports a portfolio, all or nothing (dry: only reports what it would do). Refusals carry
     * each row's problem in `details.issues` (403 another brand's rows, 409 units below bookings, 400).
     */
    importPortfolio: (
      ibeUid: string,
      portfolio: Portfolio,
      dryRun: boolean,
    ): Promise<OtaResult<PortfolioImportResult>> =>
      otaCall(
        // A year of daily prices for 500 types takes seconds, not the default's few: the inventory
        // must not write an import the page has already reported as failed.
        { ...http, timeoutMs: Math.max(http.timeoutMs, PORTFOLIO_IMPORT_TIMEOUT_MS) },
        {
          method: "POST",
          path: otaPaths.adminPortfolioImport(ibeUid),
          body: portfolio,
          query: { dryRun: String(dryRun) },
          retries: 0,
        },
        portfolioImportResultSchema,
      ),
    // Back office: rates (docs/decisions/0109)
    /** Admin: an apartment type's prices, rate plans and extra services (403 another brand's). */
    getRates: (ibeUid: string, apartmentTypeId: string): Promise<OtaResult<AdminRates>> =>
      get(otaPaths.adminRates(ibeUid, apartmentTypeId), adminRatesSchema),
    /** Admin: the parts given replace the type's; a removed plan that bookings name: 409 rate_plan_in_use. */
    updateRates: (ibeUid: string, apartmentTypeId: string, request: UpdateRatesInput): Promise<OtaResult<AdminRates>> =>
      put(otaPaths.adminRates(ibeUid, apartmentTypeId), request, adminRatesSchema),
    // Channel managers (docs/decisions/0116)
    /** Admin: the brand's channel manager connections, newest first. */
    listConnections: (ibeUid: string): Promise<OtaResult<{ items: ChannelConnection[] }>> =>
      get(otaPaths.adminConnections(ibeUid), channelConnectionsSchema),
    /** Admin: a new connection; its detail (no key yet). */
    createConnection: (ibeUid: string, request: CreateChannelConnection): Promise<OtaResult<ChannelConnectionDetail>> =>
      post(otaPaths.adminConnections(ibeUid), request, channelConnectionDetailSchema),
    /** Admin: a connection with its keys and the code mapping of the brand's apartment types and plans. */
    getConnection: (ibeUid: string, connectionId: string): Promise<OtaResult<ChannelConnectionDetail>> =>
      get(otaPaths.adminConnection(ibeUid, connectionId), channelConnectionDetailSchema),
    /** Admin: a new key; the answer holds its secret, the only time it is shown. Not retried. */
    createConnectionKey: (
      ibeUid: string,
      connectionId: string,
      request: CreateChannelApiKey,
    ): Promise<OtaResult<CreatedChannelApiKey>> =>
      post(otaPaths.adminConnectionKeys(ibeUid, connectionId), request, createdChannelApiKeySchema),
    /** Admin: the key stops working at once. */
    revokeConnectionKey: (
      ibeUid: string,
      connectionId: string,
      keyId: string,
    ): Promise<OtaResult<ChannelConnectionDetail>> =>
      post(otaPaths.adminRevokeConnectionKey(ibeUid, connectionId, keyId), {}, channelConnectionDetailSchema),
    /** Admin: the InvTypeCodes and RatePlanCodes given replace the stored ones (400 naming codes it cannot use). */
    updateConnectionMapping: (
      ibeUid: string,
      connectionId: string,
      request: UpdateChannelMapping,
    ): Promise<OtaResult<ChannelConnectionDetail>> =>
      put(otaPaths.adminConnectionMapping(ibeUid, connectionId), request, channelConnectionDetailSchema),
    // Channel managers: booking events out (docs/decisions/0118)
    /** Admin: a connection's delivery endpoints, its latest events with their attempts, and the dead ones. */
    getConnectionDeliveries: (ibeUid: string, connectionId: string): Promise<OtaResult<ConnectionDeliveries>> =>
      get(otaPaths.adminConnectionDeliveries(ibeUid, connectionId), connectionDeliveriesSchema),
    /** Admin: a new delivery endpoint; the answer holds its signing secret, the only time it is shown. */
    createDeliveryEndpoint: (
      ibeUid: string,
      connectionId: string,
      request: CreateEndpointRequest,
    ): Promise<OtaResult<CreatedEndpoint>> =>
      post(otaPaths.adminDeliveryEndpoints(ibeUid, connectionId), request, createdEndpointSchema),
    /** Admin: no new event is written for the endpoint; its events stay. */
    removeDeliveryEndpoint: (ibeUid: string, connectionId: string, endpointId: string) =>
      post(otaPaths.adminDeleteDeliveryEndpoint(ibeUid, connectionId, endpointId), {}, removedEndpointSchema),
    /** Admin: a dead event gets a new round of attempts (404 unless it is dead). */
    resendDelivery: (ibeUid: string, eventId: string) =>
      post(otaPaths.adminResendDelivery(ibeUid, eventId), {}, resentEventSchema),
  };
}

export type OtaClient = ReturnType<typeof createOtaClient>;
