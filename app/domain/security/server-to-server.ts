/**
 * The brand host's endpoints called server to server (a channel manager's OpenTravel messages): no
 * browser sends them, so they carry no Origin or Fetch Metadata, and their key is the only credential.
 * The cross-site check of browser forms does not apply, and no cookie is read (docs/decisions/0117).
 */
export const SERVER_TO_SERVER_PATHS: ReadonlySet<string> = new Set(["/api/opentravel"]);

export const isServerToServerPath = (pathname: string): boolean => SERVER_TO_SERVER_PATHS.has(pathname);
