import { useLingui } from '@lingui/react'
import {
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  TextInput,
  type CheckboxProps,
  type NativeSelectProps,
  type RadioGroupProps,
  type TextInputProps,
} from '@mantine/core'
import { useId, type ReactNode } from 'react'
import {
  get,
  useController,
  useFormState,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form'
import { translateMessage } from '~/lib/forms/messages'
import { PIN_CODE_MAX_LENGTH } from '~/lib/rules/codes'
import { CodeField, type CodeFieldProps } from './CodeField'
import { PasswordField, type PasswordFieldProps } from './PasswordField'
import { RequirementLabel } from './RequirementLabel'

/** A field marked 必須 (required) or 任意 (optional) after its label. */
export type Requirement = 'required' | 'optional'

/**
 * What every bound field takes: the field's `name` in the form — type-checked against the form's
 * values when the form's `control` is passed (else the field binds to the `<FormShell>`'s form) —
 * its label, and optionally its requirement.
 */
interface BoundFieldProps<T extends FieldValues, TOut, V> {
  control?: Control<T, unknown, TOut>
  name: FieldPathByValue<T, V>
  label: ReactNode
  requirement?: Requirement
}

/** Props a bound field sets itself, so its callers cannot. */
type Bound = 'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error'

/** The field bound to the form, with its error translated (rules' message ids, or server text). */
function useBoundField<T extends FieldValues, TOut, V>({
  control,
  name,
}: Pick<BoundFieldProps<T, TOut, V>, 'control' | 'name'>) {
  const { i18n } = useLingui()
  const { field, fieldState } = useController({ control, name })
  return { field, error: translateMessage(i18n, fieldState.error?.message) }
}

/**
 * The translated error of a field drawn by a control of its own (a policy list, a custom
 * widget), for its `error` prop.
 */
export function useFieldError<T extends FieldValues, TOut = T>(
  name: FieldPath<T>,
  control?: Control<T, unknown, TOut>,
): string | undefined {
  const { i18n } = useLingui()
  const { errors } = useFormState({ control, name, exact: true })
  const error: FieldError | undefined = get(errors, name)
  return translateMessage(i18n, error?.message)
}

/** Label and required state under a requirement (no Mantine asterisk: the badge says it). */
function labelled(label: ReactNode, requirement: Requirement | undefined) {
  if (!requirement) return { label }
  const required = requirement === 'required'
  return { label: <RequirementLabel label={label} required={required} />, required }
}

export type FormTextFieldProps<T extends FieldValues, TOut = T> = BoundFieldProps<T, TOut, string> &
  Omit<TextInputProps, Bound>

/** A text input bound to the form. */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  ...input
}: FormTextFieldProps<T, TOut>) {
  const { field, error } = useBoundField({ control, name })
  return (
    <TextInput
      {...input}
      {...field}
      {...labelled(label, requirement)}
      withAsterisk={false}
      error={error}
    />
  )
}

/**
 * An e-mail address (or a sign-in identifier, with `type="text"`): offered by the browser's
 * saved sign-ins (`username`; `email` where an address is being registered), never capitalised
 * or spell-checked.
 */
export function FormEmailField<T extends FieldValues, TOut = T>(
  props: FormTextFieldProps<T, TOut> & { autoComplete?: 'username' | 'email' },
) {
  return (
    <FormTextField
      type="email"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      {...props}
    />
  )
}

export type FormPasswordFieldProps<T extends FieldValues, TOut = T> = BoundFieldProps<
  T,
  TOut,
  string
> &
  Omit<PasswordFieldProps, Bound>

/** A password bound to the form (PasswordField: aria-invalid, translated show/hide button). */
export function FormPasswordField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  ...input
}: FormPasswordFieldProps<T, TOut>) {
  const { field, error } = useBoundField({ control, name })
  return (
    <PasswordField
      {...input}
      {...field}
      {...labelled(label, requirement)}
      withAsterisk={false}
      error={error}
    />
  )
}

export type FormCodeFieldProps<T extends FieldValues, TOut = T> = BoundFieldProps<T, TOut, string> &
  Omit<CodeFieldProps, Bound>

/**
 * A code bound to the form (CodeField: one-time-code autofill, normalised once an IME is done);
 * as long as an e-mailed PIN unless `maxLength` says otherwise.
 */
export function FormCodeField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  maxLength = PIN_CODE_MAX_LENGTH,
  ...input
}: FormCodeFieldProps<T, TOut>) {
  const { field, error } = useBoundField({ control, name })
  return (
    <CodeField
      {...input}
      {...field}
      {...labelled(label, requirement)}
      withAsterisk={false}
      maxLength={maxLength}
      error={error}
    />
  )
}

export type FormSelectProps<T extends FieldValues, TOut = T> = BoundFieldProps<T, TOut, string> &
  Omit<NativeSelectProps, Bound>

/** A native select bound to the form (`data`: its options). */
export function FormSelect<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  ...select
}: FormSelectProps<T, TOut>) {
  const { field, error } = useBoundField({ control, name })
  return (
    <NativeSelect
      {...select}
      {...field}
      {...labelled(label, requirement)}
      withAsterisk={false}
      error={error}
    />
  )
}

export type FormCheckboxProps<T extends FieldValues, TOut = T> = BoundFieldProps<T, TOut, boolean> &
  Omit<CheckboxProps, Bound | 'checked'>

/** A checkbox bound to a boolean of the form. */
export function FormCheckbox<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  ...checkbox
}: FormCheckboxProps<T, TOut>) {
  const {
    field: { value, onChange, ...field },
    error,
  } = useBoundField({ control, name })
  return (
    <Checkbox
      {...checkbox}
      {...field}
      {...labelled(label, requirement)}
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      aria-invalid={error ? true : undefined}
    />
  )
}

export interface RadioOption {
  value: string
  label: ReactNode
}

export type FormRadioGroupProps<T extends FieldValues, TOut = T> = BoundFieldProps<
  T,
  TOut,
  string
> &
  Omit<RadioGroupProps, Bound | 'children'> & { options: readonly RadioOption[] }

/** Radio buttons bound to the form, in a row; each names the group's error for screen readers. */
export function FormRadioGroup<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  options,
  ...group
}: FormRadioGroupProps<T, TOut>) {
  const { field, error } = useBoundField({ control, name })
  const id = useId()
  return (
    <Radio.Group
      id={id}
      {...group}
      {...labelled(label, requirement)}
      withAsterisk={false}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      error={error}
    >
      <Group gap="lg" mt="xs">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            ref={index === 0 ? field.ref : undefined}
            value={option.value}
            label={option.label}
            onBlur={field.onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${group.id ?? id}-error` : undefined}
          />
        ))}
      </Group>
    </Radio.Group>
  )
}
