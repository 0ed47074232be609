import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { CHECKOUT_CONFIRMATION_SEGMENT, CHECKOUT_PATH_SEGMENTS } from "./domain/checkout/checkout-pages";
import { CITY_ROUTE } from "./domain/seo/city-path";
import { OFFER_ROUTE } from "./domain/seo/offer-path";
import { SITEMAP_PAGE_ROUTE } from "./domain/seo/sitemap";

export default [
  index("routes/language-redirect.ts"),
  route(":lng", "routes/language-layout.tsx", [
    index("routes/home.tsx"),
    route("search", "routes/search-resolve.tsx"),
    route("search/:placeName", "routes/search.tsx"),
    route("preferences", "routes/preferences.ts"),
    route("sign-in", "routes/sign-in.tsx"),
    route("account", "routes/account.tsx"),
    route("account/bookings", "routes/account.bookings.tsx"),
    route("account/profile", "routes/account.profile.tsx"),
    route("account/enquiries", "routes/account.enquiries.tsx"),
    route("account/enquiries/:rfpId", "routes/account.enquiry.tsx"),
    route("enquiry", "routes/enquiry.tsx"),
    route("legal/:page", "routes/legal.tsx"),
    route("contact", "routes/contact.tsx"),
    route("contact/sent", "routes/contact.sent.tsx"),
    route(OFFER_ROUTE, "routes/offer.tsx"),
    // A featured city's search page at its own crawlable URL (its own route over the search page's view).
    route(CITY_ROUTE, "routes/city-landing.tsx"),
    route("checkout/start", "routes/checkout.start.tsx"),
    route("bookings/:bookingId", "routes/manage-booking.tsx"),
    route("bookings/:bookingId/calendar", "routes/booking-calendar.ts"),
    route("bookings/:bookingId/receipt", "routes/booking-receipt.tsx"),
    route("dev/outbox/:mailId?", "routes/dev.outbox.tsx"),
    route("checkout", "routes/checkout-layout.tsx", [
      route(CHECKOUT_PATH_SEGMENTS["checkout.booking"], "routes/checkout.booking.tsx"),
      route(CHECKOUT_PATH_SEGMENTS["checkout.extraServices"], "routes/checkout.extra-services.tsx"),
      route(CHECKOUT_PATH_SEGMENTS["checkout.paymentInformations"], "routes/checkout.payment.tsx"),
      route(CHECKOUT_PATH_SEGMENTS["checkout.summary"], "routes/checkout.summary.tsx"),
      route(CHECKOUT_PATH_SEGMENTS["checkout.rfpRequest"], "routes/checkout.request.tsx"),
      route(CHECKOUT_CONFIRMATION_SEGMENT, "routes/checkout.confirmation.tsx"),
    ]),
    ...prefix("admin", [
      layout("routes/admin-layout.tsx", [
        index("routes/admin.home.tsx"),
        route("bookings", "routes/admin.bookings.tsx"),
        route("bookings/export", "routes/admin.bookings.export.ts"),
        route("bookings/:bookingId", "routes/admin.booking.tsx"),
        route("messages", "routes/admin.messages.tsx"),
        route("messages/:messageId", "routes/admin.message.tsx"),
        route("enquiries", "routes/admin.enquiries.tsx"),
        route("enquiries/:rfpId", "routes/admin.enquiry.tsx"),
        route("company-codes", "routes/admin.company-codes.tsx"),
        route("apartments/:apartmentTypeId/calendar", "routes/admin.apartment-calendar.tsx"),
      ]),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
  route("auth/callback", "routes/auth.callback.tsx"),
  route("api/auth/refresh", "routes/api.auth.refresh.ts"),
  route("api/auth/sign-out-provider", "routes/api.auth.sign-out-provider.ts"),
  route("api/find-offers", "routes/api.find-offers.ts"),
  route("api/find-offers/listings", "routes/api.find-offers.listings.ts"),
  route("api/apartments/:apartmentTypeId/calendar", "routes/api.stay-calendar.ts"),
  route("api/places/suggest", "routes/api.places.suggest.ts"),
  route("dev/outbox/deliver", "routes/dev.outbox.deliver.ts"),
  route("media/*", "routes/media.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route(SITEMAP_PAGE_ROUTE, "routes/sitemap-page.ts"),
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
