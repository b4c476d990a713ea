import type { Country } from '~generated/api/model'

/** A country's name in the page's language: Japanese on a Japanese page, else English. */
export const countryName = (country: Country, locale: string): string =>
  locale === 'ja' ? country.nameJa : country.nameEn
