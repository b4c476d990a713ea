import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type { MypageEmailEditScreenData } from '~generated/api/model'
import { postAccountEmailEditSendPinCode } from '~generated/api/mypage-credentials/mypage-credentials'
import { FormEmailField } from '~/components/form/FormTextField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import type { ApiError } from '~/lib/api/api-error'
import { mappingFailures, placedOn } from '../shared/failures'
import { keepingDraftOnDetour, useRestoredDraft } from '../shared/reauth-draft'
import { emailEditSchema, type EmailEditInput, type EmailEditValues } from './email-edit-schema'
import { ERROR_MESSAGES } from '~/lib/api/error-messages'

export const EMAIL_EDIT_PAGE = '/mypage/email/edit'
const FIELDS = ['email'] as const
const SEND_FAILED = ERROR_MESSAGES.PIN_CODE_SEND_FAILED

/** The PIN could not be sent (PIN_CODE_SEND_FAILED, or the backend failed on its side). */
const isSendFailure = (error: ApiError) =>
  error.code === 'PIN_CODE_SEND_FAILED' || error.status >= 500

export interface EmailEditFormProps {
  data: MypageEmailEditScreenData
}

/**
 * The form of /mypage/email/edit: the current contact address and a new one; a PIN goes to the new address
 * (type mailEdit), then /mypage/email/edit/pin-code (spec 02 §2, §4, §5). A failed send is an
 * error of the e-mail field (§8). Sent back to re-authenticate, the member finds the address typed.
 */
export function EmailEditForm({ data }: EmailEditFormProps) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => emailEditSchema(data.contactEmail), [data.contactEmail])
  const form = useForm<EmailEditInput, unknown, EmailEditValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  })
  useRestoredDraft(form, EMAIL_EDIT_PAGE, FIELDS)
  const send = keepingDraftOnDetour(
    EMAIL_EDIT_PAGE,
    mappingFailures(
      ({ email }: EmailEditValues) => postAccountEmailEditSendPinCode({ email, type: 'mailEdit' }),
      (error) => placedOn(error, 'email', i18n._(SEND_FAILED), isSendFailure),
    ),
    ({ email }) => ({ email }),
  )
  const { submit, failure, pending, retryAt } = useFormSubmit(form, send, {
    fields: FIELDS,
    next: '/mypage/email/edit/pin-code',
  })

  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        failure={failure}
        intro={
          <>
            <Title order={1}>{t`メールアドレスの変更`}</Title>
            <div>
              <Text size="sm" c="dimmed">{t`現在のメールアドレス`}</Text>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {data.contactEmail}
              </Text>
            </div>
            <Text>{t`新しいメールアドレスに確認コードをお送りします。`}</Text>
          </>
        }
      >
        <FormEmailField
          control={form.control}
          name="email"
          label={t`新しいメールアドレス`}
          autoComplete="email"
          requirement="required"
        />
        <SubmitButton pending={pending} retryAt={retryAt}>
          {t`確認コードを送信`}
        </SubmitButton>
      </FormShell>
    </NarrowColumn>
  )
}
