import type { CustomAssociatedInfoDefinition } from '~generated/api/model'
import { FormCheckbox } from '~/components/form/FormCheckbox'
import { FormCheckboxGroup } from '~/components/form/FormCheckboxGroup'
import { FormTextField } from '~/components/form/FormTextField'
import layout from '~/components/form/form-layout.module.css'
import { CUSTOM_TEXT_MAX_LENGTH, shownCustomInfo } from '~/lib/rules/profile/custom-info'
import { fieldRequirement, isShown } from '~/lib/rules/profile/field-rules'

function CustomInfoField({
  definition,
  index,
}: {
  definition: CustomAssociatedInfoDefinition
  index: number
}) {
  const requirement = fieldRequirement(definition.rule)
  if (!isShown(requirement)) return null
  const field = { name: `custom.${index}`, label: definition.title, requirement }
  switch (definition.type) {
    case 'TEXT':
      return <FormTextField {...field} maxLength={CUSTOM_TEXT_MAX_LENGTH} />
    case 'SELECT':
      return (
        <FormCheckboxGroup
          {...field}
          options={(definition.selectOptions ?? []).map((option) => ({
            value: option.id,
            label: option.label,
          }))}
        />
      )
    case 'CHECKBOX':
      return <FormCheckbox {...field} />
  }
}

/** The store's own questions (custom associated info): text, choices or a checkbox. */
export function CustomInfoFields({
  definitions,
}: {
  definitions: readonly CustomAssociatedInfoDefinition[] | undefined
}) {
  const shown = shownCustomInfo(definitions)
  if (shown.length === 0) return null
  return (
    <div className={layout.stack}>
      {shown.map((definition, index) => (
        <CustomInfoField key={definition.id} definition={definition} index={index} />
      ))}
    </div>
  )
}
