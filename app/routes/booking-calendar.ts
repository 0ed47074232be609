import { adaptersOf } from "../.server/adapters.server";
import { authorizedBooking } from "../.server/booking/authorized-booking.server";
import { mailLanguage } from "../.server/mail/mail-language.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { stayCalendar } from "../domain/booking/ical";
import type { Route } from "./+types/booking-calendar";

/**
 * The stay as an iCalendar file (RFC 5545), behind the manage link's token like the manage page.
 * Check-in and check-out times come from the apartment when the OTA knows them.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const lng = getLocale(context);
  const { tenant, booking } = await authorizedBooking(context, params.bookingId, token, lng);
  const apartment = await adaptersOf(context).ota.getApartmentById(tenant.ibeUid, booking.apartmentTypeId, lng);
  const { t: tr } = mailLanguage(context, lng);
  const a = booking.address;
  const description = [
    tr("calendar.reference", { reference: booking.reference }),
    ...(apartment.ok
      ? [tr("calendar.times", { checkIn: apartment.data.checkInFrom, checkOut: apartment.data.checkOutUntil })]
      : []),
    tr("calendar.contact", { brand: tenant.name, email: tenant.contact.email, phone: tenant.contact.phone }),
  ].join("\n");
  const body = stayCalendar({
    uid: `${booking.id}@${url.hostname}`,
    arrival: booking.from,
    departure: booking.to,
    summary: tr("calendar.summary", { apartment: booking.apartmentTypeName, property: booking.propertyName }),
    description,
    location: `${a.street} ${a.houseNumber}, ${a.postcode} ${a.city}`,
    stamp: booking.cancellation.cancelledAt ?? booking.createdAt,
    status: booking.status === "cancelled" ? "CANCELLED" : booking.status === "requested" ? "TENTATIVE" : "CONFIRMED",
    // No manage link: calendars get shared and synced, and the link's token lets anyone cancel.
    url: `${url.origin}/${lng}`,
    productId: `-//${tenant.name}//Booking//${lng.toUpperCase()}`,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${booking.reference.replace(/[^A-Za-z0-9-]/g, "")}.ics"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
