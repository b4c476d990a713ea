import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetHomeScreenDataSuspenseQueryOptions } from '~generated/api/root/root'
import { HrefLink } from '~/components/HrefLink'
import { useRootData } from '~/lib/root-data/use-root-data'
import classes from './home.module.css'
import { Button } from '~/components/button/Button'

/** Top page: service name and description, and the entry points for guests or members. */
export function HomePage() {
  const { t } = useLingui()
  const { storeSettingData } = useRootData()
  const { data: home } = useSuspenseQuery(getGetHomeScreenDataSuspenseQueryOptions())
  const displayName = home.displayName

  return (
    <div className={classes.hero}>
      <h1 className={classes.title}>{storeSettingData.serviceName}</h1>
      <p className={classes.lead}>{storeSettingData.serviceDescription}</p>
      {home.isSignedIn && displayName && (
        <p className={classes.text}>{t`ようこそ、${displayName}さん`}</p>
      )}
      <div className={classes.actions}>
        {home.isSignedIn ? (
          <Button component={HrefLink} href="/mypage" size="md">
            {t`マイページ`}
          </Button>
        ) : (
          <>
            <Button component={HrefLink} href="/login" size="md">
              {t`ログイン`}
            </Button>
            {home.isSignupEnabled && (
              <Button component={HrefLink} href="/signup" size="md" variant="outline">
                {t`新規会員登録`}
              </Button>
            )}
          </>
        )}
        {home.showPlanList && (
          <Button component={HrefLink} href="/plans" size="md" variant="subtle">
            {t`プラン一覧`}
          </Button>
        )}
      </div>
    </div>
  )
}
