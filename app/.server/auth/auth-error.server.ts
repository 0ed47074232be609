import type { AuthFailureKind } from "../../domain/auth/auth-failure-view";

/** state: unknown or stale; issuer: another issuer; token: the id token failed verification;
 * provider: the provider answered with an error; unavailable: it could not be reached. */
export type AuthFailure = AuthFailureKind;

/** A sign-in failure the user can retry; routes answer it with a 4xx page, never a 5xx. */
export class AuthError extends Error {
  constructor(
    readonly failure: AuthFailure,
    readonly detail?: string,
  ) {
    super(`Sign-in failed: ${failure}`);
    this.name = "AuthError";
  }
}
