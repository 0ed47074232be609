/**
 * Distribution channels and the code lists an entry can be mapped to.
 *
 * Channel and code-list names follow the spec (booking-com, OFS, TRUST). "OTA" is our addition: the
 * plain OpenTravel payment vocabulary (card issuer codes and payment types) that OTA-based channels
 * such as TRUST accept in their payment messages; the spec lists no payment code list for them.
 */
export const CHANNEL_CODE_LISTS = {
  "booking-com": ["property", "apartmentType", "payment"],
  OFS: ["Communal", "General", "Featured"],
  TRUST: ["ServiceCode", "BusinessServiceCode", "FacilityCode", "RoomFacilityCode", "PropertyType"],
  OTA: ["PaymentCardCode", "PaymentType"],
} as const;

export type ChannelId = keyof typeof CHANNEL_CODE_LISTS;

export type CodeListName<C extends ChannelId = ChannelId> = (typeof CHANNEL_CODE_LISTS)[C][number];

/** Per channel, per code list: the codes (as strings, as the public lists store them). */
export type ChannelCodes = {
  readonly [C in ChannelId]?: { readonly [L in CodeListName<C>]?: readonly string[] };
};

/** One code of one entry, flattened. */
export type ChannelCodeRef = { readonly channel: ChannelId; readonly codeList: CodeListName; readonly code: string };

/**
 * The public code lists behind the channel code lists (the shared distribution code lists):
 * - booking-com-hac / booking-com-rma: Booking.com Connectivity property (HAC) and room (RMA) amenity
 *   codes, OTA codes with Booking.com wording plus Booking.com's extended 5000+ codes.
 * - booking-com-bcpt: Booking.com payment type codes (AcceptedPayment/@PaymentTypeCode).
 * - ota-hac, ota-rma, ota-bus, ota-pct, ota-pmt: OpenTravel Hotel Amenity, Room Amenity, Business
 *   Service, Property Class and Payment Type code lists.
 * - payment-card: two-letter card issuer codes (OTA PaymentCardCodeType plus IATA and vendor variants).
 */
export const PUBLIC_CODE_LIST_IDS = [
  "booking-com-hac",
  "booking-com-rma",
  "booking-com-bcpt",
  "ota-hac",
  "ota-rma",
  "ota-bus",
  "ota-pct",
  "ota-pmt",
  "payment-card",
] as const;

export type PublicCodeListId = (typeof PUBLIC_CODE_LIST_IDS)[number];

/**
 * Which public list each channel code list draws its codes from. `null`: no public code list is
 * known (OFS publishes none), so the catalogue must not claim codes there.
 *
 * TRUST speaks OpenTravel: ServiceCode and FacilityCode both take OTA HAC codes. Convention: HAC
 * codes of service-like entries (service, businessService, corona, languages) go to ServiceCode,
 * those of physical entries (facility, amenity, general) to FacilityCode.
 */
export const PUBLIC_CODE_LIST_OF: {
  readonly [C in ChannelId]: { readonly [L in CodeListName<C>]: PublicCodeListId | null };
} = {
  "booking-com": { property: "booking-com-hac", apartmentType: "booking-com-rma", payment: "booking-com-bcpt" },
  OFS: { Communal: null, General: null, Featured: null },
  TRUST: {
    ServiceCode: "ota-hac",
    BusinessServiceCode: "ota-bus",
    FacilityCode: "ota-hac",
    RoomFacilityCode: "ota-rma",
    PropertyType: "ota-pct",
  },
  OTA: { PaymentCardCode: "payment-card", PaymentType: "ota-pmt" },
};

export const CHANNEL_IDS = Object.keys(CHANNEL_CODE_LISTS) as ChannelId[];

export function isChannelId(value: string): value is ChannelId {
  return Object.hasOwn(CHANNEL_CODE_LISTS, value);
}

export function isCodeListOf<C extends ChannelId>(channel: C, value: string): value is CodeListName<C> {
  return (CHANNEL_CODE_LISTS[channel] as readonly string[]).includes(value);
}

export function publicCodeListOf(channel: ChannelId, codeList: CodeListName): PublicCodeListId | null {
  const lists = PUBLIC_CODE_LIST_OF[channel] as Readonly<Record<string, PublicCodeListId | null>>;
  return lists[codeList] ?? null;
}

/** All codes of a channel-code object, flattened in channel and code-list order. */
export function flattenChannelCodes(channels: ChannelCodes | undefined): ChannelCodeRef[] {
  if (!channels) return [];
  const refs: ChannelCodeRef[] = [];
  for (const channel of CHANNEL_IDS) {
    const lists = channels[channel] as Readonly<Record<string, readonly string[] | undefined>> | undefined;
    if (!lists) continue;
    for (const codeList of CHANNEL_CODE_LISTS[channel]) {
      for (const code of lists[codeList] ?? []) refs.push({ channel, codeList, code });
    }
  }
  return refs;
}
