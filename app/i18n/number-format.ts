import { memoised } from "../../shared/memoised";

/** One format per `locale|options` key (the options as JSON). */
const formatOf = memoised((key: string) => {
  const bar = key.indexOf("|");
  return new Intl.NumberFormat(key.slice(0, bar), JSON.parse(key.slice(bar + 1)) as Intl.NumberFormatOptions);
});

/**
 * An `Intl.NumberFormat` for the locale and options, made once and kept. Making one costs far more
 * than formatting with it, and a results page formats hundreds of prices, sizes and counts while it
 * renders and hydrates. The kinds are few (languages x currencies x a handful of option sets).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return formatOf(`${locale}|${JSON.stringify(options)}`);
}
