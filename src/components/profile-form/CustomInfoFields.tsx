import { Checkbox, Group, Stack, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import type { CustomAssociatedInfoDefinition } from '~generated/api/model'
import { CUSTOM_TEXT_MAX_LENGTH, shownCustomInfo } from '~/lib/rules/profile/custom-info'
import { fieldRequirement } from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'
import { ruledLabel, useFieldError } from './RuledField'

function CustomInfoField({
  definition,
  index,
}: {
  definition: CustomAssociatedInfoDefinition
  index: number
}) {
  const { control } = useFormContext<ProfileFormInput>()
  const error = useFieldError(`custom.${index}`)
  const label = ruledLabel(definition.title, fieldRequirement(definition.rule))
  return (
    <Controller
      control={control}
      name={`custom.${index}`}
      render={({ field }) => {
        switch (definition.type) {
          case 'TEXT':
            return (
              <TextInput
                {...field}
                {...label}
                value={typeof field.value === 'string' ? field.value : ''}
                maxLength={CUSTOM_TEXT_MAX_LENGTH}
                error={error}
              />
            )
          case 'SELECT':
            return (
              <Checkbox.Group
                {...label}
                value={Array.isArray(field.value) ? field.value : []}
                onChange={field.onChange}
                error={error}
              >
                <Group gap="md" mt="xs">
                  {definition.selectOptions?.map((option, optionIndex) => (
                    <Checkbox
                      key={option.id}
                      ref={optionIndex === 0 ? field.ref : undefined}
                      value={option.id}
                      label={option.label}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )
          case 'CHECKBOX':
            return (
              <Checkbox
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                label={label.label}
                required={label.required}
                error={error}
              />
            )
        }
      }}
    />
  )
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
    <Stack gap="md">
      {shown.map((definition, index) => (
        <CustomInfoField key={definition.id} definition={definition} index={index} />
      ))}
    </Stack>
  )
}
