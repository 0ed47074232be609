/**
 * maplibre rejects relative sprite URLs and resolves some others against the page or its worker. The
 * embedded basemap's style uses origin-relative URLs ("/map/..."), so that one file serves every
 * tenant host; this makes every URL in a style absolute against the style's own URL before maplibre
 * sees it. Absolute URLs and custom protocols (e.g. "pmtiles://") are left as they are.
 */

type StyleUrls = {
  sprite?: unknown;
  glyphs?: unknown;
  sources?: Record<string, unknown>;
};

function resolve(url: string, base: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** `url` with its URL template tokens ("{z}", "{fontstack}") kept readable after resolving. */
function resolveTemplate(url: string, base: string): string {
  return resolve(url, base).replace(/%7B([a-z]+)%7D/gi, "{$1}");
}

export function absolutizeStyleUrls<T extends StyleUrls>(style: T, base: string): T {
  const out: T = { ...style };
  if (typeof style.sprite === "string") {
    out.sprite = resolve(style.sprite, base);
  } else if (Array.isArray(style.sprite)) {
    out.sprite = style.sprite.map((entry: unknown) =>
      entry && typeof entry === "object" && "url" in entry && typeof entry.url === "string"
        ? { ...entry, url: resolve(entry.url, base) }
        : entry,
    );
  }
  if (typeof style.glyphs === "string") out.glyphs = resolveTemplate(style.glyphs, base);
  if (style.sources) {
    out.sources = Object.fromEntries(
      Object.entries(style.sources).map(([id, source]) => {
        if (!source || typeof source !== "object") return [id, source];
        const copy: Record<string, unknown> = { ...source };
        if (typeof copy.url === "string") copy.url = resolve(copy.url, base);
        if (typeof copy.data === "string") copy.data = resolve(copy.data, base);
        if (Array.isArray(copy.tiles)) {
          copy.tiles = copy.tiles.map((tile: unknown) =>
            typeof tile === "string" ? resolveTemplate(tile, base) : tile,
          );
        }
        return [id, copy];
      }),
    );
  }
  return out;
}
