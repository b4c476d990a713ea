import { useLingui } from '@lingui/react/macro'
import {
  Anchor,
  Code,
  CopyButton,
  Group,
  List,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { getGetMypageMultiFactorOtpScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { PageSection } from '~/components/settings/PageSection'
import { useRootData } from '~/lib/root-data/use-root-data'
import { installLinks, isIosUserAgent, type AppStore } from './install-links'
import type { OtpFormProps } from './OtpForm'
import { OtpQrCode } from './OtpQrCode'
import { Button } from '~/components/button/Button'

/** Its code loads with the page (decision 0025). */
export const DeferredOtpForm = lazyForm<OtpFormProps>(() =>
  import('./OtpForm').then((module) => module.OtpForm),
)

const noSubscription = () => () => {}
/** iOS is known only in the browser (the server already left out Google Play for it). */
const useIsIos = () =>
  useSyncExternalStore(
    noSubscription,
    () => isIosUserAgent(navigator.userAgent, navigator.maxTouchPoints),
    () => false,
  )

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * /mypage/multi-factor/otp: install an authenticator app (no Apple link on Android, no Google
 * link on iOS), scan the QR code of the otpauth URI or type the secret, then confirm with the
 * app's 6-digit code (OtpForm, spec 02 §2, §5).
 */
export function OtpSetupPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageMultiFactorOtpScreenDataSuspenseQueryOptions())
  const { browser } = useRootData()
  const isIos = useIsIos()
  const links = installLinks(data, { isAndroid: browser.isAndroid, isIos })
  // On a phone the QR code is on the very screen that would scan it: the app opens the URI.
  const onPhone = browser.isMobile || isIos
  const opensInApp = onPhone && data.otpauthUri.startsWith('otpauth://')
  const storeName: Record<AppStore, string> = {
    appStore: t`App Storeで認証アプリを入手`,
    googlePlay: t`Google Playで認証アプリを入手`,
  }

  return (
    <NarrowColumn>
      <Title order={1}>{t`認証アプリによる2段階認証`}</Title>
      <Text>
        {t`ログインのときに、スマートフォンの認証アプリに表示される6桁のワンタイムパスワードを入力します。`}
      </Text>
      <PageSection title={t`1. 認証アプリを入手する`}>
        <Text size="sm">{t`Google Authenticatorなど、ワンタイムパスワードに対応した認証アプリを使います。`}</Text>
        {links.length > 0 && (
          <List size="sm" spacing="xs">
            {links.map((link) => (
              <List.Item key={link.store}>
                <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
                  {storeName[link.store]}
                  <VisuallyHidden>{t`（新しいタブで開きます）`}</VisuallyHidden>
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </PageSection>
      <PageSection title={t`2. QRコードを読み取る`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t`認証アプリでこのQRコードを読み取ってください。`}</Text>
          {opensInApp && (
            <Button component="a" href={data.otpauthUri} variant="light">
              {t`認証アプリで開く`}
            </Button>
          )}
          <OtpQrCode
            uri={data.otpauthUri}
            fallbackImage={data.qrCodeImage}
            label={t`認証アプリに登録するQRコード`}
          />
          <Text size="sm">
            {t`読み取れない場合は、次のセットアップキーを認証アプリに入力してください。`}
          </Text>
          <Group gap="sm">
            <Code fz="md">{grouped(data.secret)}</Code>
            <CopyButton value={data.secret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} aria-live="polite">
                  {copied ? t`コピーしました` : t`セットアップキーをコピー`}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </PageSection>
      <PageSection title={t`3. ワンタイムパスワードを入力する`}>
        <DeferredOtpForm secret={data.secret} />
      </PageSection>
    </NarrowColumn>
  )
}
