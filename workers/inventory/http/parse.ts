import { requestInput } from "../../../shared/http/request-input";
import { OtaError } from "./responses";

/** The inventory's request readers: 64 KB bodies; an empty body is no body (the schema decides). */
export const { parseJsonBody, parseQuery, parseParam } = requestInput({
  maxBodyBytes: 64 * 1024,
  emptyBodyIsUndefined: true,
  fail: (code, message, issues) => new OtaError(code, message, issues),
});
