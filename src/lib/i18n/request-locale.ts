import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie, getRequestHeader } from '@tanstack/react-start/server'
import { readCookie } from '~/lib/cookies/cookies'
import { getServerAppConfig } from '~/lib/config/app-config.server'
import { LOCALE_COOKIE, SOURCE_LOCALE } from './locales'
import { negotiateLocale } from './negotiate-locale'

/**
 * The locale for the current request: `locale` cookie → `Accept-Language` → DEFAULT_LOCALE.
 * On the server it reads the incoming request; in the browser, the cookie and navigator.
 */
export const getRequestLocale = createIsomorphicFn()
  .server(() =>
    negotiateLocale({
      cookie: getCookie(LOCALE_COOKIE),
      acceptLanguage: getRequestHeader('accept-language'),
      defaultLocale: getServerAppConfig().DEFAULT_LOCALE,
    }),
  )
  .client(() =>
    negotiateLocale({
      cookie: readCookie(document.cookie, LOCALE_COOKIE),
      acceptLanguage: navigator.languages.join(','),
      defaultLocale: SOURCE_LOCALE,
    }),
  )
