import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { useForm, useWatch } from 'react-hook-form'
import type * as z from 'zod/mini'
import type { MypagePinCodeScreenData } from '~generated/api/model'
import { postAccountPinCodeSet } from '~generated/api/mypage-privacy/mypage-privacy'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { FormDigitBoxes } from '~/components/form/FormDigitBoxes'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { emptyDigits } from '~/lib/forms/digit-boxes'
import { TV_PIN_LENGTH, pinCodeSchema } from './pin-code-schema'

const schema = pinCodeSchema()
const FIELDS = ['pinCode'] as const

export interface PinCodeFormProps {
  data: MypagePinCodeScreenData
}

/**
 * The form of /mypage/pin-code: the 4-digit PIN that protects TV-app profiles, typed twice (spec 02 §2, §5).
 * The button waits for every digit; any edit clears the errors shown; whatever the call's failure,
 * the page says only 'エラーが発生しました' (spec 02 §8).
 */
export function PinCodeForm({ data }: PinCodeFormProps) {
  const { t } = useLingui()
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      pinCode: emptyDigits(TV_PIN_LENGTH),
      pinCodeConfirm: emptyDigits(TV_PIN_LENGTH),
    },
  })
  const { submit, failure, pending } = useFormSubmit(
    form,
    ({ pinCode }) => postAccountPinCodeSet({ pinCode }),
    { fields: FIELDS, next: '/mypage/pin-code/complete' },
  )
  const rows = useWatch({ control: form.control })
  const complete = [...(rows.pinCode ?? []), ...(rows.pinCodeConfirm ?? [])].every(Boolean)
  const clearErrors = () => form.clearErrors()

  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        intro={
          <>
            <Title order={1}>{t`PINコード設定`}</Title>
            <Text>
              {data.isPinCodeSet
                ? t`新しいPINコードを設定すると、現在のPINコードは使えなくなります。`
                : t`TVアプリのプロフィールを保護する4桁のPINコードを設定します。`}
            </Text>
          </>
        }
      >
        <FormAlert
          message={failure ? t`エラーが発生しました` : undefined}
          code={failure?.code}
          requestId={failure?.requestId}
        />
        <FormDigitBoxes
          requirement="required"
          control={form.control}
          name="pinCode"
          label={t`新しいPINコード`}
          onEdit={clearErrors}
        />
        <FormDigitBoxes
          requirement="required"
          control={form.control}
          name="pinCodeConfirm"
          label={t`新しいPINコード（確認用）`}
          onEdit={clearErrors}
        />
        <SubmitButton pending={pending} disabled={!complete}>
          {t`設定する`}
        </SubmitButton>
      </FormShell>
    </NarrowColumn>
  )
}
