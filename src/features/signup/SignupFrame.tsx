import type { ReactNode } from 'react'
import { SignupStepBar } from './SignupStepBar'
import classes from './signup.module.css'

/** The frame of every sign-up page: a readable column under the step bar. */
export function SignupFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <SignupStepBar />
      {children}
    </div>
  )
}
