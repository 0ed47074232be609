/**
 * The `headers` of pages whose loader sets its own (Retry-After on an outage, no-store on a page
 * served from a last good copy): React Router sends a loader's headers only when the route asks.
 */
export function loaderHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}

/** The same for a page an action answers (a refused form post): the action's headers, else the loader's. */
export function answerHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}
