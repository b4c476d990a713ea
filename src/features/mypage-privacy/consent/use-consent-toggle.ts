import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { postAccountConsent } from '~generated/api/mypage-privacy/mypage-privacy'
import type { AccountConsent } from '~generated/api/model'
import { showToast } from '~/components/overlays/toast'
import { redirectOfFailure } from '~/lib/api/api-error'
import { openFlowError } from '~/lib/api/flow-error-store'
import { useFollowAnswer } from '~/lib/api/follow-answer'

/**
 * The consent options of the page and their toggle (spec 02 §4): a toggle flips the value, is
 * disabled while it is saved, shows the saved option on success and keeps the old one on
 * failure; a toast says which. A failure that needs a sign-in again opens the flow-error notice.
 */
export function useConsentToggle(initial: readonly AccountConsent[]) {
  const { t } = useLingui()
  const follow = useFollowAnswer()
  const [consents, setConsents] = useState(initial)
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set())

  const mark = (id: string, busy: boolean) =>
    setSaving((current) => {
      const next = new Set(current)
      if (busy) next.add(id)
      else next.delete(id)
      return next
    })

  const toggle = async ({ consentOptionId, key, value }: AccountConsent) => {
    mark(consentOptionId, true)
    try {
      const answer = await postAccountConsent({ consentOptionId, key, value: !value })
      if ((await follow(answer)) === 'notice') return
      setConsents((current) =>
        current.map((consent) =>
          consent.consentOptionId === consentOptionId ? answer.consent : consent,
        ),
      )
      showToast({ message: t`設定を変更しました。` })
    } catch (error) {
      const restartAt = redirectOfFailure(error)
      if (restartAt) openFlowError({ redirectTo: restartAt })
      else showToast({ message: t`設定を変更できませんでした。`, color: 'red' })
    } finally {
      mark(consentOptionId, false)
    }
  }

  return {
    consents,
    toggle,
    isSaving: (consent: AccountConsent) => saving.has(consent.consentOptionId),
  }
}
