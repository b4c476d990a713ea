import type { ReactNode } from 'react'
import classes from './layouts.module.css'

/**
 * The column of a one-task page in a wide layout (password reset and its completions): as wide
 * as the sign-in layout, centred.
 */
export function NarrowColumn({ children }: { children: ReactNode }) {
  return <div className={classes.narrowColumn}>{children}</div>
}
