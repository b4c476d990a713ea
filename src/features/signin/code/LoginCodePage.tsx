import { useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { GetLoginCodeScreenDataParams } from '~generated/api/model'
import { AnchorLink } from '~/components/router-links'
import { sentAtOfSentCode } from '~/components/form/ResendCodeButton'
import { codeName } from '~/lib/i18n/code-name'
import { SITE_SIGNIN, type SigninFlow } from '../signin-flow'
import { CodeRequestForm } from './CodeRequestForm'
import { CodeSignInForm } from './CodeSignInForm'

/**
 * /login/code (spec 01 §2, §4): the address, then the e-mailed code. A code already sent in this
 * session (reload, Back) opens the page on the code step, its countdown and resend advice placed
 * by when it was sent.
 */
export function LoginCodePage({
  flow = SITE_SIGNIN,
  ...params
}: GetLoginCodeScreenDataParams & { flow?: SigninFlow }) {
  const returnTo = flow.returnTo(params.returnTo)
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(flow.codeScreen(params))
  const displayName = codeName(i18n, data.pinCode.displayName)
  const [sent, setSent] = useState(() =>
    data.sentTo ? { email: data.sentTo, sentAt: sentAtOfSentCode(data.pinCode) } : null,
  )

  return (
    <Stack gap="xl">
      {flow.header?.(data)}
      <Title order={1}>{t`${displayName}でログイン`}</Title>
      {sent ? (
        <CodeSignInForm
          email={sent.email}
          sentAt={sent.sentAt}
          displayName={displayName}
          returnTo={returnTo}
          flow={flow}
          onResent={(sentAt) => setSent({ ...sent, sentAt })}
          onChangeEmail={() => setSent(null)}
        />
      ) : (
        <CodeRequestForm
          displayName={displayName}
          onSent={(email, sentAt) => setSent({ email, sentAt })}
        />
      )}
      <AnchorLink to={flow.paths.login} search={{ returnTo: params.returnTo }} size="sm">
        {t`ほかの方法でログイン`}
      </AnchorLink>
    </Stack>
  )
}
