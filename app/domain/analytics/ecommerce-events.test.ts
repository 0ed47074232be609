import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "../../../shared/dates/test-support/iso-date-from-today";
import {
  addPaymentInfo,
  beginCheckout,
  decimalOf,
  purchase,
  refund,
  selectItem,
  viewItem,
  viewItemList,
} from "./ecommerce-events";

const loft = { apartmentTypeId: "apt-1", name: "Loft", total: 45_050, currency: "EUR", city: "Berlin" };
const studio = { apartmentTypeId: "apt-2", name: "Studio", total: 30_000, currency: "EUR" };
// A stay ahead of today, five nights: the builders copy its dates, they never judge them.
const stay = { from: isoDateFromToday(30), to: isoDateFromToday(35), nights: 5, guests: 2 };
const loftItem = { item_id: "apt-1", item_name: "Loft", price: 450.5, quantity: 1, item_category: "Berlin" };

describe("amounts as GA4 reads them", () => {
  it.each([
    [45_050, "EUR", 450.5],
    [12_345, "JPY", 12_345],
    [1, "EUR", 0.01],
    [100_000, "BHD", 100],
  ])("%d %s -> %d", (amount, currency, decimal) => {
    expect(decimalOf(amount, currency)).toBe(decimal);
  });
});

describe("the e-commerce events", () => {
  it("view_item_list: each result with its position over the pages and the list's name", () => {
    expect(viewItemList("search_results", [loft, studio], 20)).toEqual({
      event: "view_item_list",
      ecommerce: {
        item_list_name: "search_results",
        currency: "EUR",
        items: [
          { ...loftItem, index: 20, item_list_name: "search_results" },
          {
            item_id: "apt-2",
            item_name: "Studio",
            price: 300,
            quantity: 1,
            index: 21,
            item_list_name: "search_results",
          },
        ],
      },
    });
  });

  it("view_item_list of results in several currencies names none for the list", () => {
    const list = viewItemList("search_results", [loft, { ...studio, currency: "CHF" }]);
    expect(list.ecommerce).not.toHaveProperty("currency");
  });

  it("select_item: the result opened at its position", () => {
    expect(selectItem("search_results", loft, 3)).toEqual({
      event: "select_item",
      ecommerce: {
        item_list_name: "search_results",
        items: [{ ...loftItem, index: 3, item_list_name: "search_results" }],
      },
    });
  });

  const single = {
    currency: "EUR",
    value: 450.5,
    start_date: stay.from,
    end_date: stay.to,
    nights: 5,
    guests: 2,
    items: [loftItem],
  };

  it.each([
    ["view_item", viewItem(loft, stay), single],
    ["begin_checkout", beginCheckout(loft, stay), single],
    ["add_payment_info", addPaymentInfo(loft, stay, "card"), { ...single, payment_type: "card" }],
    ["purchase", purchase("QRT-7K2M", loft, stay), { transaction_id: "QRT-7K2M", ...single }],
    ["refund", refund("QRT-7K2M", [loft], stay), { transaction_id: "QRT-7K2M", ...single }],
  ])("%s: the stay with its dates, nights and value", (name, event, ecommerce) => {
    expect(event).toEqual({ event: name, ecommerce });
  });

  it("refund of some apartments of a booking: the refunded items and their sum as the value", () => {
    const event = refund("QRT-7K2M", [loft, { ...studio, total: 10_000 }], stay);
    expect(event.ecommerce).toMatchObject({ transaction_id: "QRT-7K2M", currency: "EUR", value: 550.5 });
    expect(event.ecommerce.items.map((item) => [item.item_id, item.price])).toEqual([
      ["apt-1", 450.5],
      [studio.apartmentTypeId, 100],
    ]);
  });
});

describe("a booking of several apartments", () => {
  it("purchase: every apartment an item, the value their sum", () => {
    expect(purchase("QRT-7K2M", [loft, studio], { ...stay, guests: 5 })).toEqual({
      event: "purchase",
      ecommerce: {
        transaction_id: "QRT-7K2M",
        currency: "EUR",
        value: 750.5,
        start_date: stay.from,
        end_date: stay.to,
        nights: 5,
        guests: 5,
        items: [loftItem, { item_id: "apt-2", item_name: "Studio", price: 300, quantity: 1 }],
      },
    });
  });
});
