import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { LoginHistoryItem } from '~generated/api/model'
import { getGetMypageLoginHistoryScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { HrefLink } from '~/components/HrefLink'
import { formatDateTime } from '~/lib/format/date'
import { historyEntryView, securityAdvice } from './history-entry'
import { IpText, LoginTypeText, NotMeButton, ResultBadge, useShow } from './HistoryEntryParts'
import classes from './login-history.module.css'
import { NotMeDialog } from './NotMeDialog'

/**
 * /mypage/login-history: the last 30 sign-in attempts — a table from 1000 px, an expandable list
 * below (spec 02 §2, §9) —, the IP address the page is seen from, the advice to change the
 * password or set up multi-factor authentication, and 'Not me?' on every entry.
 */
export function LoginHistoryPage() {
  const { t, i18n } = useLingui()
  const show = useShow()
  const { data } = useSuspenseQuery(getGetMypageLoginHistoryScreenDataSuspenseQueryOptions())
  const advice = securityAdvice(data)
  const [notMe, setNotMe] = useState<LoginHistoryItem | null>(null)
  const entries = data.loginHistory.map((item) => ({
    item,
    view: historyEntryView(item, data.currentIp),
    when: formatDateTime(i18n, item.createdAt),
  }))
  const notMeLabel = (when: string) => t`${when}のログインに心当たりがない`

  return (
    <Stack gap="lg">
      <Title order={1}>{t`ログイン履歴`}</Title>
      <Text>{t`直近30件のログインの記録です。`}</Text>
      <Text>
        {t`現在のIPアドレス：`}
        <Text component="span" fw={700}>
          {data.currentIp}
        </Text>
      </Text>
      {advice && (
        <Alert
          color="yellow"
          title={t`心当たりのないログインはありませんか？`}
          classNames={{ title: classes.alertTitle }}
        >
          <Stack gap={4}>
            <Text size="sm">
              {t`身に覚えのないログインがある場合は、第三者に不正にログインされたおそれがあります。`}
            </Text>
            <Group gap="md">
              {advice.changePassword && (
                <Anchor component={HrefLink} href="/mypage/password/edit" size="sm">
                  {t`パスワードを変更する`}
                </Anchor>
              )}
              {advice.setUpMultiFactor && (
                <Anchor component={HrefLink} href="/mypage/multi-factor" size="sm">
                  {t`2段階認証を設定する`}
                </Anchor>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      {entries.length === 0 ? (
        <Text>{t`ログイン履歴はありません。`}</Text>
      ) : (
        <>
          <div className={classes.table} data-testid="login-history-table">
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Caption>{t`ログイン履歴（直近${entries.length}件）`}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`日時`}</Table.Th>
                  <Table.Th scope="col">{t`結果`}</Table.Th>
                  <Table.Th scope="col">{t`ログイン方法`}</Table.Th>
                  <Table.Th scope="col">{t`デバイス`}</Table.Th>
                  <Table.Th scope="col">{t`ブラウザ`}</Table.Th>
                  <Table.Th scope="col">{t`国・地域`}</Table.Th>
                  <Table.Th scope="col">{t`IPアドレス`}</Table.Th>
                  {advice && <Table.Th scope="col">{t`操作`}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map(({ item, view, when }, index) => (
                  <Table.Tr key={`${item.createdAt}-${index}`}>
                    <Table.Td className={classes.nowrap}>{when}</Table.Td>
                    <Table.Td>
                      <ResultBadge view={view} />
                    </Table.Td>
                    <Table.Td>
                      <LoginTypeText view={view} />
                    </Table.Td>
                    <Table.Td>{show(view.device)}</Table.Td>
                    <Table.Td>{show(view.browser)}</Table.Td>
                    <Table.Td>{show(view.country)}</Table.Td>
                    <Table.Td>
                      <IpText view={view} />
                    </Table.Td>
                    {advice && (
                      <Table.Td>
                        <NotMeButton label={notMeLabel(when)} onClick={() => setNotMe(item)} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <ul className={classes.list} data-testid="login-history-list">
            {entries.map(({ item, view, when }, index) => (
              <li key={`${item.createdAt}-${index}`} className={classes.entry}>
                <details>
                  <summary className={classes.summary}>
                    <Text component="span" size="sm" fw={600}>
                      {when}
                    </Text>
                    <ResultBadge view={view} />
                    <Text component="span" size="sm">
                      {show(view.device)} / {show(view.browser)}
                    </Text>
                  </summary>
                  <dl className={classes.details}>
                    <dt>{t`ログイン方法`}</dt>
                    <dd>
                      <LoginTypeText view={view} />
                    </dd>
                    <dt>{t`国・地域`}</dt>
                    <dd>{show(view.country)}</dd>
                    <dt>{t`IPアドレス`}</dt>
                    <dd>
                      <IpText view={view} />
                    </dd>
                  </dl>
                  {advice && (
                    <NotMeButton label={notMeLabel(when)} onClick={() => setNotMe(item)} />
                  )}
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
      {advice && <NotMeDialog entry={notMe} advice={advice} onClose={() => setNotMe(null)} />}
    </Stack>
  )
}
