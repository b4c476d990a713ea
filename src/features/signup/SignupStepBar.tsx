import { useLingui } from '@lingui/react/macro'
import { VisuallyHidden } from '@mantine/core'
import { useMatches } from '@tanstack/react-router'
import type { SignupStepBar as StepBarData } from '~generated/api/model'
import { stepBarItems } from './rules/step-bar'
import classes from './signup.module.css'

/** The step bar of the page shown: the deepest matched route's screen data carries it. */
function useStepBar(): StepBarData | undefined {
  return useMatches({
    select: (matches) => {
      for (const match of [...matches].reverse()) {
        const stepBar = (match.loaderData as { stepBar?: StepBarData } | undefined)?.stepBar
        if (stepBar) return stepBar
      }
      return undefined
    },
  })
}

/** Where the visitor is in the sign-up (spec 01 §4): the steps the backend decided. */
export function SignupStepBar() {
  const { t } = useLingui()
  const stepBar = useStepBar()
  if (!stepBar) return null
  const items = stepBarItems(stepBar)
  return (
    <ol className={classes.steps} aria-label={t`会員登録の手順`}>
      {items.map((item) => (
        <li
          key={item.key}
          className={classes.step}
          data-status={item.status}
          aria-current={item.status === 'current' ? 'step' : undefined}
        >
          <span className={classes.number} aria-hidden>
            {item.status === 'done' ? '✓' : item.position}
          </span>
          <span className={classes.label}>{item.label}</span>
          {item.status === 'done' && <VisuallyHidden>{t`（完了）`}</VisuallyHidden>}
        </li>
      ))}
    </ol>
  )
}
