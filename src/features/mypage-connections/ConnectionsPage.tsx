import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageConnectionsScreenDataSuspenseQueryOptions } from '~generated/api/mypage-connections/mypage-connections'
import { HrefLink } from '~/components/HrefLink'
import { RowChevron } from '~/components/RowChevron'
import { formatDateTime } from '~/lib/format/date'
import { ClientLogo } from './ClientLogo'
import { clientName } from './client-name'
import classes from './connections.module.css'

/**
 * /mypage/connections: the apps the member let use the account, each linking to its detail with
 * name, logo and when it was connected (spec 02 §2).
 */
export function ConnectionsPage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageConnectionsScreenDataSuspenseQueryOptions())

  return (
    <Stack gap="lg">
      <Title order={1}>{t`連携中のサービス`}</Title>
      <Text>{t`アカウント情報の利用を許可しているサービスの一覧です。サービスを選ぶと、許可している内容の確認や連携の解除ができます。`}</Text>
      {data.grants.length === 0 ? (
        <Text>{t`アカウント情報の利用を許可しているサービスはありません。`}</Text>
      ) : (
        <ul className={classes.list}>
          {data.grants.map((grant) => (
            <li key={grant.grantId}>
              <HrefLink
                href={`/mypage/connections/client/${encodeURIComponent(grant.clientId)}`}
                className={classes.row}
              >
                <ClientLogo client={grant.client} size={40} />
                <span>
                  <Text component="span" display="block" fw={500}>
                    {clientName(grant.client, i18n.locale)}
                  </Text>
                  <Text component="span" display="block" size="sm" c="dimmed">
                    {t`連携日時：${formatDateTime(i18n, grant.issuedAt)}`}
                  </Text>
                </span>
                <RowChevron />
              </HrefLink>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  )
}
