/**
 * An issuer is valid when it equals the configured one exactly (OpenID Connect Discovery 1.0 §4.3 and
 * Core §3.1.3.7): no trailing-slash, case or scheme leniency, so a look-alike provider is refused.
 */
export function isValidIssuer(actual: unknown, configured: string): boolean {
  return typeof actual === "string" && configured.length > 0 && actual === configured;
}
