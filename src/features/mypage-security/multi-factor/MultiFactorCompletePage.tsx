import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageMultiFactorCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'
import { FACTOR_NAME_IN_SENTENCE } from './factor-rows'

/** /mypage/multi-factor/complete: one type was enabled or disabled. */
export function MultiFactorCompletePage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageMultiFactorCompleteScreenDataSuspenseQueryOptions())
  const name = i18n._(FACTOR_NAME_IN_SENTENCE[data.multiFactorType])
  const enabled = data.completedAction === 'enable'
  return (
    <CompletionScreen
      title={enabled ? t`2段階認証を設定しました` : t`2段階認証を無効にしました`}
      next={{
        label: t`2段階認証の設定へ戻る`,
        href: data.backTo,
        fallback: '/mypage/multi-factor',
      }}
    >
      <Text>
        {enabled
          ? t`次回のログインから、${name}による確認が求められます。`
          : t`${name}による2段階認証を無効にしました。`}
      </Text>
    </CompletionScreen>
  )
}
