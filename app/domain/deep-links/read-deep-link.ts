import { campaignParamsOf } from "../../../shared/campaign/campaign-param";
import { PAGE_PARAM, parsePageParam } from "../../../shared/search/paging";
import { isSearchView, VIEW_PARAM } from "../../../shared/search/search-view";
import { isLanguage, type Language } from "../../../shared/tenancy/languages";
import { VOUCHER_PARAM, voucherOfParam } from "../../../shared/vouchers/voucher-param";
import { CURRENCY_PARAM, currencyOfParam, type OfferedCurrencies } from "../money/display-currency";
import { parseOfferQuery } from "../offer/offer-params";
import { searchFormSchema } from "../search/search-form-schema";
import { parseSearchUrl } from "../search/search-route";
import { isSortOrder, SORT_PARAM } from "../search/sort-params";

/** The entry pages of the deep-link contract (docs/guides/deep-links.md). */
export type DeepLinkPage = "search" | "search-entry" | "apartment" | "home" | "unknown";

/**
 * What the brand's pages make of a deep link, read with the pages' own parsers: the page it opens,
 * its language, the fields it marks with a message, the optional parameters it drops for their
 * default (a bad view or sort order, a currency the brand does not offer), the currency it shows
 * (null: the guest's choice or the brand's default), the campaign parameters it carries on, and the
 * promotion code it prices with (judged by the rules once the page has the OTA's terms).
 */
export type DeepLinkReading = {
  page: DeepLinkPage;
  language: Language | null;
  marked: string[];
  defaulted: string[];
  currency: string | null;
  campaign: [string, string][];
  voucher: string | null;
};

/** Fields a page marks, by the problems its own parser reports (i18n keys name the field). */
const OFFER_FIELD_OF: Record<string, string> = {
  "offer.errors.dates": "from",
  "offer.errors.pastDate": "from",
  "offer.errors.outBeforeIn": "to",
  "offer.errors.tooLong": "to",
  "offer.errors.beyondHorizon": "to",
  "offer.errors.guests": "guests",
  "offer.errors.radius": "radius",
  "offer.errors.badId": "rfpId",
};

function searchDefaults(params: URLSearchParams): string[] {
  const defaulted: string[] = [];
  const view = params.get(VIEW_PARAM);
  if (view !== null && !isSearchView(view)) defaulted.push(VIEW_PARAM);
  const sort = params.get(SORT_PARAM);
  if (sort !== null && !isSortOrder(sort)) defaulted.push(SORT_PARAM);
  const page = params.get(PAGE_PARAM);
  if (page !== null && String(parsePageParam(page)) !== page) defaulted.push(PAGE_PARAM);
  return defaulted;
}

/**
 * Reads a deep link (a path with its query) as the brand's pages do, judging dates from today (UTC)
 * and the currency by what the brand offers; never throws.
 */
export function readDeepLink(href: string, brand: OfferedCurrencies): DeepLinkReading {
  const url = new URL(href, "https://brand.example");
  const [, first = "", section = "", rest = ""] = url.pathname.split("/");
  const language = isLanguage(first) ? first : null;
  const params = url.searchParams;
  const campaign = campaignParamsOf(params);
  // Every entry page takes it (the language layout reads it): one the brand does not offer falls back.
  const currency = currencyOfParam(params.get(CURRENCY_PARAM), brand);
  const currencyDefaulted = params.has(CURRENCY_PARAM) && currency === null ? [CURRENCY_PARAM] : [];
  const reading = (
    page: DeepLinkPage,
    marked: string[] = [],
    defaulted: string[] = [],
    voucher: string | null = null,
  ): DeepLinkReading => ({
    page,
    language,
    marked,
    defaulted: [...defaulted, ...currencyDefaulted],
    currency,
    campaign,
    voucher,
  });
  if (!language) return reading("unknown");
  if (section === "") return reading("home");
  if (section === "search" && rest !== "") {
    const parsed = parseSearchUrl(decodeURIComponent(rest), params);
    return reading(
      "search",
      parsed.problem ? [parsed.problem.field ?? "location"] : [],
      searchDefaults(params),
      voucherOfParam(params.get(VOUCHER_PARAM)) ?? null,
    );
  }
  if (section === "search") {
    const parsed = searchFormSchema.safeParse(Object.fromEntries(params));
    const marked = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    // What the entry hands on to the search it redirects to: the form's value, as the form sends it.
    return reading("search-entry", marked, [], (parsed.success && voucherOfParam(parsed.data.voucher)) || null);
  }
  if (section === "apartments" && rest !== "") {
    const parsed = parseOfferQuery(params);
    return reading(
      "apartment",
      [...new Set(parsed.errors.map((key) => OFFER_FIELD_OF[key] ?? key))],
      [],
      parsed.voucher ?? null,
    );
  }
  return reading("unknown");
}
