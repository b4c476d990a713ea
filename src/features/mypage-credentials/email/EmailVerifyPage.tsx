import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  getGetMypageEmailVerifyScreenDataSuspenseQueryOptions,
  postAccountEmailVerify,
} from '~generated/api/mypage-credentials/mypage-credentials'
import { AnchorLink } from '~/components/router-links'
import { PinCodeStep } from '../shared/PinCodeStep'

/**
 * /mypage/email/verify: the contact address verified by an e-mailed PIN (type mailVerify), with
 * a link to change the address instead (spec 02 §2).
 */
export function EmailVerifyPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageEmailVerifyScreenDataSuspenseQueryOptions())
  // The same element on every render: the deferred form is memoised on its props.
  const title = useMemo(
    () => (
      <>
        <Title order={1}>{t`メールアドレスの認証`}</Title>
        <Text>{t`メールアドレスを認証すると、パスワードを忘れたときの再設定やメールによる2段階認証が使えるようになります。`}</Text>
      </>
    ),
    [t],
  )
  return (
    <PinCodeStep
      status={data.pinCodeStatus}
      destination={data.contactEmail}
      send={postAccountEmailVerify}
      next="/mypage/email/verify/complete"
      submitLabel={t`認証する`}
      title={title}
      links={
        <AnchorLink to="/mypage/email/edit" size="sm">
          {t`メールアドレスを変更する`}
        </AnchorLink>
      }
    />
  )
}
