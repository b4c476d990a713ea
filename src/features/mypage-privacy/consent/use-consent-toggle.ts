import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { postAccountConsent } from '~generated/api/mypage-privacy/mypage-privacy'
import type { AccountConsent } from '~generated/api/model'
import { showToast } from '~/components/overlays/toast'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { useOneCallPerItem } from '~/lib/api/use-one-call-at-a-time'

/**
 * The consent options of the page and their toggle (spec 02 §4): a toggle flips the value, is
 * disabled while it is saved, shows the saved option on success and keeps the old one on
 * failure; a toast says which. A failure that needs a sign-in again opens the flow-error notice.
 */
export function useConsentToggle(initial: readonly AccountConsent[]) {
  const { t } = useLingui()
  const follow = useFollowAnswer()
  const [consents, setConsents] = useState(initial)
  const { run, isPending } = useOneCallPerItem()

  const toggle = ({ consentOptionId, key, value }: AccountConsent) =>
    run(
      consentOptionId,
      async () => {
        const answer = await postAccountConsent({ consentOptionId, key, value: !value })
        if ((await follow(answer)) === 'notice') return
        setConsents((current) =>
          current.map((consent) =>
            consent.consentOptionId === consentOptionId ? answer.consent : consent,
          ),
        )
        showToast({ message: t`設定を変更しました。` })
      },
      () => {
        showToast({ message: t`設定を変更できませんでした。`, color: 'red' })
      },
    )

  return {
    consents,
    toggle,
    isSaving: (consent: AccountConsent) => isPending(consent.consentOptionId),
  }
}
