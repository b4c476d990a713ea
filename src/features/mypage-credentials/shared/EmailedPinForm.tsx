import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { EnvelopeOnly, PinCodeStatus, PinCodeRequest } from '~generated/api/model'
import { FormCodeField } from '~/components/form/FormCodeField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { usePinCodeForm } from '~/components/code-entry/use-pin-code-form'
import { codeLabel } from '~/lib/i18n/code-name'

export interface EmailedPinFormProps {
  /** The PIN's status, named as the page names it (withCodeName). */
  status: PinCodeStatus
  /** The call that checks the PIN. */
  send: (request: PinCodeRequest) => Promise<EnvelopeOnly>
  /** Where a PIN accepted leads when the answer names nowhere. */
  next: string
  submitLabel: string
  /** The page's title. */
  title: ReactNode
}

/**
 * The PIN field of a My Page step that checks an e-mailed PIN (spec 02 §4, §9; PinCodeStep):
 * full-width digits made half-width, IME Enter never submits; after a refused PIN
 * ('認証に失敗しました。' on the field) the button waits for another one.
 */
export function EmailedPinForm({ status, send, next, submitLabel, title }: EmailedPinFormProps) {
  const { t, i18n } = useLingui()
  const { displayName, destination } = status
  const { form, submit, failure, pending, retryAt, codeRejected } = usePinCodeForm(
    displayName,
    send,
    { next },
  )

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      intro={
        <>
          {title}
          <Text>
            {t`${destination} 宛に${displayName}を送信しました。メールに記載された${displayName}を入力してください。`}
          </Text>
        </>
      }
    >
      <FormCodeField
        control={form.control}
        name="pinCode"
        label={codeLabel(i18n, displayName)}
        requirement="required"
      />
      <SubmitButton pending={pending} disabled={codeRejected} retryAt={retryAt}>
        {submitLabel}
      </SubmitButton>
    </FormShell>
  )
}
