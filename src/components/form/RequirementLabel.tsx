import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'

export interface RequirementLabelProps {
  label: ReactNode
  required: boolean
}

/** A field label marked 必須 (required) or 任意 (optional), as the registration setting says. */
export function RequirementLabel({ label, required }: RequirementLabelProps) {
  const { t } = useLingui()
  return (
    <>
      {label}{' '}
      <Badge
        component="span"
        size="sm"
        radius="sm"
        ml={4}
        variant="filled"
        color={required ? 'red.9' : 'gray.7'}
      >
        {required ? t`必須` : t`任意`}
      </Badge>
    </>
  )
}
