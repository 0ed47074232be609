/** What to do with a session's tokens now. */
export type RefreshDecision =
  /** The access token is good for longer than the margin. */
  | "keep"
  /** The access token expires within the margin (or has expired) and a refresh token can renew it. */
  | "refresh"
  /** The access token has expired and nothing can renew it: the session is over. */
  | "expired"
  /** The access token expires soon but there is no refresh token: use it while it lasts. */
  | "keep-until-expiry";

export type RefreshInput = {
  /** Milliseconds since the epoch. */
  now: number;
  /** When the access token expires (ms since the epoch); undefined when the provider did not say. */
  accessTokenExpiresAt: number | undefined;
  hasRefreshToken: boolean;
  /** Refresh this long before the expiry, so a request never starts with a token about to lapse. */
  marginMs: number;
};

/**
 * The refresh rule. A token without an expiry is kept (the provider did not give one, nothing to
 * renew on a schedule); one that expires within the margin is refreshed when it can be.
 */
export function refreshDecision({
  now,
  accessTokenExpiresAt,
  hasRefreshToken,
  marginMs,
}: RefreshInput): RefreshDecision {
  if (accessTokenExpiresAt === undefined) return "keep";
  if (accessTokenExpiresAt - now > marginMs) return "keep";
  if (hasRefreshToken) return "refresh";
  return accessTokenExpiresAt > now ? "keep-until-expiry" : "expired";
}
