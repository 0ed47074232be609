import { XMLBuilder } from "fast-xml-parser";
import {
  type BookingSnapshot,
  type BookingSnapshotItem,
  channelCodeOf,
  decimalAmount,
  snapshotItemsOf,
} from "./booking-snapshot";
import type { EventFacts } from "./webhook-body";

/**
 * A booking event as an OpenTravel `OTA_HotelResNotifRQ` (namespace 2003/05): the message's ResStatus
 * says what to do with it (Commit a new booking, Modify, Cancel), the reservation's what it now is.
 * Rooms are the apartment type's channel code (`RoomTypeCode`), the booking's reference is its
 * UniqueID (Type 14, reservation), guest counts are adults (AgeQualifyingCode 10), amounts after tax.
 */
const TRANSACTION: Record<EventFacts["kind"], string> = { created: "Commit", modified: "Modify", cancelled: "Cancel" };
const RESERVATION: Record<EventFacts["kind"], string> = {
  created: "Reserved",
  modified: "Reserved",
  cancelled: "Cancelled",
};

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", suppressEmptyNode: true });

/**
 * One RoomStay per apartment of the booking (decision 0142), numbered in the booking's order; an
 * apartment cancelled while others stay (a "modified" event) says so in its RoomStayStatus.
 */
function roomStayOf(item: BookingSnapshotItem, index: number, booking: BookingSnapshot, channel: string | null) {
  const currency = item.price.currency;
  return {
    "@_IndexNumber": String(index + 1),
    ...(item.status === "cancelled" ? { "@_RoomStayStatus": "Cancelled" } : {}),
    RoomTypes: {
      RoomType: {
        "@_RoomTypeCode": channelCodeOf(item, channel) ?? item.apartmentType.id,
        "@_NumberOfUnits": "1",
        RoomDescription: { "@_Name": item.apartmentType.name },
      },
    },
    RatePlans: { RatePlan: { "@_RatePlanCode": item.ratePlanId } },
    GuestCounts: { GuestCount: { "@_AgeQualifyingCode": "10", "@_Count": String(item.guests) } },
    TimeSpan: { "@_Start": booking.from, "@_End": booking.to },
    Total: { "@_AmountAfterTax": decimalAmount(item.price.total, currency), "@_CurrencyCode": currency },
  };
}

export function resNotifOf(event: EventFacts & { id: string }, channel: string | null, sentAt: string): string {
  const { booking } = event;
  const currency = booking.price.currency;
  const items = snapshotItemsOf(booking);
  const active = items.filter((item) => item.status !== "cancelled");
  const services = (active.length > 0 ? active : items)
    .flatMap((item) => item.price.lines)
    .filter((line) => line.code === "extraService");
  const message = {
    OTA_HotelResNotifRQ: {
      "@_xmlns": "http://www.opentravel.org/OTA/2003/05",
      "@_Version": "1.0",
      "@_EchoToken": event.id,
      "@_TimeStamp": sentAt,
      "@_ResStatus": TRANSACTION[event.kind],
      HotelReservations: {
        HotelReservation: {
          "@_CreateDateTime": booking.createdAt,
          ...(event.kind === "created" ? {} : { "@_LastModifyDateTime": event.createdAt }),
          "@_ResStatus": RESERVATION[event.kind],
          UniqueID: { "@_Type": "14", "@_ID": booking.reference },
          RoomStays: { RoomStay: items.map((item, index) => roomStayOf(item, index, booking, channel)) },
          ...(services.length > 0
            ? {
                Services: {
                  Service: services.map((line) => ({
                    "@_ServiceInventoryCode": line.serviceId ?? line.code,
                    Price: {
                      Total: { "@_AmountAfterTax": decimalAmount(line.amount, currency), "@_CurrencyCode": currency },
                    },
                  })),
                },
              }
            : {}),
          ResGuests: {
            ResGuest: {
              "@_PrimaryIndicator": "true",
              Profiles: {
                ProfileInfo: {
                  Profile: {
                    "@_ProfileType": "1",
                    Customer: {
                      PersonName: { GivenName: booking.guest.firstName, Surname: booking.guest.lastName },
                      Email: booking.guest.email,
                    },
                  },
                },
              },
            },
          },
          ResGlobalInfo: {
            HotelReservationIDs: {
              HotelReservationID: { "@_ResID_Type": "14", "@_ResID_Value": booking.reference },
            },
            BasicPropertyInfo: { "@_HotelCode": booking.propertyId },
          },
        },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build(message)}`;
}
