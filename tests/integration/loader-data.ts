/** The loader data a server-rendered page streams to the browser, as one text (its JSON strings unescaped). */
export function loaderDataOf(html: string): string {
  return [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((match) => JSON.parse(match[1] ?? '""') as string)
    .join("");
}

/** Where a search page's browser fetches the search's listing set (its loader data's `listingsHref`). */
export function listingsHrefOf(html: string): string | null {
  return loaderDataOf(html).match(/\/api\/find-offers\/listings\?[^"]+/)?.[0] ?? null;
}
