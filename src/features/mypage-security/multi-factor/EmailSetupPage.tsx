import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { getGetMypageMultiFactorEmailScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { HrefLink } from '~/components/HrefLink'
import { DeferredEnableFactorForm } from './DeferredEnableFactorForm'
import classes from './multi-factor.module.css'

/**
 * /mypage/multi-factor/email: codes by e-mail to the contact address, possible only once it is
 * verified (spec 02 §2, §6); until then the button is disabled and a warning links to the
 * verification.
 */
export function EmailSetupPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageMultiFactorEmailScreenDataSuspenseQueryOptions())
  const email = data.contactEmail
  // The same element on every render: the deferred form is memoised on its props.
  const explanation = useMemo(
    () => (
      <>
        <Text>{t`ログインのときに、${email} 宛にメールで確認コードをお送りします。`}</Text>
        {!data.isEmailVerified && (
          <Alert
            color="yellow"
            title={t`メールアドレスが認証されていません`}
            classNames={{ title: classes.alertTitle }}
          >
            <Text size="sm">
              {t`メールアドレスの認証が完了していないため、メールによる2段階認証を有効にできません。`}
            </Text>
            <Anchor component={HrefLink} href="/mypage/email/verify" size="sm">
              {t`メールアドレスを認証する`}
            </Anchor>
          </Alert>
        )}
      </>
    ),
    [email, data.isEmailVerified, t],
  )
  return (
    <DeferredEnableFactorForm
      type="Email"
      title={t`メールによる2段階認証`}
      blocked={!data.isEmailVerified}
    >
      {explanation}
    </DeferredEnableFactorForm>
  )
}
