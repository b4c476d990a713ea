import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { useFormContext, useWatch } from 'react-hook-form'
import type { SignupFormScreenData } from '~generated/api/model'
import { getSignupLoginIdVerify } from '~generated/api/signup/signup'
import { FormPasswordField } from '~/components/form/FormPasswordField'
import { FormEmailField, FormTextField } from '~/components/form/FormTextField'
import { PasswordChecklist } from '~/components/form/PasswordChecklist'
import { useLoginIdCheck } from '~/components/form/use-login-id-check'
import { withCodeName } from '~/lib/i18n/code-name'
import { EMAIL_MAX_LENGTH } from '~/lib/rules/email'
import { loginIdIssue, LOGIN_ID_MAX_LENGTH } from '~/lib/rules/login-id'
import { PASSWORD_MAX_LENGTH } from '~/lib/rules/password'
import { isShown, standardFieldRequirement } from '~/lib/rules/profile/field-rules'
import { isEmailChanged, type SignupFormInput } from '../rules/form-input'
import { LOGIN_ID_TAKEN } from '../rules/registration-failure'
import { EmailTakenLogin } from '../email/EmailTakenLogin'
import { EmailChange } from './EmailChange'

/**
 * E-mail (a changed one needs a PIN; one already registered, the way to the login page), login
 * ID (checked with the server as it is left), and the password with its live checklist.
 */
export function AccountFields({ data }: { data: SignupFormScreenData }) {
  const { t, i18n } = useLingui()
  const form = useFormContext<SignupFormInput>()
  const { control } = form
  const checkLoginId = useLoginIdCheck(form, 'loginId', {
    breaksRules: (loginId) => loginIdIssue(loginId) !== undefined,
    verify: (loginId) => getSignupLoginIdVerify({ loginId }),
    taken: LOGIN_ID_TAKEN,
  })
  const [email, password] = useWatch({ control, name: ['email', 'password'] })
  const verifiedEmail = data.signupMethod === 'email' ? data.email : data.socialEmail
  const loginIdRequirement = standardFieldRequirement(data.registrationSetting, 'loginId')
  const passwordRequirement = data.isPasswordRequired ? 'required' : 'optional'
  const strength = data.registrationSetting.passwordStrength

  return (
    <Stack gap="md">
      <FormEmailField
        control={control}
        name="email"
        label={t`メールアドレス`}
        requirement={data.signupMethod === 'email' ? 'required' : 'optional'}
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
      />
      <EmailTakenLogin<SignupFormInput> name="email" />
      {isEmailChanged(email, verifiedEmail) && (
        <EmailChange setting={withCodeName(i18n, data.pinCode)} email={email} />
      )}
      {isShown(loginIdRequirement) && (
        // Leaving the field (focusout bubbles to here) asks whether the ID is free.
        <div onBlur={() => void checkLoginId()}>
          <FormTextField
            control={control}
            name="loginId"
            label={t`ログインID`}
            requirement={loginIdRequirement}
            description={t`半角英数字6〜15文字`}
            autoComplete="username"
            maxLength={LOGIN_ID_MAX_LENGTH}
          />
        </div>
      )}
      <FormPasswordField
        control={control}
        name="password"
        label={t`パスワード`}
        requirement={passwordRequirement}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <PasswordChecklist password={password} strength={strength} />
      <FormPasswordField
        control={control}
        name="passwordConfirm"
        label={t`パスワード（確認用）`}
        requirement={passwordRequirement}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
    </Stack>
  )
}
