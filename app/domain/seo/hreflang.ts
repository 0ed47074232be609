/**
 * Checks of a set of pages' hreflang annotations, as search engines read them: every page of a language
 * cluster names itself and every other version with an absolute URL on the same host, plus x-default,
 * and every page it names names it back. For tests that fetch pages and feed their link tags in.
 */

export type HreflangAlternate = { hrefLang: string; href: string };
export type HreflangPage = {
  /** The page's absolute URL as fetched. */
  url: string;
  alternates: readonly HreflangAlternate[];
  /** The page's rel=canonical, when it has one; hreflang belongs on canonical URLs only. */
  canonical?: string;
  /** The page's language (`<html lang>`), when known; its self link must use it. */
  lang?: string;
};

export type HreflangProblemCode =
  | "relativeUrl"
  | "wrongHost"
  | "invalidHrefLang"
  | "duplicateHrefLang"
  | "selfLinkMissing"
  | "wrongSelfLanguage"
  | "xDefaultMissing"
  | "notCanonical"
  | "missingReturnLink"
  | "returnLinkLanguage"
  | "xDefaultMismatch"
  | "alternateNotProvided";

export type HreflangProblem = { code: HreflangProblemCode; page: string; href?: string; message: string };

const HREFLANG = /^(x-default|[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|\d{3}))?)$/;

/** The URL in normal form (lower-case host, default port dropped), or undefined when not absolute http(s). */
function normalise(href: string): string | undefined {
  if (!/^https?:\/\//i.test(href)) return undefined;
  try {
    return new URL(href).href;
  } catch {
    return undefined;
  }
}

const hostOf = (href: string) => {
  const url = normalise(href);
  return url === undefined ? undefined : new URL(url).host;
};

/**
 * Every problem in the pages' hreflang annotations. Pages without alternates (a single-language
 * tenant) need none and are only checked for their URL. `origin`, when given, is the host every URL
 * must be on; otherwise each page's own host.
 */
export function checkHreflangReciprocity(
  pages: readonly HreflangPage[],
  options: { origin?: string } = {},
): HreflangProblem[] {
  const problems: HreflangProblem[] = [];
  const byUrl = new Map<string, HreflangPage>();
  for (const page of pages) {
    const url = normalise(page.url);
    if (url) byUrl.set(url, page);
  }
  const expectedHost = options.origin === undefined ? undefined : hostOf(options.origin);

  for (const page of pages) {
    const report = (code: HreflangProblemCode, message: string, href?: string) =>
      problems.push({ code, page: page.url, message, ...(href === undefined ? {} : { href }) });
    const self = normalise(page.url);
    if (!self) {
      report("relativeUrl", "the page URL is not absolute");
      continue;
    }
    const host = expectedHost ?? new URL(self).host;
    if (new URL(self).host !== host) report("wrongHost", `the page is not on ${host}`);
    if (page.alternates.length === 0) continue;

    const seen = new Set<string>();
    const links: Array<{ hrefLang: string; url: string }> = [];
    for (const alternate of page.alternates) {
      const url = normalise(alternate.href);
      if (!HREFLANG.test(alternate.hrefLang)) {
        report("invalidHrefLang", `"${alternate.hrefLang}" is not a language code or x-default`, alternate.href);
      }
      if (seen.has(alternate.hrefLang)) {
        report("duplicateHrefLang", `hreflang ${alternate.hrefLang} appears more than once`, alternate.href);
      }
      seen.add(alternate.hrefLang);
      if (!url) {
        report("relativeUrl", `the ${alternate.hrefLang} alternate is not an absolute URL`, alternate.href);
        continue;
      }
      if (new URL(url).host !== host) {
        report("wrongHost", `the ${alternate.hrefLang} alternate is not on ${host}`, alternate.href);
      }
      links.push({ hrefLang: alternate.hrefLang, url });
    }

    const selfLink = links.find((l) => l.url === self && l.hrefLang !== "x-default");
    if (!selfLink) report("selfLinkMissing", "the page does not name itself among its alternates");
    else if (page.lang && selfLink.hrefLang.toLowerCase() !== page.lang.toLowerCase()) {
      report("wrongSelfLanguage", `the page is in ${page.lang} but names itself as ${selfLink.hrefLang}`);
    }
    const xDefault = links.find((l) => l.hrefLang === "x-default");
    if (!xDefault) report("xDefaultMissing", "no x-default alternate");
    if (page.canonical !== undefined && normalise(page.canonical) !== self) {
      report("notCanonical", `the page carries hreflang but its canonical URL is ${page.canonical}`);
    }

    for (const link of links) {
      if (link.hrefLang === "x-default" || link.url === self) continue;
      const other = byUrl.get(link.url);
      if (!other) {
        report("alternateNotProvided", `the ${link.hrefLang} alternate was not among the pages checked`, link.url);
        continue;
      }
      const otherLinks = other.alternates.map((a) => ({ hrefLang: a.hrefLang, url: normalise(a.href) }));
      const back = otherLinks.find((l) => l.url === self && l.hrefLang !== "x-default");
      if (!back) {
        report("missingReturnLink", `${link.url} (${link.hrefLang}) does not link back`, link.url);
      } else if (selfLink && back.hrefLang !== selfLink.hrefLang) {
        report(
          "returnLinkLanguage",
          `${link.url} names this page ${back.hrefLang}, the page names itself ${selfLink.hrefLang}`,
          link.url,
        );
      }
      const otherDefault = otherLinks.find((l) => l.hrefLang === "x-default");
      if (xDefault && otherDefault && otherDefault.url !== xDefault.url) {
        report(
          "xDefaultMismatch",
          `${link.url} has x-default ${otherDefault.url}, this page ${xDefault.url}`,
          link.url,
        );
      }
    }
  }
  return problems;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s=/"'<>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!result.has(name)) result.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return result;
}

/**
 * A page's hreflang facts from its HTML: `<link rel="alternate" hreflang href>` tags, the canonical
 * link and `<html lang>`. Attribute names are matched case-insensitively (React writes `hrefLang`).
 */
export function hreflangPageFromHtml(url: string, html: string): HreflangPage {
  const alternates: HreflangAlternate[] = [];
  let canonical: string | undefined;
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attrs.get("href");
    if (href === undefined) continue;
    const hrefLang = attrs.get("hreflang");
    if (rel.includes("alternate") && hrefLang !== undefined) alternates.push({ hrefLang, href });
    if (rel.includes("canonical") && canonical === undefined) canonical = href;
  }
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0];
  const lang = htmlTag ? attributes(htmlTag).get("lang") : undefined;
  return { url, alternates, ...(canonical === undefined ? {} : { canonical }), ...(lang ? { lang } : {}) };
}
