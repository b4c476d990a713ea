import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageReConsentScreenDataSuspenseQueryOptions } from '~generated/api/mypage-privacy/mypage-privacy'
import type { GetMypageReConsentScreenDataParams } from '~generated/api/model'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import type { ReConsentFormProps } from './ReConsentForm'

/** The re-consent form: its code loads with the page (decision 0025). */
export const DeferredReConsentForm = lazyForm<ReConsentFormProps>(() =>
  import('./ReConsentForm').then((module) => module.ReConsentForm),
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
