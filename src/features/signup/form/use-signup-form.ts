import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { postSignupConfirm } from '~generated/api/signup/signup'
import type { SignupFormScreenData } from '~generated/api/model'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { usePolicyProgress } from '~/components/policy/use-policy-progress'
import { codeName } from '~/lib/i18n/code-name'
import { toPolicyConsentData } from '~/lib/rules/policy-reading'
import { restoreFormDraft, saveFormDraft } from '../draft'
import { heldInput, holdInput } from '../held-input'
import { shownCustomInfo } from '~/lib/rules/profile/custom-info'
import { initialFormInput, isEmailChanged, type SignupFormInput } from '../rules/form-input'
import { toRegistrationData } from '../rules/form-payload'
import { signupFormSchema, type SignupFormRules } from '../rules/form-schema'
import { CATALOGUED } from '../rules/registration-failure'
import type { FormLayout } from '../rules/server-fields'
import { useRegistrationFailure } from './use-registration-failure'

/** The draft belongs to this sign-up: its method and the address it started with. */
const draftScope = (data: SignupFormScreenData) =>
  `${data.signupMethod}:${data.email ?? data.socialEmail ?? ''}`

/**
 * The sign-up form's state: rules from the screen data, values kept across Back, reload and the
 * return from the confirm screen (draft without secrets; the password only in memory), and the
 * submission to POST /zapi/signup/confirm — a changed e-mail's PIN it refuses keeps the submit
 * button disabled until another is typed (`pinRefused`), as do the policies left to read
 * (`policyReading`).
 */
export function useSignupForm(data: SignupFormScreenData) {
  const { i18n } = useLingui()
  const [today] = useState(() => new Date())
  const verifiedEmail = data.signupMethod === 'email' ? data.email : data.socialEmail

  const rules: SignupFormRules = useMemo(
    () => ({
      setting: data.registrationSetting,
      isPasswordRequired: data.isPasswordRequired,
      isEmailRequired: data.signupMethod === 'email',
      verifiedEmail,
      pinDisplayName: codeName(i18n, data.pinCode.displayName),
      hasPoliciesToAgree: data.policies.length > 0,
      parentalConsentAge: data.parentalConsentAge,
      today,
    }),
    [data, verifiedEmail, today, i18n],
  )
  const layout: FormLayout = useMemo(
    () => ({
      customIds: shownCustomInfo(data.registrationSetting.customAssociatedInfo).map((d) => d.id),
      parentalConsentCount: data.parentalConsentOptions.length,
    }),
    [data],
  )
  const schema = useMemo(() => signupFormSchema(rules, i18n), [rules, i18n])
  const initial = useMemo(
    () =>
      initialFormInput(
        {
          customDefinitions: data.registrationSetting.customAssociatedInfo,
          parentalConsentOptions: data.parentalConsentOptions,
        },
        verifiedEmail,
        data.inputtedData,
        data.signupMethod,
      ),
    [data, verifiedEmail],
  )
  const form = useForm<SignupFormInput>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    shouldFocusError: true,
  })
  const registration = useRegistrationFailure(layout)
  // Which policies are read: the submit button waits for every non-external one (spec 01 §4).
  const policyReading = usePolicyProgress(data.policies)

  // Browser only, after hydration: the typing kept in this tab and the password kept in memory.
  const scope = draftScope(data)
  useEffect(() => {
    const held = heldInput()
    const values = form.getValues()
    form.reset({
      ...restoreFormDraft(values, scope),
      ...(held && { password: held.password, passwordConfirm: held.passwordConfirm }),
    })
    // Typed before the form's code ran (its fields adopt it before this effect): kept as any typing.
    if (JSON.stringify(values) !== JSON.stringify(initial)) saveFormDraft(scope, form.getValues())
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveFormDraft(scope, values),
    })
  }, [form, scope, initial])

  const { submit, pending, retryAt, codeRejected } = useFormSubmit(
    form,
    async (input) => {
      registration.clear()
      const policyConsentData = [...data.policyConsentData, ...toPolicyConsentData(data.policies)]
      const inputtedData = toRegistrationData(input, {
        setting: data.registrationSetting,
        method: data.signupMethod,
        email: data.email,
        verifiedEmail,
        policyConsentData,
        parentalConsentOptions: data.parentalConsentOptions,
        parentalConsentAge: data.parentalConsentAge,
        today,
      })
      const answer = await postSignupConfirm({ inputtedData })
      // Held before the answer is followed: the confirm screen reads it as it opens.
      holdInput({
        password: input.password,
        passwordConfirm: input.passwordConfirm,
        pinCode: inputtedData.pinCode ?? null,
      })
      return answer
    },
    {
      fieldOf: registration.fieldOf,
      messages: CATALOGUED,
      // The PIN of a changed e-mail: refused, the button waits for another (spec 01 §4).
      codeField: 'pinCode',
      next: '/signup/confirm',
      onFailure: registration.report,
    },
  )

  // Only while the e-mail is changed: back to the verified one, the PIN is neither shown nor sent.
  const emailChanged = useWatch({
    control: form.control,
    name: 'email',
    compute: (email) => isEmailChanged(email, verifiedEmail),
  })
  const pinRefused = codeRejected && emailChanged

  const { failure, onFields } = registration
  return { form, rules, policyReading, submit, pending, retryAt, pinRefused, failure, onFields }
}
