import { useLingui } from '@lingui/react/macro'
import { Progress } from '@mantine/core'
import { useEffect, useState } from 'react'
import classes from './navigation-progress.module.css'

/** How far the bar creeps while the page loads, and in how long: it never claims to be done. */
const CREEP_TO = 90
const CREEP_MS = 8_000

/** Mantine's Progress at the top of the window, creeping on from a tenth. */
export function CreepingBar() {
  const { t } = useLingui()
  const [value, setValue] = useState(10)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setValue(CREEP_TO))
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    <Progress
      className={classes.bar}
      value={value}
      size={3}
      radius={0}
      transitionDuration={value === CREEP_TO ? CREEP_MS : 0}
      aria-label={t`ページを読み込んでいます`}
    />
  )
}
