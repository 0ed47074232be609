import { SITEMAP_INDEX_PATH } from "./sitemap";

/**
 * Paths crawlers should leave alone on a brand host: the checkout (session-bound, per visitor), the
 * account area, the preferences form post, the admin area (which only answers on the admin host) and
 * API endpoints. `*` matches any run of characters (the language segment here).
 */
export const DISALLOWED_PATHS = [
  "/*/checkout",
  "/*/bookings",
  "/*/dev",
  "/*/account",
  "/*/preferences",
  "/*/admin",
  "/api/",
] as const;

export const ROBOTS_CONTENT_TYPE = "text/plain; charset=utf-8";

/**
 * robots.txt for a host. On a brand host ("public"): everything allowed except the paths above, and the
 * tenant's sitemap index on that host. On the admin host: nothing may be crawled and no sitemap is named.
 * `origin` is the host's own origin, e.g. "https://booking.alpenstay.example".
 */
export function robotsTxt(input: { origin: string; area: "public" | "admin" }): string {
  if (input.area === "admin") return "User-agent: *\nDisallow: /\n";
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${input.origin}${SITEMAP_INDEX_PATH}`,
    "",
  ].join("\n");
}

type Rule = { allow: boolean; pattern: string };

function patternToRegExp(pattern: string): RegExp {
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`);
}

/**
 * Whether a robots.txt lets a crawler fetch a path, read the way Google and RFC 9309 do: the group for
 * the user agent (or `*`), the longest matching rule wins, Allow wins a tie, no matching rule allows.
 * For tests that check that sitemap URLs are crawlable and private paths are not.
 */
export function robotsAllows(robots: string, pathWithQuery: string, userAgent = "*"): boolean {
  const groups: Array<{ agents: string[]; rules: Rule[] }> = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const field = (match[1] ?? "").toLowerCase();
    const value = (match[2] ?? "").trim();
    if (field === "user-agent") {
      if (!current || current.rules.length > 0) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
    } else if ((field === "allow" || field === "disallow") && current && value !== "") {
      current.rules.push({ allow: field === "allow", pattern: value });
    }
  }
  const agent = userAgent.toLowerCase();
  const group =
    groups.find((g) => g.agents.some((a) => a !== "*" && agent.includes(a))) ??
    groups.find((g) => g.agents.includes("*"));
  let best: Rule | undefined;
  for (const rule of group?.rules ?? []) {
    if (!patternToRegExp(rule.pattern).test(pathWithQuery)) continue;
    const longer = !best || rule.pattern.length > best.pattern.length;
    const tieAllow = best && rule.pattern.length === best.pattern.length && rule.allow;
    if (longer || tieAllow) best = rule;
  }
  return best?.allow ?? true;
}
