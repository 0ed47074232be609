import { z } from "zod";
import { CAMPAIGN_KEY } from "./campaign-param";

const campaignKey = z.string().regex(CAMPAIGN_KEY, "letters, digits, - and _, at most 64").optional();

/**
 * Where a booking came from, as the booking request and the booking carry it (the OTA contract): the
 * deep link's campaign parameters (campaign-param.ts) under the same rule. At the inventory's boundary
 * a value that fails it is refused (400, the field named): the app sends only what passed the rule, so
 * a bad one is a caller's mistake. Apart from the rule, so the pages' links load no zod.
 */
export const campaignSchema = z
  .object({ cms: campaignKey, utm_source: campaignKey, utm_medium: campaignKey, utm_campaign: campaignKey })
  .strict();
