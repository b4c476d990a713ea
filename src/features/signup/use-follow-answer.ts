import type { ScreenEnvelope } from '~generated/api/model'
import { useFollowAnswer as useFollow } from '~/lib/api/follow-answer'

/**
 * followAnswer for the sign-up form's own submit (form/use-signup-form.ts), which keeps this
 * shape until it moves onto useFormSubmit: true when the flow goes on to `nextStep` (or the
 * answer's `redirectTo`), false when the flow-error notice opened instead.
 */
export function useFollowAnswer() {
  const follow = useFollow()
  return async (answer: ScreenEnvelope | undefined, nextStep: string): Promise<boolean> =>
    (await follow(answer, { next: nextStep })) !== 'notice'
}
