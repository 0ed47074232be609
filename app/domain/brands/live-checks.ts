import type { Tenant } from "../../../shared/tenancy/tenant";
import type { BrandStatus } from "../tenancy/brand";
import { NO_LOGO } from "./brand-form";
import { type HostHolder, hostFailures } from "./brand-hosts";
import { type CheckFailure, checkFailure } from "./check-failure";
import { ibeUidFailures } from "./ibe-uid";
import { requiredTextFailures } from "./required-texts";
import { type PairContrast, themeContrast } from "./theme-contrast";

export type LiveCheckContext = {
  /** The brand as stored before this change (null: a new brand). */
  stored: { ibeUid: string; status: BrandStatus } | null;
  /** Every stored brand's hosts. */
  others: readonly HostHolder[];
  platformHosts: readonly string[];
};

/** The form field a pair's failure shows at: its text colour, or its background when the text is white. */
const fieldOf = (pair: PairContrast) => (pair.text === "white" ? pair.background : pair.text);

/** A failing contrast pair as a failure naming the ratio it has and the ratio it needs. */
export function contrastFailures(theme: Tenant["theme"]): CheckFailure[] {
  return themeContrast(theme)
    .filter((pair) => !pair.passes)
    .map((pair) => checkFailure(fieldOf(pair), `contrast.${pair.id}`, { ratio: pair.ratio, minimum: pair.minimum }));
}

/**
 * The checks a brand must pass to be saved: its colours' contrast, its hosts, its fixed id. A draft may
 * still lack texts; going live needs those too (liveCheckFailures).
 */
export function saveCheckFailures(brand: Tenant, context: LiveCheckContext): CheckFailure[] {
  return [
    ...ibeUidFailures(context.stored, brand.ibeUid),
    ...hostFailures({
      hosts: brand.hosts,
      ibeUid: brand.ibeUid,
      others: context.others,
      platformHosts: context.platformHosts,
    }),
    ...contrastFailures(brand.theme),
  ];
}

/** Every check before going live: the save checks, every required text in each language, its own logo. */
export function liveCheckFailures(brand: Tenant, context: LiveCheckContext): CheckFailure[] {
  return [
    ...saveCheckFailures(brand, context),
    ...requiredTextFailures(brand),
    ...(brand.theme.logo === NO_LOGO ? [checkFailure("logo", "logoMissing")] : []),
  ];
}
