import { Stack } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * The column of a one-task page in a wide layout (password reset and its completions): as wide
 * as the sign-in layout, centred.
 */
export function NarrowColumn({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xl" maw={480} mx="auto">
      {children}
    </Stack>
  )
}
