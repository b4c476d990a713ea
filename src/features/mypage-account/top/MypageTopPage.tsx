import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageScreenDataSuspenseQueryOptions } from '~generated/api/mypage-account/mypage-account'
import { HrefLink } from '~/components/HrefLink'
import { useRootData } from '~/lib/root-data/use-root-data'
import { ExternalAccountsSection } from '../social/ExternalAccountsSection'
import { AccountSection } from './AccountSection'
import { ContractedPlans } from './ContractedPlans'
import { PrivacySection } from './PrivacySection'
import { SecurityCheckupCard } from './SecurityCheckupCard'
import { securityCheckup } from './security-checkup'
import { SignInSection } from './SignInSection'
import { isOutsideApp, privacyRows, showsExternalAccounts, type TopPageContext } from './top-rules'
import classes from './top.module.css'

/**
 * /mypage (spec 02 §2 "Account top"): the unverified-e-mail warning, the security check-up, the
 * contracted plans, the account, sign-in, external-account and privacy rows, and withdrawal —
 * each part as top-rules decides for this member, store and browser.
 */
export function MypageTopPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageScreenDataSuspenseQueryOptions())
  const { browser } = useRootData()
  const { account } = data
  const context: TopPageContext = { account, storeStatus: data.storeStatus, isApp: browser.isApp }

  return (
    <Stack gap="xl">
      <Title order={1}>{t`マイページ`}</Title>
      {!account.isEmailVerified && (
        <Alert
          color="red"
          variant="light"
          title={t`メールアドレスが認証されていません`}
          classNames={{ title: classes.alertTitle }}
        >
          <Anchor component={HrefLink} href="/mypage/email/verify" size="sm">
            {t`メールアドレスを認証する`}
          </Anchor>
        </Alert>
      )}
      <SecurityCheckupCard items={securityCheckup(context, data.remainingBackupCodeCount)} />
      {isOutsideApp(context) && <ContractedPlans subscriptions={data.subscriptions} />}
      <AccountSection account={account} context={context} />
      <SignInSection account={account} context={context} />
      {showsExternalAccounts(context, data.externalAccounts) && (
        <ExternalAccountsSection accounts={data.externalAccounts} />
      )}
      <PrivacySection rows={privacyRows(context)} />
      {isOutsideApp(context) && (
        <Anchor
          component={HrefLink}
          href="/withdraw"
          c="dimmed"
          size="sm"
          className={classes.withdraw}
        >
          {t`退会する`}
        </Anchor>
      )}
    </Stack>
  )
}
