import { data } from "react-router";
import { logger } from "../logger.server";
import type { HttpResult } from "./upstream-http.server";

/** How a page or form answers an upstream call that failed. */
export type UpstreamFailurePolicy = {
  /** Upstream statuses that mean "no such thing": the page's 404 is thrown (the error page). */
  notFound?: readonly number[];
  /** Upstream statuses answered as they are (a refusal such as 400, a conflict such as 409). */
  passOn?: readonly number[];
  /** The warning logged with the status and the upstream's code; nothing logged without it. */
  log?: string;
};

type Failure = { status: number; code?: string | undefined };

/**
 * The status a route answers for a failed upstream call: the 404 page thrown for a `notFound` status,
 * a `passOn` status as it is, and 502 (the upstream failed us) for everything else. A route that shows
 * its own error state returns its data with this status.
 */
export function failedUpstreamStatus(failure: Failure, policy: UpstreamFailurePolicy = {}): number {
  if (policy.notFound?.includes(failure.status)) throw data(null, { status: 404 });
  if (policy.log) logger.warn(policy.log, { status: failure.status, code: failure.code });
  return policy.passOn?.includes(failure.status) ? failure.status : 502;
}

/** The data of a good upstream result; a failure is thrown as the page's 404 or 502 (failedUpstreamStatus). */
export function unwrapUpstream<T>(result: HttpResult<T>, policy: UpstreamFailurePolicy = {}): T {
  if (result.ok) return result.data;
  throw data(null, { status: failedUpstreamStatus(result, policy) });
}
