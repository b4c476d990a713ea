import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type { LoginMultiFactorTypeScreenData, MultiFactorRouteType } from '~generated/api/model'
import { FormCheckbox } from '~/components/form/FormCheckbox'
import { FormCodeField } from '~/components/form/FormCodeField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { codeLabel } from '~/lib/i18n/code-name'
import { BACKUP_CODE_MAX_LENGTH, OTP_LENGTH, PIN_CODE_MAX_LENGTH } from '~/lib/rules/codes'
import type { SigninFlow } from '../signin-flow'
import { factorInstruction } from './factor-texts'
import {
  multiFactorSchema,
  type MultiFactorInput,
  type MultiFactorValues,
} from './multi-factor-schema'

const FIELDS = ['value', 'isPreferred', 'rememberDevice'] as const

const MAX_LENGTH: Record<MultiFactorRouteType, number> = {
  otp: OTP_LENGTH,
  'backup-code': BACKUP_CODE_MAX_LENGTH,
  email: PIN_CODE_MAX_LENGTH,
  sms: PIN_CODE_MAX_LENGTH,
}

export interface MultiFactorCodeFormProps {
  type: MultiFactorRouteType
  flow: SigninFlow
  data: LoginMultiFactorTypeScreenData
  /** The e-mailed or texted code's name as this page gives it (`codeName`). */
  displayName: string
}

/**
 * The second factor's code, the preferred-type and remember-device choices (spec 01 §2, §5, §7).
 * Success finishes the sign-in.
 */
export function MultiFactorCodeForm({ type, flow, data, displayName }: MultiFactorCodeFormProps) {
  const { t, i18n } = useLingui()
  const label =
    type === 'otp'
      ? t`ワンタイムパスワード`
      : type === 'backup-code'
        ? t`バックアップコード`
        : codeLabel(i18n, displayName)
  const schema = useMemo(
    () => multiFactorSchema(type, i18n, displayName),
    [type, i18n, displayName],
  )
  const form = useForm<MultiFactorInput, unknown, MultiFactorValues>({
    resolver: zodResolver(schema),
    defaultValues: { value: '', isPreferred: data.isPreferred, rememberDevice: false },
  })
  const { submit, failure, pending, retryAt, codeRejected } = useFormSubmit(
    form,
    (values) => flow.postMultiFactor(type, values),
    { fields: FIELDS, codeField: 'value', next: '/', fullLoad: true },
  )

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      intro={
        <Text>{i18n._(factorInstruction(type, displayName, data.maskedDestination ?? ''))}</Text>
      }
    >
      <FormCodeField
        requirement="required"
        control={form.control}
        name="value"
        label={label}
        kind={type === 'backup-code' ? 'alphanumeric' : 'numeric'}
        maxLength={MAX_LENGTH[type]}
      />
      <FormCheckbox
        control={form.control}
        name="isPreferred"
        label={t`次回からこの認証方法を優先して使う`}
      />
      {data.canRememberDevice && (
        <FormCheckbox
          control={form.control}
          name="rememberDevice"
          label={t`このデバイスを信頼する（次回からこのデバイスでは2段階認証を省略します）`}
        />
      )}
      <SubmitButton pending={pending} disabled={codeRejected} retryAt={retryAt}>
        {t`認証する`}
      </SubmitButton>
    </FormShell>
  )
}
