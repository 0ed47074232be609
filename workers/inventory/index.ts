import { OTA_API_KEY_HEADER } from "../../shared/ota/common";
import { otaRoutes } from "../../shared/ota/paths";
import { type DeliveryMessage, handleDeliveryBatch, requeueStrandedEvents } from "./deliveries/delivery-queue";
import type { InventoryEnv } from "./env";
import { verifyAdminToken } from "./http/admin-auth";
import { errorResponse, json, OtaError } from "./http/responses";
import { type Handler, Router } from "./http/router";
import { expireRfpOffers } from "./repositories/rfps";
import {
  handleAdminAppendBookingEvent,
  handleAdminCancelBooking,
  handleAdminChangeBooking,
  handleAdminGetBooking,
  handleAdminListAllBookings,
  handleAdminListBookings,
  handleAdminQuoteBookingChange,
} from "./routes/admin-bookings";
import { handleAdminEditCalendar, handleAdminGetCalendar, handleAdminPreviewCalendar } from "./routes/admin-calendar";
import { handleAdminDashboard, handlePlatformDashboard } from "./routes/admin-dashboard";
import {
  handleAdminConnectionDeliveries,
  handleAdminCreateDeliveryEndpoint,
  handleAdminDeleteDeliveryEndpoint,
  handleAdminResendDelivery,
} from "./routes/admin-deliveries";
import { handleAdminGetRates, handleAdminUpdateRates } from "./routes/admin-rates";
import { handleAdminPutTenant } from "./routes/admin-tenants";
import {
  handleAdminDeletePhoto,
  handleAdminListPhotos,
  handleAdminOrderPhotos,
  handleAdminPhotoCover,
  handleAdminUpdatePhoto,
  handleAdminUploadPhoto,
  handlePhotoFile,
} from "./routes/apartment-photos";
import {
  handleApartmentFeed,
  handleGetApartment,
  handleGetApartmentOffers,
  handleGetStayCalendar,
  handleListApartments,
} from "./routes/apartments";
import {
  handleAdminApartmentTypeHistory,
  handleAdminCreateApartmentType,
  handleAdminCreateHouse,
  handleAdminGetApartmentType,
  handleAdminGetHouse,
  handleAdminHouseHistory,
  handleAdminListHouses,
  handleAdminUpdateApartmentType,
  handleAdminUpdateHouse,
} from "./routes/back-office-houses";
import {
  handleCancelBooking,
  handleChangeBooking,
  handleCreateBooking,
  handleGetBooking,
  handleListBookings,
  handleQuoteBookingChange,
} from "./routes/bookings";
import {
  handleAdminCreateConnection,
  handleAdminCreateConnectionKey,
  handleAdminGetConnection,
  handleAdminListConnections,
  handleAdminRevokeConnectionKey,
  handleAdminUpdateConnectionMapping,
} from "./routes/channel-connections";
import {
  handleAdminCreateCompanyCode,
  handleAdminGetCompanyCode,
  handleAdminListCompanyCodes,
  handleAdminUpdateCompanyCode,
  handleGetCompanyCode,
} from "./routes/company-codes";
import {
  handleAnswerContactMessage,
  handleCreateContactMessage,
  handleGetContactMessage,
  handleListContactMessages,
} from "./routes/contact-messages";
import type { RequestContext } from "./routes/context";
import { handleCustomerBookings, handleCustomerProfile, handleUpdateCustomerProfile } from "./routes/customers";
import { handleFindOffers, handleSearchResult, handleSearchResultPage } from "./routes/find-offers";
import { handleImage } from "./routes/images";
import { handleOpenTravel } from "./routes/opentravel";
import { handleAdminExportPortfolio, handleAdminImportPortfolio } from "./routes/portfolio";
import {
  handleAdminGetReview,
  handleAdminHideReview,
  handleAdminListReviews,
  handleAdminReplyReview,
  handleAdminShowReview,
  handleApartmentReviews,
  handleDepartures,
  handleGetBookingReview,
  handleSubmitReview,
} from "./routes/reviews";
import {
  handleAdminGetRfp,
  handleAdminListRfps,
  handleCloseRfp,
  handleCreateRfp,
  handleCreateRfpOffer,
  handleDeclineRfp,
  handleGetRfp,
  handleListRfps,
  handleSendRfpOffers,
  handleUpdateRfpOfferStatus,
} from "./routes/rfps";
import {
  handleAdminArchiveVoucher,
  handleAdminCreateVoucher,
  handleAdminGetVoucher,
  handleAdminListVouchers,
  handleAdminUpdateVoucher,
  handleGetVoucher,
} from "./routes/vouchers";
import { todayIso } from "./rules/calendar";

