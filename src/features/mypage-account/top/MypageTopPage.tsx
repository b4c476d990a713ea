import { useLingui } from '@lingui/react/macro'
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
import { TopAlert, topLinkClass } from './TopAlert'
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
    <div className={classes.page}>
      <h1 className={classes.title}>{t`マイページ`}</h1>
      {!account.isEmailVerified && (
        <TopAlert color="red" title={t`メールアドレスが認証されていません`}>
          <HrefLink href="/mypage/email/verify" className={topLinkClass}>
            {t`メールアドレスを認証する`}
          </HrefLink>
        </TopAlert>
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
        <HrefLink href="/withdraw" className={`${topLinkClass} ${classes.withdraw}`}>
          {t`退会する`}
        </HrefLink>
      )}
    </div>
  )
}
