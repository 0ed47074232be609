import type { IconId } from "./catalogue-icons";
import type { ChannelCodes } from "./channel-codes";

/** The eight entry types of the spec (section 3, "Service catalogue entry"). */
export const SERVICE_TYPES = [
  "service",
  "businessService",
  "paymentMethods",
  "corona",
  "facility",
  "amenity",
  "languages",
  "general",
] as const;

export type ServiceType = (typeof SERVICE_TYPES)[number];

/**
 * How strongly an entry counts in ranking and whether it joins the "popular" filter group:
 * 0 = minor detail, 1 = normal, 2 = key criterion for serviced-apartment guests.
 */
export type ServiceScore = 0 | 1 | 2;

/**
 * Filter groups of the search page. The spec spells the business group "busines";
 * our id is "business" (a URL or facet that carries "busines" must be mapped on the way in).
 */
export const SERVICE_GROUP_IDS = [
  "popular",
  "amenities",
  "facilities",
  "business",
  "payments",
  "services",
  "corona",
] as const;

export type ServiceGroupId = (typeof SERVICE_GROUP_IDS)[number];

/**
 * A retired entry: either it lives on under another id (inventory data is rewritten to that id),
 * or it is dropped from inventory data altogether.
 */
export type Deprecation = { readonly replacedBy: string } | { readonly remove: true };

export type LocalisedName = { readonly de: string; readonly en: string };

export type CatalogueEntry = {
  /** Stable kebab-case id; inventory data, URLs and channel exports refer to it. Never reuse an id. */
  readonly id: string;
  readonly type: ServiceType;
  /** i18n key of the display name, always `services.<id>`. */
  readonly nameI18n: `services.${string}`;
  /** Reviewed display names; the locale files may override them, but these are the reference. */
  readonly name: LocalisedName;
  /** Semantic icon id; app/components/catalogue maps it to a drawn icon. */
  readonly iconId: IconId;
  readonly score: ServiceScore;
  /**
   * True when the entry is offered as a filter in its search-page group. False entries are still
   * shown on an apartment's detail page and still count in ranking, but do not crowd the filter list.
   */
  readonly grouped: boolean;
  /** Codes of the same meaning in the channels' code lists (see channel-codes.ts). */
  readonly channels?: ChannelCodes;
  readonly deprecated?: Deprecation;
};
