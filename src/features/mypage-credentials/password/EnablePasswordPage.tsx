import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { getGetMypageEnablePasswordScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { CodeResend } from '~/components/code-entry/CodeResend'
import { SendCodeStep } from '~/components/code-entry/SendCodeStep'
import layout from '~/components/form/form-layout.module.css'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { withCodeName } from '~/lib/i18n/code-name'
import { usePinSending } from '../shared/use-pin-sending'
import type { EnablePasswordFormProps } from './EnablePasswordForm'
import { EnablePasswordTitle } from './EnablePasswordTitle'

/** Its code loads with the page (decision 0025). */
export const DeferredEnablePasswordForm = lazyForm<EnablePasswordFormProps>(() =>
  import('./EnablePasswordForm').then((module) => module.EnablePasswordForm),
)

/**
 * /mypage/enable-password: a first password for a member who signs in without one (spec 02 §2):
 * a PIN e-mailed to the contact address (type passwordSetting), sent first if none was, then the
 * form (EnablePasswordForm, whose code loads with the page) with the 30-second resend countdown and
 * the advice after 5 minutes beside it, so they run as soon as the page does.
 */
export function EnablePasswordPage() {
  const { i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageEnablePasswordScreenDataSuspenseQueryOptions())
  const status = useMemo(() => withCodeName(i18n, data.pinCodeStatus), [i18n, data.pinCodeStatus])
  const sending = usePinSending(status, status.destination)

  if (sending.sentAt === null) {
    return (
      <NarrowColumn>
        <EnablePasswordTitle />
        <SendCodeStep
          destination={status.destination}
          displayName={status.displayName}
          sending={sending}
        />
      </NarrowColumn>
    )
  }
  return (
    <NarrowColumn>
      <div className={layout.stack}>
        <DeferredEnablePasswordForm status={status} passwordStrength={data.passwordStrength} />
        <CodeResend resending={{ ...sending, sentAt: sending.sentAt }} />
      </div>
    </NarrowColumn>
  )
}
