import type { SignupStepBar } from '~generated/api/model'

export type StepStatus = 'done' | 'current' | 'upcoming'

export interface StepBarItem {
  key: string
  label: string
  /** 1-based position. */
  position: number
  status: StepStatus
}

/** The steps the backend decided, each marked done, current or upcoming (spec 01 §4). */
export function stepBarItems({ steps, currentStep }: SignupStepBar): StepBarItem[] {
  const current = Math.min(Math.max(currentStep, 1), steps.length)
  return steps.map((step, index) => {
    const position = index + 1
    const status: StepStatus =
      position < current ? 'done' : position === current ? 'current' : 'upcoming'
    return { key: step.key, label: step.label, position, status }
  })
}
