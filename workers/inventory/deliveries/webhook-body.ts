import type { Campaign } from "../../../shared/campaign/campaign-param";
import {
  type BookingEventKind,
  type BookingSnapshot,
  channelCodeOf,
  decimalAmount,
  snapshotItemsOf,
} from "./booking-snapshot";

/** The JSON body of a booking event, in the Standard Webhooks shape `{ type, timestamp, data }`. */
export type WebhookBody = {
  type: `booking.${BookingEventKind}`;
  timestamp: string;
  data: {
    reference: string;
    status: BookingEventKind;
    arrival: string;
    departure: string;
    apartmentType: { id: string; name: string; channelCode: string | null };
    ratePlanId: string;
    guests: number;
    price: { total: string; currency: string };
    guest: { firstName: string; lastName: string; email: string };
    items: Array<{ code: string; serviceId?: string; amount: string }>;
    createdAt: string;
    cancelledAt: string | null;
    /** Where the guest came from (the deep link's `cms` and `utm_*`), when they came with any. */
    campaign?: Campaign;
    /**
     * Every apartment of the booking (decision 0142), the first (the top level's) included, each with
     * its own status: in a "modified" event an apartment may be cancelled while the others stay.
     * (`items` above are the first apartment's price lines, as before.)
     */
    apartments: WebhookApartment[];
  };
};

export type WebhookApartment = {
  itemId: string;
  status: "confirmed" | "requested" | "cancelled";
  apartmentType: { id: string; name: string; channelCode: string | null };
  ratePlanId: string;
  guests: number;
  price: { total: string; currency: string };
  cancelledAt: string | null;
};

export type EventFacts = { kind: BookingEventKind; createdAt: string; booking: BookingSnapshot };

/** The webhook body of an event for a connection of `channel` (whose codes it names). */
export function webhookBodyOf(event: EventFacts, channel: string | null): WebhookBody {
  const { booking } = event;
  const currency = booking.price.currency;
  return {
    type: `booking.${event.kind}`,
    timestamp: event.createdAt,
    data: {
      reference: booking.reference,
      status: event.kind,
      arrival: booking.from,
      departure: booking.to,
      apartmentType: {
        id: booking.apartmentType.id,
        name: booking.apartmentType.name,
        channelCode: channelCodeOf(booking, channel),
      },
      ratePlanId: booking.ratePlanId,
      guests: booking.guests,
      price: { total: decimalAmount(booking.price.total, currency), currency },
      guest: { ...booking.guest },
      items: booking.price.lines.map((line) => ({
        code: line.code,
        ...(line.serviceId ? { serviceId: line.serviceId } : {}),
        amount: decimalAmount(line.amount, currency),
      })),
      createdAt: booking.createdAt,
      cancelledAt: booking.cancelledAt,
      ...(booking.campaign ? { campaign: booking.campaign } : {}),
      apartments: snapshotItemsOf(booking).map((item) => ({
        itemId: item.id,
        status: item.status,
        apartmentType: {
          id: item.apartmentType.id,
          name: item.apartmentType.name,
          channelCode: channelCodeOf(item, channel),
        },
        ratePlanId: item.ratePlanId,
        guests: item.guests,
        price: { total: decimalAmount(item.price.total, item.price.currency), currency: item.price.currency },
        cancelledAt: item.cancelledAt,
      })),
    },
  };
}
