export { CATALOGUE_CHANNELS, CATALOGUE_WITH_CHANNELS, channelsOf } from "./catalogue-channels";
export { CATALOGUE_VERSION } from "./catalogue-entries";
export { ICON_IDS, type IconId, isIconId } from "./catalogue-icons";
export { catalogueProblems } from "./catalogue-integrity";
export { CATALOGUE, getEntry, isLive, liveEntries, resolveEntry, serviceName } from "./catalogue-lookup";
export {
  type CatalogueEntry,
  type Deprecation,
  type LocalisedName,
  SERVICE_GROUP_IDS,
  SERVICE_TYPES,
  type ServiceGroupId,
  type ServiceScore,
  type ServiceType,
} from "./catalogue-types";
export { channelCodeName, publicCodeName } from "./channel-code-names";
export {
  CHANNEL_CODE_LISTS,
  CHANNEL_IDS,
  type ChannelCodeRef,
  type ChannelCodes,
  type ChannelId,
  type CodeListName,
  isChannelId,
  isCodeListOf,
  PUBLIC_CODE_LIST_IDS,
  PUBLIC_CODE_LIST_OF,
  type PublicCodeListId,
} from "./channel-codes";
export { channelCodesFor, channelCodesOf, findByChannelCode } from "./channel-lookup";
export { normaliseServiceIds } from "./normalise-service-ids";
export { seedableServiceIds } from "./seedable-services";
export { GROUP_OF_TYPE, POPULAR_SCORE, serviceGroupOf, serviceGroups, toServiceGroupId } from "./service-groups";
