import { useLingui } from '@lingui/react/macro'
import { Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  getGetMypageEmailEditPinCodeScreenDataSuspenseQueryOptions,
  postAccountEmailEdit,
} from '~generated/api/mypage-credentials/mypage-credentials'
import { AnchorLink } from '~/components/router-links'
import { PinCodeStep } from '../shared/PinCodeStep'

/**
 * /mypage/email/edit/pin-code: the PIN sent to the new address, and the change button (spec 02
 * §2, §4). An expired PIN is refused like a wrong one; the resend gives a new one.
 */
export function EmailEditPinCodePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageEmailEditPinCodeScreenDataSuspenseQueryOptions())
  // The same element on every render: the deferred form is memoised on its props.
  const title = useMemo(() => <Title order={1}>{t`確認コードの入力`}</Title>, [t])
  return (
    <PinCodeStep
      status={data.pinCodeStatus}
      destination={data.newEmail}
      send={postAccountEmailEdit}
      next="/mypage/email/edit/complete"
      submitLabel={t`変更する`}
      title={title}
      links={
        <AnchorLink to="/mypage/email/edit" size="sm">
          {t`メールアドレスを入力し直す`}
        </AnchorLink>
      }
    />
  )
}
