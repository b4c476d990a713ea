import { useEffect } from 'react'
import {
  useFormContext,
  useFormState,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
} from 'react-hook-form'
import { FormFieldBox } from '~/components/form/FormFieldBox'
import { PolicyConsentList } from './PolicyConsentList'
import type { PolicyReading } from './use-policy-progress'

export interface FormPolicyConsentsProps<T extends FieldValues> {
  /** The form's boolean that says every policy is agreed. */
  name: FieldPathByValue<T, boolean>
  /**
   * The policies and their reading, from the form's usePolicyProgress: its `allRead` also holds
   * the form's submit button until every non-external policy is read (spec 01 §4).
   */
  reading: PolicyReading
}

/**
 * The policies still to agree in a form (FormShell): the field `name` becomes true once each is
 * read to the end or ticked, checked again on every change once the form was submitted; its
 * error shows under the list, whose box a failure focuses.
 */
export function FormPolicyConsents<T extends FieldValues>({
  name,
  reading,
}: FormPolicyConsentsProps<T>) {
  const { setValue } = useFormContext<T>()
  const { isSubmitted } = useFormState<T>()
  const { policies, progress, update, allDone } = reading
  useEffect(() => {
    setValue(name, allDone as PathValue<T, typeof name>, { shouldValidate: isSubmitted })
  }, [name, allDone, isSubmitted, setValue])
  return (
    <FormFieldBox<T> name={name}>
      <PolicyConsentList policies={policies} progress={progress} onProgress={update} />
    </FormFieldBox>
  )
}
