import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent, type MouseEvent } from 'react'
import { postLogout } from '~generated/api/signin/signin'
import type { LogoutScreenData } from '~generated/api/model'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { useCallFailure } from '~/components/form-submit/use-form-failure'
import { logoutNotice } from './logout-texts'
import { loadPage } from '~/lib/browser/load-page'
import { Button } from '~/components/button/Button'

function cameFromThisSite(): boolean {
  if (!document.referrer) return false
  return new URL(document.referrer).origin === window.location.origin
}

/**
 * The logout confirmation (spec 02 §2): cancel or log out, the text by login method, and a warning
 * when the contact e-mail is unverified. A plain form, so logging out works without JavaScript.
 */
export function LogoutConfirmation({ data }: { data: LogoutScreenData }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const { failure, report } = useCallFailure()
  const [pending, setPending] = useState(false)

  const logOut = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setPending(true)
    try {
      await postLogout()
      // A full load: the logged-out page with fresh (signed-out) root data.
      loadPage('/logout')
    } catch (error) {
      report(error)
      setPending(false)
    }
  }

  // Back to where the member came from on this site, else to My Page (the link's own target).
  const cancel = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!router.history.canGoBack() && !cameFromThisSite()) return
    event.preventDefault()
    window.history.back()
  }

  return (
    <Stack gap="xl">
      <Title order={1}>{t`ログアウトしますか？`}</Title>
      <Text>{i18n._(logoutNotice(data.loginIdentifier))}</Text>
      {!data.isEmailVerified && (
        <Alert
          color="yellow"
          variant="light"
          title={t`メールアドレスの確認が済んでいません`}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap="xs">
            <Text size="sm">
              {t`メールアドレスを確認しておくと、パスワードを忘れたときにも再設定できます。`}
            </Text>
            <Group gap="md">
              <Anchor href="/mypage/email/verify" size="sm">{t`メールアドレスを確認する`}</Anchor>
              <Anchor href="/mypage/email/edit" size="sm">{t`メールアドレスを変更する`}</Anchor>
            </Group>
          </Stack>
        </Alert>
      )}
      <FormAlert message={failure?.message} code={failure?.code} requestId={failure?.requestId} />
      <form method="post" action="/logout" onSubmit={(event) => void logOut(event)}>
        <Group justify="flex-end" gap="sm">
          <Button component="a" href="/mypage" variant="default" onClick={cancel}>
            {t`キャンセル`}
          </Button>
          <Button type="submit" loading={pending}>
            {t`ログアウト`}
          </Button>
        </Group>
      </form>
    </Stack>
  )
}
