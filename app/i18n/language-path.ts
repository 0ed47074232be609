import { LANGUAGES, type Language } from "../../shared/tenancy/languages";

/** The language named by the first path segment (`/de/...`), or null. */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split("/")[1] ?? "";
  return (LANGUAGES as readonly string[]).includes(first) ? (first as Language) : null;
}

/** The same page in another language: swaps the leading language segment, keeps the rest and the query. */
export function switchLanguagePath(pathname: string, search: string, target: Language): string {
  const rest = languageFromPath(pathname) ? pathname.split("/").slice(2).join("/") : pathname.replace(/^\//, "");
  return `/${target}${rest ? `/${rest}` : ""}${search}`;
}
