import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { useMemo, type ReactNode } from 'react'
import type { EnvelopeOnly, PinCodeStatus, PinCodeRequest } from '~generated/api/model'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { CodeResend } from '~/components/code-entry/CodeResend'
import { SendCodeStep } from '~/components/code-entry/SendCodeStep'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { withCodeName } from '~/lib/i18n/code-name'
import type { EmailedPinFormProps } from './EmailedPinForm'
import { usePinSending } from './use-pin-sending'

/** Its code loads with the page (decision 0025). */
export const DeferredEmailedPinForm = lazyForm<EmailedPinFormProps>(() =>
  import('./EmailedPinForm').then((module) => module.EmailedPinForm),
)

export interface PinCodeStepProps {
  /** The screen's PIN status (its data: the same object on every render). */
  status: PinCodeStatus
  /** Where the PIN goes (the screen's address, not the status's). */
  destination: string
  /** The call that checks the PIN. */
  send: (request: PinCodeRequest) => Promise<EnvelopeOnly>
  /** Where a PIN accepted leads when the answer names nowhere. */
  next: string
  submitLabel: string
  /** The page's title: the same element on every render (the deferred form is memoised). */
  title: ReactNode
  /** Links under the form (e.g. change the address). */
  links?: ReactNode
}

/**
 * A My Page step that checks an e-mailed PIN (spec 02 §4, §9): the PIN sent first if none was,
 * then its form (EmailedPinForm, whose code loads with the page) with the 30-second resend countdown,
 * the advice after 5 minutes, the 60-minute validity and a failed resend's message (CodeResend) —
 * outside the deferred form, so they run as soon as the page does (and a failure does not change
 * the props of a form not yet hydrated, which would make React render it afresh).
 */
export function PinCodeStep({
  status: screenStatus,
  destination,
  send,
  next,
  submitLabel,
  title,
  links,
}: PinCodeStepProps) {
  const { i18n } = useLingui()
  const status = useMemo(
    () => withCodeName(i18n, { ...screenStatus, destination }),
    [i18n, screenStatus, destination],
  )
  const sending = usePinSending(status, destination)

  if (sending.sentAt === null) {
    return (
      <NarrowColumn>
        {title}
        <SendCodeStep
          destination={status.destination}
          displayName={status.displayName}
          sending={sending}
        />
        {links}
      </NarrowColumn>
    )
  }
  return (
    <NarrowColumn>
      <Stack gap="md">
        <DeferredEmailedPinForm
          status={status}
          send={send}
          next={next}
          submitLabel={submitLabel}
          title={title}
        />
        <CodeResend resending={{ ...sending, sentAt: sending.sentAt }} />
      </Stack>
      {links}
    </NarrowColumn>
  )
}
