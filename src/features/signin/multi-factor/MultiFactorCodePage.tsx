import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Checkbox, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { MultiFactorRouteType } from '~generated/api/model'
import {
  getGetLoginMultiFactorTypeScreenDataSuspenseQueryOptions,
  postLoginMultiFactor,
} from '~generated/api/signin/signin'
import { AnchorLink } from '~/components/router-links'
import { CodeField } from '~/components/form/CodeField'
import { FormAlert } from '~/components/form/FormAlert'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useCodeSubmit } from '~/components/form/use-code-submit'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { translateMessage } from '~/lib/forms/messages'
import { BACKUP_CODE_MAX_LENGTH, OTP_LENGTH, PIN_CODE_MAX_LENGTH } from '~/lib/rules/codes'
import { continueAfterSignIn } from '../continue-after-sign-in'
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

/**
 * /login/multi-factor/{type}: the second factor's code, the preferred-type and remember-device
 * choices (spec 01 §2, §5, §7). Success finishes the sign-in.
 */
export function MultiFactorCodePage({ type }: { type: MultiFactorRouteType }) {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetLoginMultiFactorTypeScreenDataSuspenseQueryOptions(type))
  const displayName = data.pinCode?.displayName ?? t`確認コード`
  const validityMinutes = data.pinCode?.validityMinutes
  const label =
    type === 'otp'
      ? t`ワンタイムパスワード`
      : type === 'backup-code'
        ? t`バックアップコード`
        : displayName
  const schema = useMemo(
    () => multiFactorSchema(type, i18n, displayName),
    [type, i18n, displayName],
  )
  const form = useForm<MultiFactorInput, unknown, MultiFactorValues>({
    resolver: zodResolver(schema),
    defaultValues: { value: '', isPreferred: data.isPreferred, rememberDevice: false },
  })
  const [leaving, setLeaving] = useState(false)
  const { submit, failure, retryAt, codeRejected } = useCodeSubmit(
    form,
    'value',
    FIELDS,
    async (values) => setLeaving(continueAfterSignIn(await postLoginMultiFactor(type, values))),
  )
  const { errors, isSubmitting } = form.formState

  return (
    <Stack gap="xl">
      <Title order={1}>{t`2段階認証`}</Title>
      <form noValidate onSubmit={submit} onKeyDown={preventImeEnterSubmit}>
        <Stack gap="md">
          <Text>{i18n._(factorInstruction(type, displayName, data.maskedDestination ?? ''))}</Text>
          {validityMinutes !== undefined && (
            <Text size="sm" c="dimmed">
              {t`${displayName}の有効期限は${validityMinutes}分です。`}
            </Text>
          )}
          <FormAlert message={failure?.message} code={failure?.code} />
          <Controller
            control={form.control}
            name="value"
            render={({ field }) => (
              <CodeField
                {...field}
                label={label}
                kind={type === 'backup-code' ? 'alphanumeric' : 'numeric'}
                maxLength={MAX_LENGTH[type]}
                error={translateMessage(i18n, errors.value?.message)}
              />
            )}
          />
          <Checkbox
            {...form.register('isPreferred')}
            label={t`次回からこの認証方法を優先して使う`}
          />
          {data.canRememberDevice && (
            <Checkbox
              {...form.register('rememberDevice')}
              label={t`このデバイスを信頼する（次回からこのデバイスでは2段階認証を省略します）`}
            />
          )}
          <SubmitButton
            pending={isSubmitting || leaving}
            disabled={codeRejected}
            retryAt={retryAt}
            fullWidth
          >
            {t`認証する`}
          </SubmitButton>
        </Stack>
      </form>
      {data.hasOtherTypes && (
        <AnchorLink to="/login/multi-factor" size="sm">
          {t`別の方法で認証する`}
        </AnchorLink>
      )}
    </Stack>
  )
}
