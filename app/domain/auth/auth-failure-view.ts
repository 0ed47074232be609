/** Why a sign-in could not finish, as the failure page shows it. */
export const AUTH_FAILURES = ["state", "issuer", "token", "provider", "unavailable"] as const;
export type AuthFailureKind = (typeof AUTH_FAILURES)[number];

/** The failure page's data: the reason and where to try again. */
export type AuthFailureView = { failure: AuthFailureKind; retryUrl: string; homeUrl: string };
