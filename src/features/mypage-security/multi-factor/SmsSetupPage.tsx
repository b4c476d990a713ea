import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { getGetMypageMultiFactorSmsScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { HrefLink } from '~/components/HrefLink'
import { DeferredEnableFactorForm } from './DeferredEnableFactorForm'
import classes from './multi-factor.module.css'

/**
 * /mypage/multi-factor/sms: codes by SMS to the registered phone number (the contract's design);
 * without a number the button is disabled and the page links to the basic info.
 */
export function SmsSetupPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageMultiFactorSmsScreenDataSuspenseQueryOptions())
  const phone = data.phoneNumber
  // The same element on every render: the deferred form is memoised on its props.
  const explanation = useMemo(
    () =>
      phone ? (
        <Text>{t`ログインのときに、${phone} 宛にSMSで確認コードをお送りします。`}</Text>
      ) : (
        <Alert
          color="yellow"
          title={t`電話番号が登録されていません`}
          classNames={{ title: classes.alertTitle }}
        >
          <Text size="sm">
            {t`SMSによる2段階認証を有効にするには、基本情報に電話番号を登録してください。`}
          </Text>
          <Anchor component={HrefLink} href="/mypage/edit" size="sm">
            {t`電話番号を登録する`}
          </Anchor>
        </Alert>
      ),
    [phone, t],
  )
  return (
    <DeferredEnableFactorForm type="SMS" title={t`SMSによる2段階認証`} blocked={!phone}>
      {explanation}
    </DeferredEnableFactorForm>
  )
}
