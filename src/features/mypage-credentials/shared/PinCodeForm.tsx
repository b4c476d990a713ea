import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useMemo, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import type { EnvelopeOnly, PinCodeStatus, PinCodeRequest } from '~generated/api/model'
import { FormCodeField } from '~/components/form/fields/FormCodeField'
import { FormShell } from '~/components/form/FormShell'
import { ResendCodeButton } from '~/components/form/ResendCodeButton'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormSubmit } from '~/components/form/use-form-submit'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { codeLabel, withCodeName } from '~/lib/i18n/code-name'
import { pinCodeSchema } from '~/lib/rules/codes'
import { PinSendStep } from './PinSendStep'
import { usePinSending } from './use-pin-sending'

const FIELDS = ['pinCode'] as const

export interface PinCodeFormProps {
  status: PinCodeStatus
  /** The call that checks the PIN. */
  send: (request: PinCodeRequest) => Promise<EnvelopeOnly>
  /** Where a PIN accepted leads when the answer names nowhere. */
  next: string
  submitLabel: string
  /** The page's title. */
  title: ReactNode
  /** Links under the form (e.g. change the address). */
  links?: ReactNode
}

/**
 * A My Page step that checks an e-mailed PIN (spec 02 §4, §9): the PIN sent first if none was,
 * then its field (full-width digits made half-width, IME Enter never submits) with the 30-second
 * resend countdown, the advice after 5 minutes and the 60-minute validity; after a refused PIN
 * ('認証に失敗しました。' on the field) the button waits for another one.
 */
export function PinCodeForm({
  status: screenStatus,
  send,
  next,
  submitLabel,
  title,
  links,
}: PinCodeFormProps) {
  const { t, i18n } = useLingui()
  const status = withCodeName(i18n, screenStatus)
  const { displayName, destination } = status
  const schema = useMemo(
    () => z.object({ pinCode: pinCodeSchema(i18n, displayName) }),
    [i18n, displayName],
  )
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { pinCode: '' },
  })
  const { submit, failure, pending, retryAt, codeRejected } = useFormSubmit(form, send, {
    fields: FIELDS,
    codeField: 'pinCode',
    next,
  })
  const sending = usePinSending(status, destination)

  if (sending.sentAt === null) {
    return (
      <NarrowColumn>
        <PinSendStep status={status} sending={sending} intro={title} />
        {links}
      </NarrowColumn>
    )
  }
  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        failure={failure ?? sending.failure}
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
        <SubmitButton pending={pending} disabled={codeRejected} retryAt={retryAt} fullWidth>
          {submitLabel}
        </SubmitButton>
        <ResendCodeButton
          sentAt={sending.sentAt}
          pending={sending.pending}
          onResend={sending.send}
        />
      </FormShell>
      {links}
    </NarrowColumn>
  )
}
