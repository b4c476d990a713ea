import { Alert } from '@mantine/core'
import type { ReactNode } from 'react'

/** Why an action is not offered while the contract is renewing (spec 02 §4, §8). */
export function RenewingNotice({ children }: { children: ReactNode }) {
  return (
    <Alert color="orange" variant="light" role="note">
      {children}
    </Alert>
  )
}
