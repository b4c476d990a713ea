import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { serializePreferenceCookie } from '~/lib/cookies/cookies'
import { activateLocale } from '~/lib/i18n/catalog'
import { LOCALE_COOKIE, LOCALE_NATIVE_NAMES, isAppLocale, type AppLocale } from '~/lib/i18n/locales'
import quiet from './quiet-control.module.css'

/**
 * Switches between Japanese and English: persists the choice in the `locale` cookie (read by
 * the server on the next request), loads the other catalog and re-renders the current page.
 * A plain button styled like Mantine's subtle compact one (quiet-control.module.css): it is in
 * the footer of every page.
 */
export function LanguageSwitch() {
  const { i18n, t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const current: AppLocale = isAppLocale(i18n.locale) ? i18n.locale : 'ja'
  const next: AppLocale = current === 'ja' ? 'en' : 'ja'

  const switchLanguage = async () => {
    setPending(true)
    try {
      document.cookie = serializePreferenceCookie(LOCALE_COOKIE, next, {
        secure: window.location.protocol === 'https:',
      })
      await activateLocale(i18n, next)
      await Promise.all([router.invalidate(), queryClient.invalidateQueries()])
    } finally {
      setPending(false)
    }
  }

  return (
    <button
      type="button"
      className={`mantine-focus-auto ${quiet.quietControl} ${quiet.compact}`}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => void switchLanguage()}
      title={t`表示言語を切り替える`}
    >
      <span lang={next}>{LOCALE_NATIVE_NAMES[next]}</span>
    </button>
  )
}
