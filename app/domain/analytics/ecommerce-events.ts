/**
 * The GA4 e-commerce events the pages push into the data layer (docs/decisions/0131), built from the
 * pages' own data. Amounts arrive in minor units and leave as decimal numbers, as GA4 reads them.
 */

/** A stay of an apartment type as GA4 sees an item: one stay, its total as the price. */
export type AnalyticsItemInput = {
  apartmentTypeId: string;
  name: string;
  /** The stay's total, minor units, in `currency`. */
  total: number;
  currency: string;
  /** The place, as GA4's item category (the city). */
  city?: string | undefined;
};

export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  price: number;
  quantity: 1;
  item_category?: string;
  index?: number;
  item_list_name?: string;
};

export type EcommerceEvent = {
  event: "view_item_list" | "select_item" | "view_item" | "begin_checkout" | "add_payment_info" | "purchase" | "refund";
  ecommerce: Record<string, unknown> & { items: AnalyticsItem[] };
};

/** The stay in dates: GA4's travel parameters, and the nights. */
export type AnalyticsStay = { from: string; to: string; nights: number; guests: number };

/** The digits of a currency's minor unit (2 for EUR, 0 for JPY), from the platform's Intl data. */
export function minorDigitsOf(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units as GA4's decimal number. */
export function decimalOf(amount: number, currency: string): number {
  const digits = minorDigitsOf(currency);
  return Number((amount / 10 ** digits).toFixed(digits));
}

export function analyticsItem(input: AnalyticsItemInput, extra: Partial<AnalyticsItem> = {}): AnalyticsItem {
  return {
    item_id: input.apartmentTypeId,
    item_name: input.name,
    price: decimalOf(input.total, input.currency),
    quantity: 1,
    ...(input.city ? { item_category: input.city } : {}),
    ...extra,
  };
}

/** The currency a list's items share, or none when they differ (GA4 then reads each item alone). */
function sharedCurrency(items: readonly AnalyticsItemInput[]): Record<string, string> {
  const first = items[0]?.currency;
  return first && items.every((item) => item.currency === first) ? { currency: first } : {};
}

/** A page of search results; `offset` is the first result's position in the whole list (paging). */
export function viewItemList(listName: string, items: readonly AnalyticsItemInput[], offset = 0): EcommerceEvent {
  return {
    event: "view_item_list",
    ecommerce: {
      item_list_name: listName,
      ...sharedCurrency(items),
      items: items.map((item, position) => analyticsItem(item, { index: offset + position, item_list_name: listName })),
    },
  };
}

/** A result the guest opened, at its position in the list. */
export function selectItem(listName: string, item: AnalyticsItemInput, index: number): EcommerceEvent {
  return {
    event: "select_item",
    ecommerce: {
      item_list_name: listName,
      items: [analyticsItem(item, { index, item_list_name: listName })],
    },
  };
}

/** One apartment's stay, or the apartments of one booking (decision 0144: every item in the event). */
export type StayItems = AnalyticsItemInput | readonly AnalyticsItemInput[];

/**
 * The parts every stay event shares: currency, value (every apartment's total), the items and the
 * stay's dates.
 */
function stayEcommerce(items: StayItems, stay: AnalyticsStay) {
  const list: readonly AnalyticsItemInput[] = Array.isArray(items) ? items : [items as AnalyticsItemInput];
  const currency = list[0]?.currency ?? "EUR";
  return {
    currency,
    value: decimalOf(
      list.reduce((sum, item) => sum + item.total, 0),
      currency,
    ),
    start_date: stay.from,
    end_date: stay.to,
    nights: stay.nights,
    guests: stay.guests,
    items: list.map((item) => analyticsItem(item)),
  };
}

/** An apartment's page for a stay. */
export function viewItem(item: AnalyticsItemInput, stay: AnalyticsStay): EcommerceEvent {
  return { event: "view_item", ecommerce: stayEcommerce(item, stay) };
}

/** The checkout's first step. */
export function beginCheckout(item: StayItems, stay: AnalyticsStay): EcommerceEvent {
  return { event: "begin_checkout", ecommerce: stayEcommerce(item, stay) };
}

/** The payment chosen (and a card given where one is needed): the summary step. */
export function addPaymentInfo(item: StayItems, stay: AnalyticsStay, paymentType: string): EcommerceEvent {
  return { event: "add_payment_info", ecommerce: { ...stayEcommerce(item, stay), payment_type: paymentType } };
}

/** A booking made: its reference is the transaction. */
export function purchase(reference: string, item: StayItems, stay: AnalyticsStay): EcommerceEvent {
  return { event: "purchase", ecommerce: { transaction_id: reference, ...stayEcommerce(item, stay) } };
}

/**
 * Apartments of a booking the guest cancelled, each with what comes back for it: the whole booking, or
 * (a partial refund, GA4 reads the items) some of a booking of several apartments.
 */
export function refund(
  reference: string,
  items: readonly [AnalyticsItemInput, ...AnalyticsItemInput[]],
  stay: AnalyticsStay,
): EcommerceEvent {
  const [first] = items;
  const total = items.reduce((sum, item) => sum + item.total, 0);
  return {
    event: "refund",
    ecommerce: {
      transaction_id: reference,
      ...stayEcommerce(first, stay),
      value: decimalOf(total, first.currency),
      items: items.map((item) => analyticsItem(item)),
    },
  };
}
