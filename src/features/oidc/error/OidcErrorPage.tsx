import { useLingui } from '@lingui/react/macro'
import { Anchor, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetOidcErrorScreenDataSuspenseQueryOptions } from '~generated/api/oidc/oidc'
import type { GetOidcErrorScreenDataParams } from '~generated/api/model'
import { useClientName } from '~/components/oidc/OidcClientHeader'

/**
 * /oidc/error (spec 01 §2, §7): the status, its type and detail, and the request to go back to
 * the originating site and start again. A 500 shows the generic server-error label. (The route
 * serves the page with that status.)
 */
export function OidcErrorPage(params: GetOidcErrorScreenDataParams) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetOidcErrorScreenDataSuspenseQueryOptions(params))
  return (
    <Stack gap="lg">
      <Title order={1}>{t`エラーが発生しました`}</Title>
      <Text fw={700} size="lg">
        {data.isServerError
          ? t`${data.status} サーバーエラーが発生しました`
          : `${data.status} ${data.type ?? ''}`}
      </Text>
      {data.detail && <Text>{data.detail}</Text>}
      <Text>{t`お手数ですが、連携元のサイトに戻って最初からやり直してください。`}</Text>
      {data.client && data.clientUri && <BackToClient name={data.client} uri={data.clientUri} />}
    </Stack>
  )
}

function BackToClient({ name, uri }: { name: Parameters<typeof useClientName>[0]; uri: string }) {
  const { t } = useLingui()
  const clientName = useClientName(name)
  return <Anchor href={uri}>{t`${clientName}に戻る`}</Anchor>
}
