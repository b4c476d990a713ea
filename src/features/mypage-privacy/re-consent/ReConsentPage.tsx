import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageReConsentScreenDataSuspenseQueryOptions } from '~generated/api/mypage-privacy/mypage-privacy'
import type { GetMypageReConsentScreenDataParams } from '~generated/api/model'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { policyReadOnSight } from '~/components/policy/policy-read-on-sight'
import type { ReConsentFormProps } from './ReConsentForm'

/**
 * Its code loads when the member first uses it (decision 0020), or at once when a policy needs no
 * scrolling (read on sight).
 */
export const DeferredReConsentForm = deferUntilInteraction<ReConsentFormProps>(
  () => import('./ReConsentForm').then((module) => module.ReConsentForm),
  { alreadyUsed: policyReadOnSight },
)

/** /mypage/re-consent: the policies to agree again (ReConsentForm), then back to `returnTo`. */
export function ReConsentPage(params: GetMypageReConsentScreenDataParams) {
  const { data } = useSuspenseQuery(getGetMypageReConsentScreenDataSuspenseQueryOptions(params))
  return (
    <NarrowColumn>
      <DeferredReConsentForm data={data} returnTo={params.returnTo} />
    </NarrowColumn>
  )
}
