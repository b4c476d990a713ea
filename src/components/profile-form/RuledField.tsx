import { useLingui } from '@lingui/react/macro'
import { TextInput, type TextInputProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form'
import { RequirementLabel } from '~/components/form/RequirementLabel'
import { translateMessage } from '~/lib/forms/messages'
import type { FieldRequirement } from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'

/** Label and required state of a field under its registration-setting rule. */
export function ruledLabel(label: ReactNode, requirement: FieldRequirement) {
  const required = requirement === 'required'
  return {
    label: <RequirementLabel label={label} required={required} />,
    required,
    withAsterisk: false,
  }
}

/**
 * The translated error of a field of the surrounding form (message ids of the rules, or the
 * server's text). `T` is the form's values; a profile field needs no type argument.
 */
export function useFieldError<T extends FieldValues = ProfileFormInput>(
  name: FieldPath<T>,
): string | undefined {
  const { i18n } = useLingui()
  const { getFieldState, formState } = useFormContext<T>()
  return translateMessage(i18n, getFieldState(name, formState).error?.message)
}

export interface RuledTextInputProps<T extends FieldValues = ProfileFormInput> extends Omit<
  TextInputProps,
  'name' | 'label' | 'required'
> {
  name: FieldPath<T>
  label: ReactNode
  requirement: FieldRequirement
}

/** A text field of the surrounding form, 必須 or 任意 per the setting, not shown when NOT_USE. */
export function RuledTextInput<T extends FieldValues = ProfileFormInput>({
  name,
  label,
  requirement,
  ...input
}: RuledTextInputProps<T>) {
  const { control } = useFormContext<T>()
  const error = useFieldError<T>(name)
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
