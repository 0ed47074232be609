/**
 * When an RP-initiated logout ends the provider's session without asking (OpenID Connect
 * RP-Initiated Logout 1.0, section 2): the OP must ask "if an id_token_hint was not provided or if
 * the supplied ID Token does not belong to the current OP session with the RP and/or currently
 * logged in End-User". So it asks unless the request carries an ID token that oidc-provider has
 * already verified (our signature and issuer, a registered client as audience; an expired one is
 * accepted, as the spec recommends) and that token belongs to this session: its subject is the
 * signed-in account, the session holds a sign-in of that client, and a `sid` in the token, when
 * there is one, is that sign-in's session id.
 */
export type LogoutFacts = {
  /** The verified id_token_hint's claims, or null when none was sent. */
  hint: { sub?: unknown; aud?: unknown; sid?: unknown } | null;
  /** The provider session's signed-in account, if any. */
  accountId: string | undefined;
  /** The session id the session holds for the hint's client, or undefined when it has no sign-in of it. */
  clientSid: string | undefined;
};

export function endsWithoutConfirmation({ hint, accountId, clientSid }: LogoutFacts): boolean {
  if (!hint || !accountId || clientSid === undefined) return false;
  if (typeof hint.sub !== "string" || hint.sub !== accountId) return false;
  if (hint.sid !== undefined && hint.sid !== clientSid) return false;
  return true;
}