/**
 * The embedded OTA: the inventory Worker behind the app's service binding, speaking the HTTP contract
 * in shared/ota (documented in docs/ota-contract.md) that a production OTA serves too.
 */
const handlers: Record<keyof typeof otaRoutes, Handler<RequestContext>> = {
  findOffers: handleFindOffers,
  searchResult: handleSearchResult,
  searchResultPage: handleSearchResultPage,
  apartments: handleListApartments,
  apartmentFeed: handleApartmentFeed,
  apartment: handleGetApartment,
  apartmentOffers: handleGetApartmentOffers,
  stayCalendar: handleGetStayCalendar,
  createBooking: handleCreateBooking,
  listBookings: handleListBookings,
  booking: handleGetBooking,
  cancelBooking: handleCancelBooking,
  quoteBookingChange: handleQuoteBookingChange,
  changeBooking: handleChangeBooking,
  allBookings: handleAdminListAllBookings,
  adminBookings: handleAdminListBookings,
  adminBooking: handleAdminGetBooking,
  adminCancelBooking: handleAdminCancelBooking,
  adminBookingEvents: handleAdminAppendBookingEvent,
  adminQuoteBookingChange: handleAdminQuoteBookingChange,
  adminChangeBooking: handleAdminChangeBooking,
  createRfp: handleCreateRfp,
  listRfps: handleListRfps,
  rfp: handleGetRfp,
  declineRfp: handleDeclineRfp,
  adminListRfps: handleAdminListRfps,
  adminRfp: handleAdminGetRfp,
  createRfpOffer: handleCreateRfpOffer,
  sendRfpOffers: handleSendRfpOffers,
  closeRfp: handleCloseRfp,
  rfpOfferStatus: handleUpdateRfpOfferStatus,
  createContactMessage: handleCreateContactMessage,
  listContactMessages: handleListContactMessages,
  contactMessage: handleGetContactMessage,
  answerContactMessage: handleAnswerContactMessage,
  customerBookings: handleCustomerBookings,
  customerProfile: handleCustomerProfile,
  updateCustomerProfile: handleUpdateCustomerProfile,
  adminDashboard: handleAdminDashboard,
  platformDashboard: handlePlatformDashboard,
  adminPutTenant: handleAdminPutTenant,
  companyCode: handleGetCompanyCode,
  adminListCompanyCodes: handleAdminListCompanyCodes,
  adminCreateCompanyCode: handleAdminCreateCompanyCode,
  adminCompanyCode: handleAdminGetCompanyCode,
  adminUpdateCompanyCode: handleAdminUpdateCompanyCode,
  voucher: handleGetVoucher,
  adminListVouchers: handleAdminListVouchers,
  adminCreateVoucher: handleAdminCreateVoucher,
  adminVoucher: handleAdminGetVoucher,
  adminUpdateVoucher: handleAdminUpdateVoucher,
  adminArchiveVoucher: handleAdminArchiveVoucher,
  // Back office: the availability calendar
  adminCalendar: handleAdminGetCalendar,
  adminEditCalendar: handleAdminEditCalendar,
  adminPreviewCalendar: handleAdminPreviewCalendar,
  adminListHouses: handleAdminListHouses,
  adminCreateHouse: handleAdminCreateHouse,
  adminHouse: handleAdminGetHouse,
  adminUpdateHouse: handleAdminUpdateHouse,
  adminHouseHistory: handleAdminHouseHistory,
  adminCreateApartmentType: handleAdminCreateApartmentType,
  adminApartmentType: handleAdminGetApartmentType,
  adminUpdateApartmentType: handleAdminUpdateApartmentType,
  adminApartmentTypeHistory: handleAdminApartmentTypeHistory,
  image: handleImage,
  // Back office: photos
  adminListPhotos: handleAdminListPhotos,
  adminUploadPhoto: handleAdminUploadPhoto,
  adminOrderPhotos: handleAdminOrderPhotos,
  adminUpdatePhoto: handleAdminUpdatePhoto,
  adminPhotoCover: handleAdminPhotoCover,
  adminDeletePhoto: handleAdminDeletePhoto,
  // Back office: import and export
  adminExportPortfolio: handleAdminExportPortfolio,
  adminImportPortfolio: handleAdminImportPortfolio,
  photoFile: handlePhotoFile,
  // Back office: rates
  adminRates: handleAdminGetRates,
  adminUpdateRates: handleAdminUpdateRates,
  // Channel managers
  adminListConnections: handleAdminListConnections,
  adminCreateConnection: handleAdminCreateConnection,
  adminConnection: handleAdminGetConnection,
  adminCreateConnectionKey: handleAdminCreateConnectionKey,
  adminRevokeConnectionKey: handleAdminRevokeConnectionKey,
  adminUpdateConnectionMapping: handleAdminUpdateConnectionMapping,
  openTravel: handleOpenTravel,
  health: () => json({ status: "ok" }),
  // Channel managers: booking events out
  adminConnectionDeliveries: handleAdminConnectionDeliveries,
  adminCreateDeliveryEndpoint: handleAdminCreateDeliveryEndpoint,
  adminDeleteDeliveryEndpoint: handleAdminDeleteDeliveryEndpoint,
  adminResendDelivery: handleAdminResendDelivery,
  // Reviews of real stays
  bookingReview: handleGetBookingReview,
  submitReview: handleSubmitReview,
  apartmentReviews: handleApartmentReviews,
  departures: handleDepartures,
  adminListReviews: handleAdminListReviews,
  adminReview: handleAdminGetReview,
  adminReplyReview: handleAdminReplyReview,
  adminHideReview: handleAdminHideReview,
  adminShowReview: handleAdminShowReview,
};

