import { useLingui } from '@lingui/react/macro'
import { Divider, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { getGetMypageReauthorizeScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import type {
  GetMypageReauthorizeScreenDataParams,
  MypageReauthorizeScreenData,
  ReauthorizeMethod,
} from '~generated/api/model'
import { postAccountReauthorizePasskey } from '~generated/api/passkeys/passkeys'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { PasskeyButton } from '~/components/passkeys/PasskeyButton'
import { sentAtOfScreen, sentAtOfSentCode } from '~/components/code-entry/ResendCodeButton'
import { codeLabel, codeName } from '~/lib/i18n/code-name'
import { useRootData } from '~/lib/root-data/use-root-data'
import { activeAntiBot, useAntiBotScript } from '~/lib/security/anti-bot'
import { CodeReauthStep, DeferredCodeReauthForm } from './CodeReauthStep'
import type { PasswordReauthFormProps } from './PasswordReauthForm'
import { reauthorization } from './reauthorization'

/** Its code loads with the page (decision 0025). */
export const DeferredPasswordReauthForm = lazyForm<PasswordReauthFormProps>(() =>
  import('./PasswordReauthForm').then((module) => module.PasswordReauthForm),
)

/** The forms of both methods, for the route's loader (withFormCode): the server renders either. */
export const REAUTHORIZE_FORMS = [DeferredPasswordReauthForm, DeferredCodeReauthForm] as const

/**
 * When the code shown as the page opens was sent, or null to offer sending one: a code still
 * valid was sent (by the backend as the screen opened when the code is the only method, or by this
 * page before a reload), so its form shows with the countdown where it stands.
 */
function codeSentAt({ methods, pinCode }: MypageReauthorizeScreenData): number | null {
  if (!pinCode) return null
  if (methods.length === 1) return sentAtOfSentCode(pinCode)
  const sentAt = sentAtOfScreen(pinCode.sentAt, pinCode.resendCountdownSeconds)
  if (sentAt === null || Date.now() - sentAt >= pinCode.validityMinutes * 60_000) return null
  return sentAt
}

/**
 * /mypage/reauthorize?returnTo=…: confirm the member with their password or an e-mailed code
 * before a sensitive page, then return there — only ever a path of this site: the answer's, else
 * returnTo, else My Page (spec 01 §2, §5; 02 §2).
 */
export function ReauthorizePage(params: GetMypageReauthorizeScreenDataParams) {
  const { returnTo } = params
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageReauthorizeScreenDataSuspenseQueryOptions(params))
  const rootAntiBot = useRootData().antiBot
  const antiBot = useMemo(() => activeAntiBot(rootAntiBot), [rootAntiBot])
  useAntiBotScript(antiBot)
  // The deferred forms' props keep their identity (decision 0025).
  const proof = useMemo(() => reauthorization(returnTo, antiBot), [returnTo, antiBot])
  const [method, setMethod] = useState<ReauthorizeMethod>(data.methods[0] ?? 'password')
  const pinCode = data.pinCode
  const displayName = codeName(i18n, pinCode?.displayName ?? t`認証コード`)
  const [initialSentAt] = useState(() => codeSentAt(data))

  return (
    <Stack gap="xl">
      <Title order={1}>{t`本人確認`}</Title>
      <Text>{t`お客様の情報を守るため、続行する前に本人確認をお願いします。`}</Text>
      {data.hasPasskey === true && (
        <>
          <PasskeyButton
            verify={(credential) => postAccountReauthorizePasskey({ credential, returnTo })}
          >
            {t`パスキーで本人確認`}
          </PasskeyButton>
          <Divider label={t`または`} labelPosition="center" />
        </>
      )}
      {data.methods.length > 1 && (
        <SegmentedControl
          fullWidth
          value={method}
          onChange={(value) => setMethod(value as ReauthorizeMethod)}
          data={[
            { value: 'password', label: t`パスワード` },
            { value: 'authCode', label: codeLabel(i18n, displayName) },
          ]}
        />
      )}
      {method === 'password' || !pinCode ? (
        <DeferredPasswordReauthForm proof={proof} />
      ) : (
        <CodeReauthStep
          email={data.email}
          displayName={displayName}
          initialSentAt={initialSentAt}
          proof={proof}
        />
      )}
    </Stack>
  )
}
