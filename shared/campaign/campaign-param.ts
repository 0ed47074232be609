/**
 * Spec section 2 lists `cms` among the search page's further parameters without saying more. We read
 * it as the content or campaign key a link into the booking engine carries (a newsletter, a partner's
 * page, a CMS teaser): the search page keeps it in every link it makes (filters, sort, views, pages)
 * and hands it on to the apartment pages, so the visit stays attributable to where it came from.
 * Only a short key of letters, digits, `-` and `_` is carried; anything else is dropped, never echoed.
 * See docs/decisions/0008-search-rules.md.
 */
export const CAMPAIGN_PARAM = "cms";

/**
 * The campaign parameters of the deep-link contract (docs/guides/deep-links.md, decision 0127): `cms`
 * and the analytics tools' three. Each is carried like `cms`, under the same rule, from the search page
 * to the apartment page, into the checkout and onto the booking (decision 0137).
 */
export const CAMPAIGN_PARAMS = [CAMPAIGN_PARAM, "utm_source", "utm_medium", "utm_campaign"] as const;
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

/** The rule: a short key of letters, digits, `-` and `_`. */
export const CAMPAIGN_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export function parseCampaignParam(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return CAMPAIGN_KEY.test(trimmed) ? trimmed : null;
}

/** The campaign parameters of a URL that pass the rule, in the contract's order. */
export function campaignParamsOf(searchParams: URLSearchParams): [string, string][] {
  return CAMPAIGN_PARAMS.flatMap((name) => {
    const value = parseCampaignParam(searchParams.get(name));
    return value ? [[name, value] as [string, string]] : [];
  });
}

/** A booking's campaign: the parameters it came with, each having passed the rule (campaign-schema.ts). */
export type Campaign = Partial<Record<CampaignParam, string>>;

/**
 * The campaign among named values (a parsed form, a booking row's columns named as the parameters):
 * those given and not blank, or null without any. The values must have passed the rule already.
 */
export function campaignOfValues(values: Partial<Record<CampaignParam, string | null | undefined>>): Campaign | null {
  const pairs = CAMPAIGN_PARAMS.flatMap((name) => {
    const value = values[name];
    return value ? [[name, value] as const] : [];
  });
  return pairs.length > 0 ? (Object.fromEntries(pairs) as Campaign) : null;
}

/** A URL's campaign parameters that pass the rule, as a campaign; null without any. */
export function campaignOf(searchParams: URLSearchParams): Campaign | null {
  return campaignOfValues(Object.fromEntries(campaignParamsOf(searchParams)));
}
