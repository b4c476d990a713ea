import { Stack } from '@mantine/core'
import { useState } from 'react'
import { postAccountReauthorizeReSendAuthCode } from '~generated/api/signin/signin'
import { CodeResend } from '~/components/code-entry/CodeResend'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { SendCodeStep } from '~/components/code-entry/SendCodeStep'
import layout from '~/components/form/form-layout.module.css'
import { useCodeResend } from '~/components/code-entry/use-code-resend'
import type { CodeReauthFormProps } from './CodeReauthForm'

/** Its code loads with the page (decision 0025). */
export const DeferredCodeReauthForm = lazyForm<CodeReauthFormProps>(() =>
  import('./CodeReauthForm').then((module) => module.CodeReauthForm),
)

export interface CodeReauthStepProps extends CodeReauthFormProps {
  /** When the last code was sent, or null when none has been sent for this screen yet. */
  initialSentAt: number | null
}

/**
 * Re-authentication by a code e-mailed to the contact address: the code sent first if none was,
 * then its form (CodeReauthForm, whose code loads with the page) with the resend beside it, outside
 * the form, so its countdown and advice run as soon as the page does.
 */
export function CodeReauthStep({ initialSentAt, ...form }: CodeReauthStepProps) {
  const { email, displayName } = form
  const [sentAt, setSentAt] = useState(initialSentAt)
  const sending = useCodeResend({ send: postAccountReauthorizeReSendAuthCode, onSent: setSentAt })

  if (sentAt === null) {
    return (
      <Stack gap="md">
        <SendCodeStep destination={email} displayName={displayName} sending={sending} />
      </Stack>
    )
  }
  return (
    <div className={layout.stack}>
      <DeferredCodeReauthForm email={email} displayName={displayName} proof={form.proof} />
      <CodeResend resending={{ ...sending, sentAt }} />
    </div>
  )
}