const router = new Router<RequestContext>();
for (const [name, route] of Object.entries(otaRoutes) as [
  keyof typeof otaRoutes,
  (typeof otaRoutes)[keyof typeof otaRoutes],
][]) {
  router.on(route.method, route.pattern, handlers[name]);
}

/** Compares digests, so the time taken says nothing about how much of the key matched. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

async function authorised(request: Request, env: InventoryEnv, pathname: string): Promise<boolean> {
  if (!env.OTA_API_KEY || !pathname.startsWith("/api/")) return true;
  return sameSecret(request.headers.get(OTA_API_KEY_HEADER) ?? "", env.OTA_API_KEY);
}

/** `/api/admin` and below: the operators' and platform admins' endpoints. */
function isAdminPath(pathname: string): boolean {
  return pathname === "/api/admin" || pathname.startsWith("/api/admin/");
}

export async function handleRequest(request: Request, env: InventoryEnv, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  try {
    // Admin endpoints take an admin bearer token and nothing else; the others the API key (when set).
    const admin = isAdminPath(url.pathname) ? await verifyAdminToken(request, env) : undefined;
    if (!admin && !(await authorised(request, env, url.pathname)))
      throw new OtaError("unauthorized", "Missing or wrong API key");
    const match = router.match(request.method, url.pathname);
    if (!match) throw new OtaError("not_found", "No such endpoint");
    if ("methodNotAllowed" in match) throw new OtaError("method_not_allowed", `${request.method} is not allowed here`);
    return await match.handler(request, match.params, { env, ctx, url, now: new Date(), ...(admin ? { admin } : {}) });
  } catch (error) {
    if (error instanceof OtaError) return errorResponse(error);
    console.error("inventory: unhandled error", error);
    return errorResponse(new OtaError("internal_error", "Internal error"));
  }
}

/** The cron trigger (wrangler.toml): stores the expiry of enquiry offers past their validity date or stay start. */
export async function handleScheduled(controller: ScheduledController, env: InventoryEnv): Promise<void> {
  const now = new Date(controller.scheduledTime);
  const expired = await expireRfpOffers(env.INVENTORY_DB, todayIso(now), now.toISOString());
  // Booking events whose queue send failed after their batch go to the queue again (the outbox).
  const requeued = await requeueStrandedEvents(env, now);
  console.info("inventory: enquiry offers expired, booking events requeued", { expired, requeued });
}

export default {
  fetch: handleRequest,
  scheduled: handleScheduled,
  queue: (batch, env) => handleDeliveryBatch(batch as MessageBatch<DeliveryMessage>, env),
} satisfies ExportedHandler<InventoryEnv>;
