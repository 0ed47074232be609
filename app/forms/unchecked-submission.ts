import { parse, type Submission } from "@conform-to/dom";

/**
 * What a form's browser-side check gives when it does not check (a Back button, or validation code
 * not loaded yet). A submit reports `error: null`, so it goes ahead and the server validates it; a
 * validate intent (conform's blur and input checks) reports no errors, so it stays in the browser
 * instead of asking the server.
 */
export function uncheckedSubmission<Value>(payload: FormData | URLSearchParams): Submission<Value> {
  return parse(payload, { resolve: (_value, intent) => ({ error: intent ? {} : null }) }) as Submission<Value>;
}
