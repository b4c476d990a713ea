import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Anchor, Pagination, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { getGetMypagePaymentHistoryScreenDataSuspenseQueryOptions } from '~generated/api/mypage-payments/mypage-payments'
import { formatDate, formatDateTime } from '~/lib/format/date'
import { formatPrice, formatYen } from '~/lib/format/price'
import classes from './payment-history.module.css'
import { formatPaymentMethod } from '~/lib/format/payment-method'
import { LineIcon } from '~/components/LineIcon'

export interface PaymentHistoryPageProps {
  page: number | undefined
}

/**
 * /mypage/payment-history (spec 02 §2): the last year's payments, 10 a page — date, plan, payment
 * method, the tax-included amount and its net amount and tax. The date opens the invoice in a new
 * tab when something was billed. The pager's links are plain links to ?page=N, so paging works
 * before (or without) the page's JavaScript.
 */
export function PaymentHistoryPage({ page }: PaymentHistoryPageProps) {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypagePaymentHistoryScreenDataSuspenseQueryOptions({ page }),
  )
  const { paymentHistory: history, historySince } = data
  const { totalCount, currentPage, lastPage } = history
  const since = formatDate(i18n, historySince)

  return (
    <Stack gap="lg">
      <Title order={1}>{t`お支払い履歴`}</Title>
      <Text>{t`${since}以降のお支払いを表示しています（最大1年間）。`}</Text>
      {history.data.length === 0 ? (
        <Text>{t`お支払い履歴はありません。`}</Text>
      ) : (
        <>
          <table className={classes.table}>
            <caption>
              <VisuallyHidden>
                {t`お支払い履歴 ${plural(totalCount, { other: `${totalCount}件中` })} ${currentPage}/${lastPage}ページ`}
              </VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t`日時`}</th>
                <th scope="col">{t`プラン名`}</th>
                <th scope="col">{t`お支払い方法`}</th>
                <th scope="col" className={classes.amount}>{t`金額`}</th>
                <th scope="col" className={classes.amount}>{t`税抜金額（消費税）`}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((item) => {
                const when = formatDateTime(i18n, item.createdAt)
                const tax = formatYen(i18n, item.taxAmount)
                return (
                  <tr key={item.earningsId}>
                    <td data-label={t`日時`} className={classes.when}>
                      {item.billingAmount === 0 ? (
                        when
                      ) : (
                        <Anchor
                          inherit
                          href={`/mypage/invoice/${encodeURIComponent(item.earningsId)}`}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          <ShownDateOnly
                            text={t`${when}の領収書（新しいタブで開きます）`}
                            shown={when}
                          />
                          {/* What the link opens, in sight (the link's name already says it). */}
                          <span className={classes.receipt} aria-hidden>
                            {t`領収書`}
                            <NewTabIcon />
                          </span>
                        </Anchor>
                      )}
                    </td>
                    <td data-label={t`プラン名`}>{item.planName}</td>
                    <td data-label={t`お支払い方法`}>
                      {(item.accountPaymentMethod &&
                        formatPaymentMethod(i18n, item.accountPaymentMethod)) ||
                        '—'}
                    </td>
                    <td data-label={t`金額`} className={classes.amount}>
                      {formatPrice(i18n, item.billingAmount)}
                    </td>
                    <td data-label={t`税抜金額（消費税）`} className={classes.amount}>
                      {t`${formatYen(i18n, item.netBillingAmount)}（消費税 ${tax}）`}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
          {history.lastPage > 1 && (
            <nav aria-label={t`お支払い履歴のページ`}>
              <HistoryPager currentPage={currentPage} lastPage={lastPage} />
            </nav>
          )}
        </>
      )}
    </Stack>
  )
}

/**
 * Mantine's Pagination with previous and next, every control a plain link to ?page=N (so paging
 * works before or without JavaScript) and a touch target of 44 px (size xl) with text of the
 * body's size. A control that leads nowhere (previous on the first page) stays a disabled button.
 */
function HistoryPager({ currentPage, lastPage }: { currentPage: number; lastPage: number }) {
  const { t } = useLingui()
  const linkTo = (page: number, label: string) => ({
    component: Link,
    to: '/mypage/payment-history',
    search: { page },
    'aria-label': label,
  })
  return (
    <Pagination
      total={lastPage}
      value={currentPage}
      size="xl"
      vars={() => ({ root: { '--pagination-control-fz': 'var(--mantine-font-size-md)' } })}
      classNames={{ root: classes.pager }}
      getItemProps={(page) => linkTo(page, t`${page}ページ目`)}
      getControlProps={(control) => {
        if (control === 'previous') {
          const label = t`前のページ`
          return currentPage > 1 ? linkTo(currentPage - 1, label) : { 'aria-label': label }
        }
        const label = t`次のページ`
        return currentPage < lastPage ? linkTo(currentPage + 1, label) : { 'aria-label': label }
      }}
    />
  )
}

/**
 * A link text of which only `shown` (a part of the one translated `text`) is visible: the words
 * around it are for screen readers, wherever the language puts them (ja: 日時 + の領収書…, en:
 * Receipt for + date + …).
 */
function ShownDateOnly({ text, shown }: { text: string; shown: string }) {
  const at = text.indexOf(shown)
  const before = at > 0 ? text.slice(0, at) : ''
  const after = at < 0 ? text : text.slice(at + shown.length)
  return (
    <>
      {before ? <VisuallyHidden>{before}</VisuallyHidden> : null}
      {shown}
      {after ? <VisuallyHidden>{after}</VisuallyHidden> : null}
    </>
  )
}

function NewTabIcon() {
  return (
    <LineIcon
      size={12}
      d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
    />
  )
}
