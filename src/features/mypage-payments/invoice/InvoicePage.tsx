import { useLingui } from '@lingui/react/macro'
import { Group, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { getGetMypageInvoiceEarningsIdScreenDataSuspenseQueryOptions } from '~generated/api/mypage-payments/mypage-payments'
import { formatDateTime, formatDate } from '~/lib/format/date'
import { formatPrice, formatYen } from '~/lib/format/price'
import { addresseeLine, invoiceSums, type Addressee } from '../rules/invoice'
import { AddresseeDialog } from './AddresseeDialog'
import classes from './invoice.module.css'
import { formatPaymentMethod } from '~/lib/format/payment-method'
import { Button } from '~/components/button/Button'

/**
 * /mypage/invoice/{earningsId} (spec 02 §2): the addressee modal first, then the invoice — logo,
 * business name, invoice registration number, order id, payment method, date, plan, net amount,
 * tax rate and amount, total — with a button to print it or save it as PDF (a clean A4 page).
 */
export function InvoicePage({ earningsId }: { earningsId: string }) {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageInvoiceEarningsIdScreenDataSuspenseQueryOptions(earningsId),
  )
  const { invoice } = data
  const [addressee, setAddressee] = useState<Addressee | null>(null)
  const [asking, setAsking] = useState(true)
  // Asked again, the dialog starts from the addressee given before.
  const defaults = useMemo(
    () => addressee ?? { addressee: invoice.addressee, honorific: invoice.honorific },
    [addressee, invoice],
  )
  const showInvoice = useCallback((given: Addressee) => {
    setAddressee(given)
    setAsking(false)
  }, [])
  const sums = invoiceSums(invoice)

  return (
    <Stack gap="lg">
      {asking || addressee === null ? (
        <>
          <Title order={1}>{t`領収書`}</Title>
          <AddresseeDialog defaults={defaults} onSubmit={showInvoice} />
        </>
      ) : (
        <>
          <Group justify="space-between" className={`${classes.toolbar} ${classes.noPrint}`}>
            <Button variant="default" onClick={() => setAsking(true)}>
              {t`宛名を変更する`}
            </Button>
            <Button onClick={() => window.print()}>{t`印刷 / PDFで保存`}</Button>
          </Group>
          <article className={classes.sheet} aria-labelledby="invoice-title">
            <Stack gap="lg">
              <div className={classes.head}>
                <Stack gap={4}>
                  <Title order={1} id="invoice-title">{t`領収書`}</Title>
                  <Text size="sm">{t`発行日：${formatDate(i18n, new Date().toISOString())}`}</Text>
                </Stack>
                {invoice.logoUrl && (
                  <img className={classes.logo} src={invoice.logoUrl} alt={invoice.businessName} />
                )}
              </div>
              <Text className={classes.addressee} data-testid="invoice-addressee">
                {addresseeLine(addressee.addressee, addressee.honorific)}
              </Text>
              <Text>{t`下記の通り領収いたしました。`}</Text>
              <table className={classes.sums}>
                <tbody>
                  <tr>
                    <th scope="row">{t`税抜金額`}</th>
                    <td>{formatYen(i18n, sums.net)}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t`消費税（${sums.taxRate}）`}</th>
                    <td>{formatYen(i18n, sums.tax)}</td>
                  </tr>
                  <tr className={classes.total}>
                    <th scope="row">{t`合計`}</th>
                    <td data-testid="invoice-total">{formatPrice(i18n, sums.total)}</td>
                  </tr>
                </tbody>
              </table>
              <dl className={classes.facts}>
                <dt>{t`お支払い日時`}</dt>
                <dd>{formatDateTime(i18n, invoice.createdAt)}</dd>
                <dt>{t`プラン名`}</dt>
                <dd>{invoice.planName}</dd>
                <dt>{t`お支払い方法`}</dt>
                <dd>
                  {(invoice.accountPaymentMethod &&
                    formatPaymentMethod(i18n, invoice.accountPaymentMethod)) ||
                    '—'}
                </dd>
                <dt>{t`注文番号`}</dt>
                <dd>{invoice.orderInfoId ?? '—'}</dd>
                <dt>{t`発行元`}</dt>
                <dd>{invoice.businessName}</dd>
                <dt>{t`登録番号`}</dt>
                <dd>{invoice.invoiceRegistrationNumber ?? '—'}</dd>
              </dl>
            </Stack>
          </article>
        </>
      )}
    </Stack>
  )
}
