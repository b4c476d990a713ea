/** One instance per locale, made on first use: Intl formatters are costly to create. */
export function perLocale<T>(create: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>()
  return (locale) => {
    let value = made.get(locale)
    if (value === undefined) {
      value = create(locale)
      made.set(locale, value)
    }
    return value
  }
}
