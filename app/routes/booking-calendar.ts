import { adaptersOf } from "../.server/adapters.server";
import { authorizedBooking } from "../.server/booking/authorized-booking.server";
import { mailLanguage } from "../.server/mail/mail-language.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { bookingCalendarEvents } from "../domain/booking/booking-calendar-events";
import { stayCalendar } from "../domain/booking/ical";
import type { Route } from "./+types/booking-calendar";

/**
 * The stay as an iCalendar file (RFC 5545), behind the manage link's token like the manage page.
 * One event per apartment of the booking; check-in and check-out times come from each apartment when
 * the OTA knows them.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const lng = getLocale(context);
  const { tenant, booking } = await authorizedBooking(context, params.bookingId, token, lng);
  const { ota } = adaptersOf(context);
  // Each apartment's check-in and check-out times, read once per apartment type.
  const types = [...new Set(booking.items.map((item) => item.apartmentTypeId))];
  const times = new Map(
    await Promise.all(
      types.map(async (id) => {
        const apartment = await ota.getApartmentById(tenant.ibeUid, id, lng);
        return [id, apartment.ok ? apartment.data : null] as const;
      }),
    ),
  );
  const { t: tr } = mailLanguage(context, lng);
  const events = bookingCalendarEvents(booking, {
    host: url.hostname,
    // No manage link: calendars get shared and synced, and the link's token lets anyone cancel.
    url: `${url.origin}/${lng}`,
    summary: (item) => tr("calendar.summary", { apartment: item.apartmentTypeName, property: item.propertyName }),
    description: (item) => {
      const apartment = times.get(item.apartmentTypeId);
      return [
        tr("calendar.reference", { reference: booking.reference }),
        ...(apartment
          ? [tr("calendar.times", { checkIn: apartment.checkInFrom, checkOut: apartment.checkOutUntil })]
          : []),
        tr("calendar.contact", { brand: tenant.name, email: tenant.contact.email, phone: tenant.contact.phone }),
      ].join("\n");
    },
  });
  const body = stayCalendar(`-//${tenant.name}//Booking//${lng.toUpperCase()}`, events);
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${booking.reference.replace(/[^A-Za-z0-9-]/g, "")}.ics"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
