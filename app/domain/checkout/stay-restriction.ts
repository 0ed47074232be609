/** The day restrictions of a stay (decision 0034) as the OTA names them, in an offer's reason or a booking's refusal. */
export const STAY_RESTRICTIONS = ["closed_to_arrival", "closed_to_departure", "min_stay"] as const;
export type StayRestriction = (typeof STAY_RESTRICTIONS)[number];

/** Whether the OTA refused the stay for its days' restrictions: the guest picks other dates on the apartment page. */
export function isStayRestriction(code: string | null | undefined): code is StayRestriction {
  return (STAY_RESTRICTIONS as readonly (string | null | undefined)[]).includes(code);
}

export const STAY_RESTRICTED_MESSAGE = "checkout.errors.stayRestricted";
