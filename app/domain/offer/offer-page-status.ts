/** The offer page's HTTP status: a bad stay in the query is the guest's 400, failed rates the upstream's 502. */
export function offerPageStatus(input: { queryErrors: number; offersError: unknown }): number {
  if (input.queryErrors > 0) return 400;
  return input.offersError ? 502 : 200;
}
