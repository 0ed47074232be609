import { XMLBuilder } from "fast-xml-parser";
import { channelCodeOf, decimalAmount } from "./booking-snapshot";
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

export function resNotifOf(event: EventFacts & { id: string }, channel: string | null, sentAt: string): string {
  const { booking } = event;
  const currency = booking.price.currency;
  const roomTypeCode = channelCodeOf(booking, channel) ?? booking.apartmentType.id;
  const services = booking.price.lines.filter((line) => line.code === "extraService");
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
          RoomStays: {
            RoomStay: {
              RoomTypes: {
                RoomType: {
                  "@_RoomTypeCode": roomTypeCode,
                  "@_NumberOfUnits": "1",
                  RoomDescription: { "@_Name": booking.apartmentType.name },
                },
              },
              RatePlans: { RatePlan: { "@_RatePlanCode": booking.ratePlanId } },
              GuestCounts: { GuestCount: { "@_AgeQualifyingCode": "10", "@_Count": String(booking.guests) } },
              TimeSpan: { "@_Start": booking.from, "@_End": booking.to },
              Total: { "@_AmountAfterTax": decimalAmount(booking.price.total, currency), "@_CurrencyCode": currency },
            },
          },
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
