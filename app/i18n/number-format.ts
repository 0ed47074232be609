const formats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat` for the locale and options, made once and kept. Making one costs far more
 * than formatting with it, and a results page formats hundreds of prices, sizes and counts while it
 * renders and hydrates. The kinds are few (languages x currencies x a handful of option sets).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
