import { memoised } from "../../shared/memoised";

const formatByKey = memoised((key: string): Intl.DateTimeFormat => {
  const [locale, options] = key.split("|", 2) as [string, string];
  return new Intl.DateTimeFormat(locale, JSON.parse(options) as Intl.DateTimeFormatOptions);
}, 64);

/**
 * An `Intl.DateTimeFormat` for the locale and options, made once and kept: making one costs far more
 * than formatting with it (the first for a locale loads its data), and the offer page's month table
 * and calendar labels need a few of them on every render and while the page hydrates.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return formatByKey(`${locale}|${JSON.stringify(options)}`);
}
