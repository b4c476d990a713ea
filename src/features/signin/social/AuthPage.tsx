import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetAuthScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import type { GetAuthScreenDataParams, SocialActionType } from '~generated/api/model'
import { useRootData } from '~/lib/root-data/use-root-data'
import { SocialButtons } from '~/components/social/SocialButtons'

const TITLE: Record<SocialActionType, MessageDescriptor> = {
  login: msg`外部アカウントでログイン`,
  signup: msg`外部アカウントで新規登録`,
  enableExternalAuth: msg`外部アカウントと連携`,
}

/** /auth: the external accounts the store allows for the action (none in the native app). */
export function AuthPage(params: GetAuthScreenDataParams) {
  const { returnTo } = params
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetAuthScreenDataSuspenseQueryOptions(params))
  const { browser } = useRootData()
  const types = browser.isApp ? [] : data.allowedExternalIdentityTypes

  return (
    <Stack gap="xl">
      <Title order={1}>{i18n._(TITLE[data.socialActionType])}</Title>
      {types.length > 0 ? (
        <SocialButtons types={types} action={data.socialActionType} returnTo={returnTo} />
      ) : (
        <Text>{t`ご利用いただける外部アカウントはありません。`}</Text>
      )}
    </Stack>
  )
}
