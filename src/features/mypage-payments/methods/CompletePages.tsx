import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  getGetMypagePaymentMethodCompleteScreenDataSuspenseQueryOptions,
  getGetMypagePaymentMethodDeleteCompleteScreenDataSuspenseQueryOptions,
} from '~generated/api/mypage-payments/mypage-payments'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'

const LIST = '/mypage/payment-method'

/** /mypage/payment-method/complete: a method was registered; back where the registration began. */
export function PaymentMethodCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypagePaymentMethodCompleteScreenDataSuspenseQueryOptions(),
  )
  return (
    <CompletionScreen
      title={t`お支払い方法を登録しました`}
      next={{
        label: data.backTo === LIST ? t`お支払い方法の一覧へ` : t`元の画面に戻る`,
        href: data.backTo,
        fallback: LIST,
      }}
    >
      <Text>{t`登録したお支払い方法は、プランのお申し込みや変更でご利用いただけます。`}</Text>
    </CompletionScreen>
  )
}

/** /mypage/payment-method/delete/complete: a method was deleted. */
export function PaymentMethodDeleteCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypagePaymentMethodDeleteCompleteScreenDataSuspenseQueryOptions(),
  )
  return (
    <CompletionScreen
      title={t`お支払い方法を削除しました`}
      next={{ label: t`お支払い方法の一覧へ`, href: data.backTo, fallback: LIST }}
    />
  )
}
