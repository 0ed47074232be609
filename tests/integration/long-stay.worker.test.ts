import { describe, expect, it } from "vitest";
import { formatMoney } from "../../app/domain/money/money";
import { intlLocale } from "../../app/i18n/intl-locale";
import type { Listing } from "../../shared/ota/listing";
import { isRfpListing } from "../../shared/search/listing-markers";
import { bookByBankTransfer, isoDateFromToday } from "./booked-stay";
import { fetchApp } from "./fetch-app";
import { searchInventory } from "./inventory";
import { mailsTo } from "./outbox";

// 35 nights, far enough ahead that no other test books them.
const from = isoDateFromToday(200);
const to = isoDateFromToday(235);

/** A directly bookable apartment that takes 35 nights and has a flexible rate (with a notice period). */
const longStayListing = (listings: Listing[]) =>
  listings.find(
    (l) =>
      !isRfpListing(l) &&
      l.bookingMode === "Direct" &&
      l.apartmentType.minStay <= 35 &&
      l.apartmentType.maxStay >= 35 &&
      l.rates.some((r) => r.ratePlan.cancellationPolicy.longStay?.noticeDays === 30),
  );

describe("a long stay", () => {
  it("is priced per month by the inventory and confirmed per month with the total", async () => {
    const { listings } = await searchInventory({ ibeUid: "quartier", from, to, guests: 2, radius: 25 }, { limit: 500 });
    const listing = longStayListing(listings);
    expect(listing, "a bookable apartment for 35 nights").toBeTruthy();
    const price = listing?.totalPrice;
    // Whole months at the monthly rate, the nights beyond at most monthly / 30 each.
    expect(price?.monthlyRateApplied).toBe(true);
    const monthly = price?.monthly;
    expect(monthly?.months).toBe(1);
    // One month is 28 to 31 nights, so 4 to 7 nights remain.
    expect(monthly && monthly.extraNights >= 4 && monthly.extraNights <= 7).toBe(true);
    expect(price?.accommodation).toBe((monthly?.perMonth ?? 0) + (monthly?.extraNightsAmount ?? 0));
    expect(monthly && monthly.extraNightsAmount <= monthly.extraNights * Math.round(monthly.perMonth / 30)).toBe(true);
    expect(listing?.monthlyRate).toBe(monthly?.perMonth);

    // The offer page tells the flexible rate's notice period for this long stay.
    const offer = await (
      await fetchApp(
        `http://quartier.localhost/en/apartments/${listing?.apartmentType.id}?from=${from}&to=${to}&guests=2`,
      )
    ).text();
    expect(offer).toContain("Long stay: cancel with 30 days&#x27; notice");

    const { confirmation, manageUrl, email } = await bookByBankTransfer({
      lng: "en",
      from,
      to,
      choose: () => listing,
    });
    const money = (amount: number) => formatMoney({ amount, currency: price?.currency ?? "EUR" }, intlLocale("en"), {});
    expect(confirmation).toContain(`data-testid="stay-total">${money(price?.total ?? 0)}<`);
    expect(confirmation).toContain(`data-testid="stay-per-month">${money(monthly?.perMonth ?? 0)} per month<`);

    const manage = await (await fetchApp(manageUrl)).text();
    expect(manage).toContain(`data-testid="stay-per-month">${money(monthly?.perMonth ?? 0)} per month<`);

    const [mail] = await mailsTo(email);
    expect(mail?.text_body).toContain(`1 month at ${money(monthly?.perMonth ?? 0)} per month`);
    expect(mail?.text_body).toContain(`${monthly?.extraNights} further nights`);
  });
});
