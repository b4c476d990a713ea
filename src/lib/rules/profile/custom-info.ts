import type {
  CustomAssociatedInfoDefinition,
  CustomAssociatedInfoValue,
} from '~generated/api/model'
import { fieldRequirement, isShown } from './field-rules'

/** TEXT: the text; SELECT: the chosen option ids; CHECKBOX: ticked or not. */
export type CustomInfoInput = string | string[] | boolean

export const CUSTOM_TEXT_MAX_LENGTH = 300

/** The custom fields the form shows: every definition whose rule is not NOT_USE. */
export function shownCustomInfo(
  definitions: readonly CustomAssociatedInfoDefinition[] | undefined,
): CustomAssociatedInfoDefinition[] {
  return (definitions ?? []).filter((definition) => isShown(fieldRequirement(definition.rule)))
}

/** The value sent to the backend: text or null, the list of option ids, 'true' or 'false'. */
export function toCustomInfoValue(
  definition: CustomAssociatedInfoDefinition,
  input: CustomInfoInput,
): CustomAssociatedInfoValue {
  const { id } = definition
  switch (definition.type) {
    case 'TEXT':
      return { id, value: typeof input === 'string' && input.trim() !== '' ? input.trim() : null }
    case 'SELECT':
      return { id, value: Array.isArray(input) ? input : [] }
    case 'CHECKBOX':
      return { id, value: input === true ? 'true' : 'false' }
  }
}

/** The form input for a saved value (refill), dropping option ids the definition no longer has. */
export function fromCustomInfoValue(
  definition: CustomAssociatedInfoDefinition,
  value: CustomAssociatedInfoValue['value'] | undefined,
): CustomInfoInput {
  switch (definition.type) {
    case 'TEXT':
      return typeof value === 'string' ? value : ''
    case 'SELECT': {
      const known = new Set(definition.selectOptions?.map((option) => option.id))
      const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
      return chosen.filter((id) => known.has(id))
    }
    case 'CHECKBOX':
      return value === 'true'
  }
}
