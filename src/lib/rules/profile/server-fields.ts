import { PROFILE_INPUT_FIELDS, type ProfileInputField } from './field-rules'

/** A profile input of the form: a standard field, or the custom field at its index. */
export type ProfileFormField = ProfileInputField | `custom.${number}`

/**
 * The profile input of a field named in a failed answer, once the caller has taken off its
 * request-body prefix (`inputtedData.`, `inputtedData.formData.`…): a standard field keeps its
 * name, `customAssociatedInfo.<id>` is the shown custom field of that id (`customIds`, in form
 * order). Undefined when the form has no such input.
 */
export function profileFormField(
  field: string,
  customIds: readonly string[],
): ProfileFormField | undefined {
  if ((PROFILE_INPUT_FIELDS as readonly string[]).includes(field)) return field as ProfileInputField
  const custom = /^customAssociatedInfo\.(.+)$/.exec(field)
  const index = custom ? customIds.indexOf(custom[1]!) : -1
  return index >= 0 ? `custom.${index}` : undefined
}
