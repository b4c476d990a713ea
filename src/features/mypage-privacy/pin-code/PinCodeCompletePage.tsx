import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypagePinCodeCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-privacy/mypage-privacy'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'

/** /mypage/pin-code/complete: the PIN is set. */
export function PinCodeCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypagePinCodeCompleteScreenDataSuspenseQueryOptions())
  return (
    <CompletionScreen
      title={t`PINコード設定完了`}
      next={{ label: t`マイページへ戻る`, href: data.backTo, fallback: '/mypage' }}
    >
      <Text>{t`PINコードを設定しました。TVアプリでプロフィールを切り替えるときにご利用ください。`}</Text>
    </CompletionScreen>
  )
}
