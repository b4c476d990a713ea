import * as z from 'zod/mini'
import type { CustomAssociatedInfoDefinition } from '~generated/api/model'
import { messageId } from '~/lib/forms/messages'
import { CUSTOM_TEXT_MAX_LENGTH, type CustomInfoInput } from './custom-info'
import { fieldRequirement } from './field-rules'
import { REQUIRED_CHECK, REQUIRED_CHOICE, REQUIRED_INPUT, TEXT_TOO_LONG } from './messages'

/* The custom fields' schema, apart from their helpers (custom-info.ts), which pages use without Zod. */

/** Rules (spec 02 §3, §5): REQUIRED text ≥ 1 character, ≤ 300; REQUIRED select and checkbox non-empty. */
export function customInfoSchema(
  definition: CustomAssociatedInfoDefinition,
): z.ZodMiniType<CustomInfoInput> {
  const required = fieldRequirement(definition.rule) === 'required'
  const optionIds = new Set(definition.selectOptions?.map((option) => option.id))
  switch (definition.type) {
    case 'TEXT': {
      const text = z
        .string()
        .check(z.trim(), z.maxLength(CUSTOM_TEXT_MAX_LENGTH, messageId(TEXT_TOO_LONG)))
      return required ? text.check(z.minLength(1, messageId(REQUIRED_INPUT))) : text
    }
    case 'SELECT': {
      const offered = z.refine<string>((id) => optionIds.has(id), messageId(REQUIRED_CHOICE))
      const chosen = z.array(z.string().check(offered))
      return required ? chosen.check(z.minLength(1, messageId(REQUIRED_CHOICE))) : chosen
    }
    case 'CHECKBOX':
      return required
        ? z.boolean().check(z.refine((ticked) => ticked, messageId(REQUIRED_CHECK)))
        : z.boolean()
  }
}
