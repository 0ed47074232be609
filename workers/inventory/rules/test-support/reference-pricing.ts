import type { PriceLine, StayPrice } from "../../../../shared/ota/listing";
import { addDays, dayOfWeek, monthIndex, nightsBetween, stayNights } from "../calendar";
import { applyBasisPoints, divRoundHalfEven } from "../money";
import { MONTH_NIGHTS, MONTHLY_RATE_MIN_NIGHTS, monthsAfter, wholeMonths } from "../monthly-stay";
import { cityTaxAmount, extraServiceAmount, type PricedStay, type RateCard, type StayRequest } from "../pricing";

/**
 * priceStay as it was written before it kept each stay's calendar (docs/decisions/0045): every night's
 * rate from its date, the long stay's months worked out for each price, the accommodation as the sum of
 * the nights. The tests compare the rule with it over many stays and cards: the same money, bit for bit.
 */
export function referencePriceStay(card: RateCard, stay: StayRequest): PricedStay {
  const dates = stayNights(stay.from, stay.to);
  const nights = dates.length;
  if (nights < 1) throw new RangeError("a stay has at least one night");
  const monthlyRateApplied = nights >= MONTHLY_RATE_MIN_NIGHTS;
  const nightRate = (date: string) => {
    let rate = card.baseNightly;
    const dow = dayOfWeek(date);
    if (dow === 5 || dow === 6) rate = applyBasisPoints(rate, card.weekendFactorBp);
    if ((card.seasonMonths >> monthIndex(date)) & 1) rate = applyBasisPoints(rate, card.seasonFactorBp);
    return rate;
  };
  const planNight = (date: string) => applyBasisPoints(nightRate(date), stay.planFactorBp);
  let nightly: number[];
  let monthly: StayPrice["monthly"];
  if (monthlyRateApplied) {
    const perMonth = applyBasisPoints(card.monthlyRate, stay.planFactorBp);
    const months = wholeMonths(stay.from, stay.to);
    nightly = [];
    for (let m = 0; m < months; m++) {
      const start = monthsAfter(stay.from, m);
      const length = nightsBetween(start, monthsAfter(stay.from, m + 1));
      const base = Math.floor(perMonth / length);
      const cents = perMonth - base * length;
      for (let i = 0; i < length; i++) nightly.push(base + (i < cents ? 1 : 0));
    }
    const monthNight = divRoundHalfEven(perMonth, MONTH_NIGHTS);
    const restStart = monthsAfter(stay.from, months);
    const extraNights = nightsBetween(restStart, stay.to);
    let extraNightsAmount = 0;
    for (let i = 0; i < extraNights; i++) {
      const amount = Math.min(monthNight, planNight(addDays(restStart, i)));
      nightly.push(amount);
      extraNightsAmount += amount;
    }
    monthly = { perMonth, months, extraNights, extraNightsAmount };
  } else {
    nightly = dates.map(planNight);
  }
  const accommodation = nightly.reduce((sum, n) => sum + n, 0);
  const lines: PriceLine[] = [];
  if (card.cleaningFee > 0) lines.push({ code: "cleaning", amount: card.cleaningFee });
  const extraGuests = card.extraGuestFee * Math.max(0, stay.guests - card.includedGuests) * nights;
  if (extraGuests > 0) lines.push({ code: "extraGuests", amount: extraGuests });
  const tax = cityTaxAmount(card.cityTax, accommodation, nights, stay.guests);
  if (tax > 0) lines.push({ code: "cityTax", amount: tax });
  for (const extra of stay.extras ?? []) {
    lines.push({ code: "extraService", serviceId: extra.id, amount: extraServiceAmount(extra, nights, stay.guests) });
  }
  const total = accommodation + lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    price: {
      currency: card.currency,
      nights,
      accommodation,
      lines,
      total,
      monthlyRateApplied,
      ...(monthly ? { monthly } : {}),
    },
    nightly,
  };
}
