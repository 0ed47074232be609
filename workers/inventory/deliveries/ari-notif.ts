import { XMLBuilder } from "fast-xml-parser";
import type { AvailabilityDay, DayRun } from "../rules/ari-out";
import { decimalAmount } from "./booking-snapshot";

/**
 * ARI out as the OpenTravel messages channel managers send us (docs/guides/channel-managers.md) and
 * Google's hotel ARI reads: `OTA_HotelAvailNotifRQ` (per run of days: BookingLimit the units left, the
 * night open or closed, arrival and departure open or closed, the minimum and maximum stay) and
 * `OTA_HotelRateAmountNotifRQ` (per run: the base plan's price for the included guests, after tax).
 * The event's id is the EchoToken. Pure.
 */

const OTA_NS = "http://www.opentravel.org/OTA/2003/05";
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", suppressEmptyNode: true });

export type AriMessageHead = {
  eventId: string;
  sentAt: string;
  /** The house's id. */
  hotelCode: string;
  /** The type's code under the connection's channel, else its id. */
  invTypeCode: string;
  /** The base plan's code. */
  ratePlanCode: string;
};

const control = (head: AriMessageHead, run: { start: string; end: string }) => ({
  "@_Start": run.start,
  "@_End": run.end,
  "@_InvTypeCode": head.invTypeCode,
  "@_RatePlanCode": head.ratePlanCode,
});

const openOrClose = (closed: boolean) => (closed ? "Close" : "Open");

export function availNotifOf(head: AriMessageHead, runs: readonly DayRun<Omit<AvailabilityDay, "date">>[]): string {
  const messages = runs.flatMap((run) => [
    {
      "@_BookingLimit": String(run.value.unitsLeft),
      StatusApplicationControl: control(head, run),
      LengthsOfStay: {
        LengthOfStay: [
          { "@_MinMaxMessageType": "SetMinLOS", "@_Time": String(run.value.minStay), "@_TimeUnit": "Day" },
          { "@_MinMaxMessageType": "SetMaxLOS", "@_Time": String(run.value.maxStay), "@_TimeUnit": "Day" },
        ],
      },
      RestrictionStatus: { "@_Status": openOrClose(run.value.closed), "@_Restriction": "Master" },
    },
    {
      StatusApplicationControl: control(head, run),
      RestrictionStatus: { "@_Status": openOrClose(run.value.closedToArrival), "@_Restriction": "Arrival" },
    },
    {
      StatusApplicationControl: control(head, run),
      RestrictionStatus: { "@_Status": openOrClose(run.value.closedToDeparture), "@_Restriction": "Departure" },
    },
  ]);
  return builder.build({
    OTA_HotelAvailNotifRQ: {
      "@_xmlns": OTA_NS,
      "@_EchoToken": head.eventId,
      "@_TimeStamp": head.sentAt,
      "@_Version": "3.0",
      AvailStatusMessages: { "@_HotelCode": head.hotelCode, AvailStatusMessage: messages },
    },
  });
}

export function rateAmountNotifOf(
  head: AriMessageHead,
  price: { currency: string; guests: number },
  runs: readonly DayRun<number>[],
): string {
  return builder.build({
    OTA_HotelRateAmountNotifRQ: {
      "@_xmlns": OTA_NS,
      "@_EchoToken": head.eventId,
      "@_TimeStamp": head.sentAt,
      "@_Version": "3.0",
      RateAmountMessages: {
        "@_HotelCode": head.hotelCode,
        RateAmountMessage: runs.map((run) => ({
          StatusApplicationControl: control(head, run),
          Rates: {
            Rate: {
              BaseByGuestAmts: {
                BaseByGuestAmt: {
                  "@_AmountAfterTax": decimalAmount(run.value, price.currency),
                  "@_CurrencyCode": price.currency,
                  "@_NumberOfGuests": String(price.guests),
                },
              },
            },
          },
        })),
      },
    },
  });
}
