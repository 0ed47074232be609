/** A tiny method + path router. Patterns use `:name` segments; params are URL-decoded. */
export type RouteParams = Record<string, string>;
export type Handler<C> = (request: Request, params: RouteParams, context: C) => Promise<Response> | Response;

type Route<C> = { method: string; segments: string[]; handler: Handler<C> };

export type Match<C> = { handler: Handler<C>; params: RouteParams } | { methodNotAllowed: true } | null;

export class Router<C> {
  private readonly routes: Route<C>[] = [];

  on(method: "GET" | "POST" | "PUT", pattern: string, handler: Handler<C>): this {
    this.routes.push({ method, segments: pattern.split("/").filter(Boolean), handler });
    return this;
  }

  match(method: string, pathname: string): Match<C> {
    const parts = pathname.split("/").filter(Boolean);
    let pathMatched = false;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method || (method === "HEAD" && route.method === "GET"))
        return { handler: route.handler, params };
      pathMatched = true;
    }
    return pathMatched ? { methodNotAllowed: true } : null;
  }
}

function matchSegments(pattern: string[], parts: string[]): RouteParams | null {
  if (pattern.length !== parts.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    const part = parts[i]!;
    if (p.startsWith(":")) {
      try {
        params[p.slice(1)] = decodeURIComponent(part);
      } catch {
        return null;
      }
    } else if (p !== part) return null;
  }
  return params;
}
