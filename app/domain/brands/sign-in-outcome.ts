/**
 * What a go-live did with the brand's OpenID Connect client, as one word (docs/decisions/0124): the
 * go-live's redirect carries it (`?signIn=`) and the brand page shows it translated.
 */
export const SIGN_IN_OUTCOMES = [
  "registered",
  "updated",
  "kept",
  "manual-needed",
  "failed-unconfigured",
  "failed-unreachable",
  "failed-refused",
  "failed-invalid-answer",
] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];
