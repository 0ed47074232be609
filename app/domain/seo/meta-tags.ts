import type { Language } from "../../../shared/tenancy/tenant";
import { type LinkDescriptor, localisedPageLinks } from "./page-links";

/** The React Router meta descriptors this helper produces (structurally React Router's MetaDescriptor). */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | LinkDescriptor;

/** Open Graph locale per page language. */
export const OG_LOCALES: Readonly<Record<Language, string>> = { de: "de_DE", en: "en_GB" };

/** Longer descriptions are cut at a word boundary; search engines show about this much. */
export const META_DESCRIPTION_MAX = 160;

export type PageMetaInput = {
  title: string;
  description: string;
  /** The brand (tenant) name, for og:site_name. */
  siteName: string;
  /** The tenant's origin on this host. */
  origin: string;
  languages: readonly Language[];
  defaultLanguage: Language;
  current: Language;
  /** A picture for link previews; a relative URL resolves against the origin. */
  image?: { url: string; alt?: string; width?: number; height?: number };
  /** og:type; "website" by default. */
  type?: string;
  /** For pages that must not be indexed: robots noindex, and no hreflang alternates. */
  noindex?: boolean;
} & (
  | {
      /** The path after the language segment, the same in every language ("" for the home page). */
      pathAfterLanguage: string;
    }
  | {
      /** The page's whole path in a language, for pages whose path is translated (city pages). */
      pathFor: (lng: Language) => string;
    }
);

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** The description on one line, cut at a word boundary with "…" when longer than `max` characters. */
export function metaDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  const line = collapse(text);
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

function absoluteUrl(url: string, origin: string): string | undefined {
  try {
    const absolute = new URL(url, origin);
    return absolute.protocol === "https:" || absolute.protocol === "http:" ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

function pagePathFor(input: PageMetaInput): (lng: Language) => string {
  if ("pathFor" in input) return input.pathFor;
  const after = input.pathAfterLanguage;
  return (lng) => `/${lng}${after}`;
}

/**
 * Everything a page's `meta` export returns: title, description, Open Graph (with og:locale and
 * og:locale:alternate for the tenant's other languages), a Twitter card (summary_large_image when the
 * page has an image, summary otherwise), and the canonical and hreflang links of `pageLinks`.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = collapse(input.title);
  const description = metaDescription(input.description);
  const pathFor = pagePathFor(input);
  const links = localisedPageLinks({
    origin: input.origin,
    languages: input.languages,
    defaultLanguage: input.defaultLanguage,
    current: input.current,
    pathFor,
  });
  const canonical = links[0]?.href ?? `${input.origin}${pathFor(input.current)}`;
  const image = input.image ? absoluteUrl(input.image.url, input.origin) : undefined;

  const meta: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (input.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  meta.push(
    { property: "og:site_name", content: input.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALES[input.current] },
  );
  for (const lng of input.languages) {
    if (lng !== input.current) meta.push({ property: "og:locale:alternate", content: OG_LOCALES[lng] });
  }
  if (image && input.image) {
    meta.push({ property: "og:image", content: image });
    if (input.image.alt) meta.push({ property: "og:image:alt", content: input.image.alt });
    if (input.image.width) meta.push({ property: "og:image:width", content: String(input.image.width) });
    if (input.image.height) meta.push({ property: "og:image:height", content: String(input.image.height) });
  }
  meta.push(
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  );
  if (image) {
    meta.push({ name: "twitter:image", content: image });
    if (input.image?.alt) meta.push({ name: "twitter:image:alt", content: input.image.alt });
  }
  meta.push(...(input.noindex ? links.filter((link) => link.rel === "canonical") : links));
  return meta;
}
