/**
 * Intl formatters, one per locale and options: building one costs far more than formatting with it
 * (a screen's figures, a chart's ticks and a table's cells format hundreds of values on a render).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The cache key of a locale and options: the options' own keys in order, undefined ones left out. */
const keyOf = (locale: string | undefined, options: object | undefined) =>
  `${locale ?? ''}|${JSON.stringify(options ?? {})}`;

/** The formatter cached under the key, built by `make` the first time. */
function cached<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(locale?: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(locale?: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, keyOf(locale, options), () => new Intl.DateTimeFormat(locale, options));
}
