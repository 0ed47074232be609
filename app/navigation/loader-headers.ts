/**
 * The `headers` of pages whose loader sets its own (Retry-After on an outage, no-store on a page
 * served from a last good copy): React Router sends a loader's headers only when the route asks.
 */
export function loaderHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}
