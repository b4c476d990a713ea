import { useLingui } from '@lingui/react/macro'
import { PasswordInput, Stack } from '@mantine/core'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import type { SignupFormScreenData } from '~generated/api/model'
import { PasswordChecklist } from '~/components/form/PasswordChecklist'
import { RuledTextInput, ruledLabel, useFieldError } from '~/components/profile-form/RuledField'
import { EMAIL_MAX_LENGTH } from '~/lib/rules/email'
import { PASSWORD_MAX_LENGTH } from '~/lib/rules/password'
import { standardFieldRequirement } from '~/lib/rules/profile/field-rules'
import { isEmailChanged, type SignupFormInput } from '../rules/form-input'
import { EmailChange } from './EmailChange'

/** E-mail (a changed one needs a PIN), login ID, and the password with its live checklist. */
export function AccountFields({ data }: { data: SignupFormScreenData }) {
  const { t } = useLingui()
  const { control } = useFormContext<SignupFormInput>()
  const [email, password] = useWatch({ control, name: ['email', 'password'] })
  const verifiedEmail = data.signupMethod === 'email' ? data.email : data.socialEmail
  const passwordError = useFieldError<SignupFormInput>('password')
  const confirmError = useFieldError<SignupFormInput>('passwordConfirm')
  const passwordRequirement = data.isPasswordRequired ? 'required' : 'optional'
  const strength = data.registrationSetting.passwordStrength
  const toggleLabel = { 'aria-label': t`パスワードを表示する` }

  return (
    <Stack gap="md">
      <RuledTextInput<SignupFormInput>
        name="email"
        type="email"
        label={t`メールアドレス`}
        requirement={data.signupMethod === 'email' ? 'required' : 'optional'}
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
      />
      {isEmailChanged(email, verifiedEmail) && <EmailChange setting={data.pinCode} />}
      <RuledTextInput<SignupFormInput>
        name="loginId"
        label={t`ログインID`}
        requirement={standardFieldRequirement(data.registrationSetting, 'loginId')}
        description={t`半角英数字6〜15文字`}
        autoComplete="username"
        maxLength={15}
      />
      <Controller
        control={control}
        name="password"
        render={({ field }) => (
          <PasswordInput
            {...field}
            {...ruledLabel(t`パスワード`, passwordRequirement)}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            visibilityToggleButtonProps={toggleLabel}
            error={passwordError}
          />
        )}
      />
      <PasswordChecklist password={password} strength={strength} />
      <Controller
        control={control}
        name="passwordConfirm"
        render={({ field }) => (
          <PasswordInput
            {...field}
            {...ruledLabel(t`パスワード（確認用）`, passwordRequirement)}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            visibilityToggleButtonProps={toggleLabel}
            error={confirmError}
          />
        )}
      />
    </Stack>
  )
}
