import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core'
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
import { LineIcon } from '~/components/LineIcon'

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
              {advice.reviewSessions && (
                <Anchor component={HrefLink} href="/mypage/sessions" size="sm">
                  {t`ログイン中のデバイスを確認する`}
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
            <table className={classes.grid}>
              <caption
                className={classes.caption}
              >{t`ログイン履歴（直近${entries.length}件）`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`日時`}</th>
                  <th scope="col">{t`結果`}</th>
                  <th scope="col">{t`ログイン方法`}</th>
                  <th scope="col">{t`デバイス`}</th>
                  <th scope="col">{t`ブラウザ`}</th>
                  <th scope="col">{t`国・地域`}</th>
                  <th scope="col">{t`IPアドレス`}</th>
                  {advice && <th scope="col">{t`操作`}</th>}
                </tr>
              </thead>
              <tbody>
                {entries.map(({ item, view, when }, index) => (
                  <tr key={`${item.createdAt}-${index}`}>
                    <td className={classes.nowrap}>{when}</td>
                    <td>
                      <ResultBadge view={view} />
                    </td>
                    <td>
                      <LoginTypeText view={view} />
                    </td>
                    <td>{show(view.device)}</td>
                    <td>{show(view.browser)}</td>
                    <td>{show(view.country)}</td>
                    <td>
                      <IpText view={view} />
                    </td>
                    {advice && (
                      <td>
                        <NotMeButton label={notMeLabel(when)} onClick={() => setNotMe(item)} />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={classes.list} data-testid="login-history-list">
            {entries.map(({ item, view, when }, index) => (
              <li key={`${item.createdAt}-${index}`} className={classes.entry}>
                <details>
                  <summary className={classes.summary}>
                    <span className={classes.summaryLine}>
                      <Text component="span" size="sm" fw={600}>
                        {when}
                      </Text>
                      <ResultBadge view={view} />
                    </span>
                    <Text component="span" size="sm" className={classes.deviceLine}>
                      {show(view.device)} / {show(view.browser)}
                    </Text>
                    <DisclosureChevron />
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

/** The sign that an entry opens: a chevron turning up once it is open. */
function DisclosureChevron() {
  return <LineIcon className={classes.chevron} size={16} d="M5 9l7 7 7-7" />
}
