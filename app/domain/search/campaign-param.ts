/**
 * Spec section 2 lists `cms` among the search page's further parameters without saying more. We read
 * it as the content or campaign key a link into the booking engine carries (a newsletter, a partner's
 * page, a CMS teaser): the search page keeps it in every link it makes (filters, sort, views, pages)
 * and hands it on to the apartment pages, so the visit stays attributable to where it came from.
 * Only a short key of letters, digits, `-` and `_` is carried; anything else is dropped, never echoed.
 * See docs/decisions/0008-search-rules.md.
 */
export const CAMPAIGN_PARAM = "cms";

const CAMPAIGN_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export function parseCampaignParam(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return CAMPAIGN_KEY.test(trimmed) ? trimmed : null;
}
