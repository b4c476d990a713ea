import { useLingui } from '@lingui/react'
import { useEffect, useRef, type ReactNode } from 'react'
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
import { RequirementLabel } from './RequirementLabel'

/** A field marked 必須 (required) or 任意 (optional) after its label. */
export type Requirement = 'required' | 'optional'

/**
 * What every bound field takes: the field's `name` in the form — type-checked against the form's
 * values when the form's `control` is passed (else the field binds to the `<FormShell>`'s form) —
 * its label, and optionally its requirement.
 */
export interface BoundFieldProps<T extends FieldValues, TOut, V> {
  control?: Control<T, unknown, TOut>
  name: FieldPathByValue<T, V>
  label: ReactNode
  requirement?: Requirement
}

/**
 * Props a bound field sets itself, so its callers cannot: `required` among them, which only
 * `requirement` sets, with its mark (one rule for every form, spec 02 §5).
 */
export type Bound = 'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'required'

/** The field bound to the form, with its error translated (rules' message ids, or server text). */
export function useBoundField<T extends FieldValues, TOut, V>({
  control,
  name,
}: Pick<BoundFieldProps<T, TOut, V>, 'control' | 'name'>) {
  const { i18n } = useLingui()
  const { field, fieldState } = useController({ control, name })
  return { field, error: translateMessage(i18n, fieldState.error?.message) }
}

const asTyped = (typed: string) => typed

/**
 * useBoundField for a field typed into (text, textarea, password, code, select): what the visitor typed in
 * the server-rendered form before the page's JavaScript ran — hydration leaves it on the screen —
 * becomes the field's value (through `normalize`, for a field that shows its value formatted),
 * instead of an empty value that would wipe it on the next render.
 */
export function useTypedField<T extends FieldValues, TOut>(
  props: Pick<BoundFieldProps<T, TOut, string>, 'control' | 'name'>,
  normalize: (typed: string) => string = asTyped,
) {
  const { field, error } = useBoundField(props)
  const element = useRef<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>(null)
  const adopted = useRef(false)
  const { value, onChange } = field
  // After useController's own effects, so that the form hears the change.
  useEffect(() => {
    if (adopted.current) return
    adopted.current = true
    const typed = element.current?.value
    if (typed === undefined) return
    const typedValue = normalize(typed)
    if (typedValue !== value) onChange(typedValue)
  }, [value, onChange, normalize])
  const ref = (node: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
    field.ref(node)
    element.current = node
  }
  return { field: { ...field, ref }, error }
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

/**
 * Label and required state under a requirement (spec 02 §5: required labels '必須', optional
 * '任意'; the badge says it, no Mantine asterisk). A field the member must fill is
 * `requirement="required"` on every page: the badge, and its control required (so
 * aria-required); 任意 where the store's setting makes a field optional.
 */
export function labelled(label: ReactNode, requirement: Requirement | undefined) {
  if (!requirement) return { label }
  const required = requirement === 'required'
  return { label: <RequirementLabel label={label} required={required} />, required }
}
