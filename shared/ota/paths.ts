/**
 * The OTA's paths, shared by the inventory Worker's router and the app's client so that they cannot drift.
 * Every tenant-scoped resource lives under /api/ibe/:ibeUid.
 */
const seg = encodeURIComponent;

export const otaPaths = {
  findOffers: () => "/api/find-offers",
  searchResult: (searchId: string) => `/api/find-offers/${seg(searchId)}`,
  /** One ranked page of a redirect location with the facets of the whole search (docs/decisions/0040). */
  searchResultPage: (redirectLocation: string) => `${redirectLocation}/page`,
  /** Every apartment type the tenant sells, by id, a page at a time (the sitemap's list). */
  apartments: (ibeUid: string) => `/api/ibe/${seg(ibeUid)}/apartments`,
  /** Every apartment type the tenant sells with units, described, a page at a time (listing feeds). */
  apartmentFeed: (ibeUid: string) => `/api/ibe/${seg(ibeUid)}/apartment-feed`,
  apartment: (ibeUid: string, apartmentTypeId: string) => `/api/ibe/${seg(ibeUid)}/apartments/${seg(apartmentTypeId)}`,
  apartmentOffers: (ibeUid: string, apartmentTypeId: string) =>
    `/api/ibe/${seg(ibeUid)}/apartments/${seg(apartmentTypeId)}/offers`,
  stayCalendar: (ibeUid: string, apartmentTypeId: string) =>
    `/api/ibe/${seg(ibeUid)}/apartments/${seg(apartmentTypeId)}/calendar`,
  bookings: (ibeUid: string) => `/api/ibe/${seg(ibeUid)}/bookings`,
  booking: (ibeUid: string, bookingId: string) => `/api/ibe/${seg(ibeUid)}/bookings/${seg(bookingId)}`,
  cancelBooking: (ibeUid: string, bookingId: string) => `/api/ibe/${seg(ibeUid)}/bookings/${seg(bookingId)}/cancel`,
  /** Changing a booking's stay (docs/decisions/0140): the quote, then the change. */
  quoteBookingChange: (ibeUid: string, bookingId: string) =>
    `/api/ibe/${seg(ibeUid)}/bookings/${seg(bookingId)}/change/quote`,
  changeBooking: (ibeUid: string, bookingId: string) => `/api/ibe/${seg(ibeUid)}/bookings/${seg(bookingId)}/change`,
  allBookings: () => "/api/admin/bookings",
  adminBookings: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/bookings`,
  adminBooking: (ibeUid: string, bookingId: string) => `/api/admin/ibe/${seg(ibeUid)}/bookings/${seg(bookingId)}`,
  adminCancelBooking: (ibeUid: string, bookingId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/bookings/${seg(bookingId)}/cancel`,
  adminBookingEvents: (ibeUid: string, bookingId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/bookings/${seg(bookingId)}/events`,
  adminQuoteBookingChange: (ibeUid: string, bookingId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/bookings/${seg(bookingId)}/change/quote`,
  adminChangeBooking: (ibeUid: string, bookingId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/bookings/${seg(bookingId)}/change`,
  rfps: (ibeUid: string) => `/api/ibe/${seg(ibeUid)}/rfps`,
  rfp: (ibeUid: string, rfpId: string) => `/api/ibe/${seg(ibeUid)}/rfps/${seg(rfpId)}`,
  declineRfp: (ibeUid: string, rfpId: string) => `/api/ibe/${seg(ibeUid)}/rfps/${seg(rfpId)}/decline`,
  adminRfps: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/rfps`,
  adminRfp: (ibeUid: string, rfpId: string) => `/api/admin/ibe/${seg(ibeUid)}/rfps/${seg(rfpId)}`,
  adminRfpOffers: (ibeUid: string, rfpId: string) => `/api/admin/ibe/${seg(ibeUid)}/rfps/${seg(rfpId)}/offers`,
  adminSendRfpOffers: (ibeUid: string, rfpId: string) => `/api/admin/ibe/${seg(ibeUid)}/rfps/${seg(rfpId)}/send`,
  adminCloseRfp: (ibeUid: string, rfpId: string) => `/api/admin/ibe/${seg(ibeUid)}/rfps/${seg(rfpId)}/close`,
  adminRfpOfferStatus: (ibeUid: string, rfpId: string, offerId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/rfps/${seg(rfpId)}/offers/${seg(offerId)}/status`,
  contactMessages: (ibeUid: string) => `/api/ibe/${seg(ibeUid)}/contact-messages`,
  adminContactMessages: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/contact-messages`,
  adminContactMessage: (ibeUid: string, messageId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/contact-messages/${seg(messageId)}`,
  adminContactMessageAnswer: (ibeUid: string, messageId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/contact-messages/${seg(messageId)}/answer`,
  customerBookings: (ibeUid: string, subject: string) => `/api/ibe/${seg(ibeUid)}/customers/${seg(subject)}/bookings`,
  customerProfile: (ibeUid: string, subject: string) => `/api/ibe/${seg(ibeUid)}/customers/${seg(subject)}/profile`,
  adminDashboard: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/dashboard`,
  platformDashboard: () => "/api/admin/dashboard",
  /** A brand the OTA sells for (the platform admin's, when a brand is saved). */
  adminTenant: (ibeUid: string) => `/api/admin/tenants/${seg(ibeUid)}`,
  companyCode: (ibeUid: string, code: string) => `/api/ibe/${seg(ibeUid)}/company-codes/${seg(code)}`,
  adminCompanyCodes: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/company-codes`,
  adminCompanyCode: (ibeUid: string, id: string) => `/api/admin/ibe/${seg(ibeUid)}/company-codes/${seg(id)}`,
  // Vouchers (docs/decisions/0129)
  voucher: (ibeUid: string, code: string) => `/api/ibe/${seg(ibeUid)}/vouchers/${seg(code)}`,
  adminVouchers: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/vouchers`,
  adminVoucher: (ibeUid: string, id: string) => `/api/admin/ibe/${seg(ibeUid)}/vouchers/${seg(id)}`,
  adminArchiveVoucher: (ibeUid: string, id: string) => `/api/admin/ibe/${seg(ibeUid)}/vouchers/${seg(id)}/archive`,
  // Back office: the availability calendar
  adminCalendar: (ibeUid: string, apartmentTypeId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/apartment-types/${seg(apartmentTypeId)}/calendar`,
  adminCalendarPreview: (ibeUid: string, apartmentTypeId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/apartment-types/${seg(apartmentTypeId)}/calendar/preview`,
  adminHouses: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/properties`,
  adminHouse: (ibeUid: string, propertyId: string) => `/api/admin/ibe/${seg(ibeUid)}/properties/${seg(propertyId)}`,
  adminHouseHistory: (ibeUid: string, propertyId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/properties/${seg(propertyId)}/history`,
  adminApartmentTypes: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/apartment-types`,
  adminApartmentType: (ibeUid: string, apartmentTypeId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/apartment-types/${seg(apartmentTypeId)}`,
  adminApartmentTypeHistory: (ibeUid: string, apartmentTypeId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/apartment-types/${seg(apartmentTypeId)}/history`,
  image: (name: string) => `/images/${seg(name)}.svg`,
  // Back office: photos
  adminPhotos: (ibeUid: string, apartmentTypeId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/apartment-types/${seg(apartmentTypeId)}/photos`,
  adminPhotoOrder: (ibeUid: string, apartmentTypeId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/apartment-types/${seg(apartmentTypeId)}/photos/order`,
  adminPhoto: (ibeUid: string, apartmentTypeId: string, photoId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/apartment-types/${seg(apartmentTypeId)}/photos/${seg(photoId)}`,
  adminPhotoCover: (ibeUid: string, apartmentTypeId: string, photoId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/apartment-types/${seg(apartmentTypeId)}/photos/${seg(photoId)}/cover`,
  adminDeletePhoto: (ibeUid: string, apartmentTypeId: string, photoId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/apartment-types/${seg(apartmentTypeId)}/photos/${seg(photoId)}/delete`,
  /** An uploaded photo's file: `<apartment type id>/<photo id>.<ext>`, never changed once stored. */
  // Back office: import and export
  adminPortfolioExport: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/portfolio/export`,
  adminPortfolioImport: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/portfolio/import`,
  photoFile: (objectKey: string) => `/photos/${objectKey.split("/").map(seg).join("/")}`,
  health: () => "/healthz",
  // Back office: rates
  adminRates: (ibeUid: string, apartmentTypeId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/apartment-types/${seg(apartmentTypeId)}/rates`,
  // Channel managers: connections, keys, code mapping, and the OpenTravel messages they push
  adminConnections: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/connections`,
  adminConnection: (ibeUid: string, connectionId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/connections/${seg(connectionId)}`,
  adminConnectionKeys: (ibeUid: string, connectionId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/connections/${seg(connectionId)}/keys`,
  adminRevokeConnectionKey: (ibeUid: string, connectionId: string, keyId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/connections/${seg(connectionId)}/keys/${seg(keyId)}/revoke`,
  adminConnectionMapping: (ibeUid: string, connectionId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/connections/${seg(connectionId)}/mapping`,
  // Channel managers: booking events out (docs/decisions/0118)
  adminConnectionDeliveries: (ibeUid: string, connectionId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/connections/${seg(connectionId)}/deliveries`,
  adminDeliveryEndpoints: (ibeUid: string, connectionId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/connections/${seg(connectionId)}/endpoints`,
  adminDeleteDeliveryEndpoint: (ibeUid: string, connectionId: string, endpointId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/connections/${seg(connectionId)}/endpoints/${seg(endpointId)}/delete`,
  adminResendDelivery: (ibeUid: string, eventId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/deliveries/${seg(eventId)}/resend`,
  /** A channel manager's OpenTravel ARI message, forwarded by the brand host's /api/opentravel. */
  openTravel: (ibeUid: string) => `/api/ibe/${seg(ibeUid)}/opentravel`,
  // Reviews of real stays (docs/decisions/0139)
  bookingReview: (ibeUid: string, bookingId: string) => `/api/ibe/${seg(ibeUid)}/bookings/${seg(bookingId)}/review`,
  apartmentReviews: (ibeUid: string, apartmentTypeId: string) =>
    `/api/ibe/${seg(ibeUid)}/apartments/${seg(apartmentTypeId)}/reviews`,
  departures: (ibeUid: string) => `/api/ibe/${seg(ibeUid)}/departures`,
  adminReviews: (ibeUid: string) => `/api/admin/ibe/${seg(ibeUid)}/reviews`,
  adminReview: (ibeUid: string, reviewId: string) => `/api/admin/ibe/${seg(ibeUid)}/reviews/${seg(reviewId)}`,
  adminReplyReview: (ibeUid: string, reviewId: string) =>
    `/api/admin/ibe/${seg(ibeUid)}/reviews/${seg(reviewId)}/reply`,
  adminHideReview: (ibeUid: string, reviewId: string) => `/api/admin/ibe/${seg(ibeUid)}/reviews/${seg(reviewId)}/hide`,
  adminShowReview: (ibeUid: string, reviewId: string) => `/api/admin/ibe/${seg(ibeUid)}/reviews/${seg(reviewId)}/show`,
} as const;

/** Route patterns (`:name` segments) in the same order, for routers and documentation. */
export const otaRoutes = {
  findOffers: { method: "POST", pattern: "/api/find-offers" },
  searchResult: { method: "GET", pattern: "/api/find-offers/:searchId" },
  searchResultPage: { method: "GET", pattern: "/api/find-offers/:searchId/page" },
  apartments: { method: "GET", pattern: "/api/ibe/:ibeUid/apartments" },
  apartmentFeed: { method: "GET", pattern: "/api/ibe/:ibeUid/apartment-feed" },
  apartment: { method: "GET", pattern: "/api/ibe/:ibeUid/apartments/:apartmentTypeId" },
  apartmentOffers: { method: "GET", pattern: "/api/ibe/:ibeUid/apartments/:apartmentTypeId/offers" },
  stayCalendar: { method: "GET", pattern: "/api/ibe/:ibeUid/apartments/:apartmentTypeId/calendar" },
  createBooking: { method: "POST", pattern: "/api/ibe/:ibeUid/bookings" },
  listBookings: { method: "GET", pattern: "/api/ibe/:ibeUid/bookings" },
  booking: { method: "GET", pattern: "/api/ibe/:ibeUid/bookings/:bookingId" },
  cancelBooking: { method: "POST", pattern: "/api/ibe/:ibeUid/bookings/:bookingId/cancel" },
  quoteBookingChange: { method: "POST", pattern: "/api/ibe/:ibeUid/bookings/:bookingId/change/quote" },
  changeBooking: { method: "POST", pattern: "/api/ibe/:ibeUid/bookings/:bookingId/change" },
  allBookings: { method: "GET", pattern: "/api/admin/bookings" },
  adminBookings: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/bookings" },
  adminBooking: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/bookings/:bookingId" },
  adminCancelBooking: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/bookings/:bookingId/cancel" },
  adminBookingEvents: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/bookings/:bookingId/events" },
  adminQuoteBookingChange: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/bookings/:bookingId/change/quote" },
  adminChangeBooking: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/bookings/:bookingId/change" },
  createRfp: { method: "POST", pattern: "/api/ibe/:ibeUid/rfps" },
  listRfps: { method: "GET", pattern: "/api/ibe/:ibeUid/rfps" },
  rfp: { method: "GET", pattern: "/api/ibe/:ibeUid/rfps/:rfpId" },
  declineRfp: { method: "POST", pattern: "/api/ibe/:ibeUid/rfps/:rfpId/decline" },
  adminListRfps: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/rfps" },
  adminRfp: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/rfps/:rfpId" },
  createRfpOffer: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/rfps/:rfpId/offers" },
  sendRfpOffers: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/rfps/:rfpId/send" },
  closeRfp: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/rfps/:rfpId/close" },
  rfpOfferStatus: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/rfps/:rfpId/offers/:offerId/status" },
  createContactMessage: { method: "POST", pattern: "/api/ibe/:ibeUid/contact-messages" },
  listContactMessages: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/contact-messages" },
  contactMessage: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/contact-messages/:messageId" },
  answerContactMessage: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/contact-messages/:messageId/answer" },
  customerBookings: { method: "GET", pattern: "/api/ibe/:ibeUid/customers/:subject/bookings" },
  customerProfile: { method: "GET", pattern: "/api/ibe/:ibeUid/customers/:subject/profile" },
  updateCustomerProfile: { method: "PUT", pattern: "/api/ibe/:ibeUid/customers/:subject/profile" },
  adminDashboard: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/dashboard" },
  platformDashboard: { method: "GET", pattern: "/api/admin/dashboard" },
  adminPutTenant: { method: "PUT", pattern: "/api/admin/tenants/:ibeUid" },
  companyCode: { method: "GET", pattern: "/api/ibe/:ibeUid/company-codes/:code" },
  adminListCompanyCodes: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/company-codes" },
  adminCreateCompanyCode: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/company-codes" },
  adminCompanyCode: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/company-codes/:companyCodeId" },
  adminUpdateCompanyCode: { method: "PUT", pattern: "/api/admin/ibe/:ibeUid/company-codes/:companyCodeId" },
  // Vouchers (docs/decisions/0129)
  voucher: { method: "GET", pattern: "/api/ibe/:ibeUid/vouchers/:code" },
  adminListVouchers: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/vouchers" },
  adminCreateVoucher: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/vouchers" },
  adminVoucher: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/vouchers/:voucherId" },
  adminUpdateVoucher: { method: "PUT", pattern: "/api/admin/ibe/:ibeUid/vouchers/:voucherId" },
  adminArchiveVoucher: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/vouchers/:voucherId/archive" },
  // Back office: the availability calendar
  adminCalendar: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/calendar" },
  adminEditCalendar: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/calendar" },
  adminPreviewCalendar: {
    method: "POST",
    pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/calendar/preview",
  },
  adminListHouses: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/properties" },
  adminCreateHouse: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/properties" },
  adminHouse: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/properties/:propertyId" },
  adminUpdateHouse: { method: "PUT", pattern: "/api/admin/ibe/:ibeUid/properties/:propertyId" },
  adminHouseHistory: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/properties/:propertyId/history" },
  adminCreateApartmentType: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/apartment-types" },
  adminApartmentType: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId" },
  adminUpdateApartmentType: { method: "PUT", pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId" },
  adminApartmentTypeHistory: {
    method: "GET",
    pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/history",
  },
  image: { method: "GET", pattern: "/images/:name" },
  // Back office: photos
  adminListPhotos: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/photos" },
  adminUploadPhoto: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/photos" },
  adminOrderPhotos: {
    method: "POST",
    pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/photos/order",
  },
  adminUpdatePhoto: {
    method: "PUT",
    pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/photos/:photoId",
  },
  adminPhotoCover: {
    method: "POST",
    pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/photos/:photoId/cover",
  },
  adminDeletePhoto: {
    method: "POST",
    pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/photos/:photoId/delete",
  },
  // Back office: import and export
  adminExportPortfolio: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/portfolio/export" },
  adminImportPortfolio: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/portfolio/import" },
  photoFile: { method: "GET", pattern: "/photos/:apartmentTypeId/:file" },
  // Back office: rates
  adminRates: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/rates" },
  adminUpdateRates: { method: "PUT", pattern: "/api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/rates" },
  // Channel managers
  adminListConnections: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/connections" },
  adminCreateConnection: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/connections" },
  adminConnection: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/connections/:connectionId" },
  adminCreateConnectionKey: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/connections/:connectionId/keys" },
  adminRevokeConnectionKey: {
    method: "POST",
    pattern: "/api/admin/ibe/:ibeUid/connections/:connectionId/keys/:keyId/revoke",
  },
  adminUpdateConnectionMapping: {
    method: "PUT",
    pattern: "/api/admin/ibe/:ibeUid/connections/:connectionId/mapping",
  },
  openTravel: { method: "POST", pattern: "/api/ibe/:ibeUid/opentravel" },
  health: { method: "GET", pattern: "/healthz" },
  // Channel managers: booking events out (docs/decisions/0118)
  adminConnectionDeliveries: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/connections/:connectionId/deliveries" },
  adminCreateDeliveryEndpoint: {
    method: "POST",
    pattern: "/api/admin/ibe/:ibeUid/connections/:connectionId/endpoints",
  },
  adminDeleteDeliveryEndpoint: {
    method: "POST",
    pattern: "/api/admin/ibe/:ibeUid/connections/:connectionId/endpoints/:endpointId/delete",
  },
  adminResendDelivery: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/deliveries/:eventId/resend" },
  // Reviews of real stays (docs/decisions/0139)
  bookingReview: { method: "GET", pattern: "/api/ibe/:ibeUid/bookings/:bookingId/review" },
  submitReview: { method: "POST", pattern: "/api/ibe/:ibeUid/bookings/:bookingId/review" },
  apartmentReviews: { method: "GET", pattern: "/api/ibe/:ibeUid/apartments/:apartmentTypeId/reviews" },
  departures: { method: "GET", pattern: "/api/ibe/:ibeUid/departures" },
  adminListReviews: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/reviews" },
  adminReview: { method: "GET", pattern: "/api/admin/ibe/:ibeUid/reviews/:reviewId" },
  adminReplyReview: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/reviews/:reviewId/reply" },
  adminHideReview: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/reviews/:reviewId/hide" },
  adminShowReview: { method: "POST", pattern: "/api/admin/ibe/:ibeUid/reviews/:reviewId/show" },
} as const satisfies Record<string, { method: "GET" | "POST" | "PUT"; pattern: string }>;

export type OtaRouteName = keyof typeof otaRoutes;
