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
 * and the analytics tools' three. Each is carried like `cms`, under the same rule.
 */
export const CAMPAIGN_PARAMS = [CAMPAIGN_PARAM, "utm_source", "utm_medium", "utm_campaign"] as const;

const CAMPAIGN_KEY = /^[A-Za-z0-9_-]{1,64}$/;

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
