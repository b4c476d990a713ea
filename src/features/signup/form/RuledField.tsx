import { useLingui } from '@lingui/react/macro'
import { TextInput, type TextInputProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { Controller, useFormContext, type FieldPath } from 'react-hook-form'
import { RequirementLabel } from '~/components/form/RequirementLabel'
import { translateMessage } from '~/lib/forms/messages'
import type { FieldRequirement } from '../rules/field-rules'
import type { SignupFormInput } from '../rules/form-input'

/** Label and required state of a field under its registration-setting rule. */
export function ruledLabel(label: ReactNode, requirement: FieldRequirement) {
  const required = requirement === 'required'
  return {
    label: <RequirementLabel label={label} required={required} />,
    required,
    withAsterisk: false,
  }
}

/** The translated error of a form field (message ids of the rules, or the server's text). */
export function useFieldError(name: FieldPath<SignupFormInput>): string | undefined {
  const { i18n } = useLingui()
  const { getFieldState, formState } = useFormContext<SignupFormInput>()
  return translateMessage(i18n, getFieldState(name, formState).error?.message)
}

export interface RuledTextInputProps extends Omit<TextInputProps, 'name' | 'label' | 'required'> {
  name: FieldPath<SignupFormInput>
  label: ReactNode
  requirement: FieldRequirement
}

/** A text field of the sign-up form, 必須 or 任意 per the setting, not shown when NOT_USE. */
export function RuledTextInput({ name, label, requirement, ...input }: RuledTextInputProps) {
  const { control } = useFormContext<SignupFormInput>()
  const error = useFieldError(name)
  if (requirement === 'hidden') return null
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          {...input}
          {...field}
          value={field.value as string}
          {...ruledLabel(label, requirement)}
          error={error}
        />
      )}
    />
  )
}
