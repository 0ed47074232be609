/**
 * Test support for the upstream clients: a fake service that answers each call with the next of the
 * given answers (the last one repeats) and records what was asked, so a client's own retry, timeout and
 * error mapping can be tested without a network.
 */
export type FakeCall = { url: string; init: RequestInit | undefined };

export function fakeFetcher(answers: (() => Promise<Response> | Response)[]) {
  const calls: FakeCall[] = [];
  return {
    calls,
    fetcher: {
      fetch(url: string, init?: RequestInit) {
        calls.push({ url, init });
        const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
        if (!answer) throw new Error("no answer");
        return Promise.resolve().then(answer);
      },
    },
  };
}

/** A JSON answer. */
export const jsonResponse = (body: unknown, status = 200, statusText = "") =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });
