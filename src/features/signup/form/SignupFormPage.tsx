import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetSignupFormScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import { hasFormDraft } from '../draft'
import type { SignupFormProps } from './SignupForm'

/**
 * Its code loads when the visitor first uses it (decision 0020), or at once when this tab keeps a
 * draft of it to restore (a reload, Back).
 */
export const DeferredSignupForm = deferUntilInteraction<SignupFormProps>(
  () => import('./SignupForm').then((module) => module.SignupForm),
  { alreadyUsed: hasFormDraft },
)

/** /signup/form: the member information (SignupForm), then on to the confirm screen. */
export function SignupFormPage() {
  const { data } = useSuspenseQuery(getGetSignupFormScreenDataSuspenseQueryOptions())
  return <DeferredSignupForm data={data} />
}
