import { CAMPAIGN_PARAMS, type Campaign } from "../../../shared/campaign/campaign-param";

/**
 * Where a booking came from as an operator reads it on the booking's page: each campaign parameter
 * by its own name, as the operator wrote it into the link ("utm_source=newsletter · utm_medium=email"),
 * in the contract's order; null when the guest came without one.
 */
export function campaignLabel(campaign: Campaign | null | undefined): string | null {
  const parts = CAMPAIGN_PARAMS.flatMap((name) => (campaign?.[name] ? [`${name}=${campaign[name]}`] : []));
  return parts.length > 0 ? parts.join(" · ") : null;
}
