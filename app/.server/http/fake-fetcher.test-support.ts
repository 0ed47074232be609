/**
 * Test support for the upstream clients: a fake service that answers each call with the next of the
 * given answers (the last one repeats) and records what was asked, so a client's own retry, timeout and
 * error mapping can be tested without a network.
 */
export type FakeCall = { url: string; init: RequestInit | undefined };

export function fakeFetcher(answers: ((call: FakeCall) => Promise<Response> | Response)[]) {
  const calls: FakeCall[] = [];
  return {
    calls,
    fetcher: {
      fetch(url: string, init?: RequestInit) {
        const call = { url, init };
        calls.push(call);
        const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
        if (!answer) throw new Error("no answer");
        return Promise.resolve(call).then(answer);
      },
    },
  };
}

/** A JSON answer. */
export const jsonResponse = (body: unknown, status = 200, statusText = "") =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });

/** An answer that never comes: it fails only when the caller's timeout aborts the request. */
export const hanging = ({ init }: FakeCall) =>
  new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
  });
