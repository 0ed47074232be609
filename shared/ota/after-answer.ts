/**
 * How long work a request leaves for later requests waits after its answer (docs/decisions/0055):
 * longer than a search page takes to render from the answer, far shorter than a guest takes to act
 * on that page, and nothing against KV, whose writes take up to a minute to be seen everywhere.
 */
export const AFTER_ANSWER_MS = 250;

/**
 * Runs `keep` (a write that only later requests read: a search's hits or ranking, a last good copy)
 * a moment after the answer instead of beside it, so it takes no time from the answer, nor from the
 * page the caller renders from it on the same thread. The request stays alive until it is done.
 */
export function keepAfterAnswer(ctx: Pick<ExecutionContext, "waitUntil">, keep: () => Promise<unknown>): void {
  ctx.waitUntil(new Promise((resolve) => setTimeout(resolve, AFTER_ANSWER_MS)).then(keep));
}
