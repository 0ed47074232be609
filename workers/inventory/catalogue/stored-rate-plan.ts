import type { CancellationPolicy } from "../../../shared/ota/listing";

/** A property's rate plan as stored (properties.rate_plans, a JSON array): what the seed writes and pricing reads. */
export type StoredRatePlan = {
  id: string;
  code: "FLEX" | "SAVER";
  name: { en: string; de: string };
  factorBp: number;
  cancellationPolicy: CancellationPolicy;
};
