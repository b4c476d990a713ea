import { useState } from 'react'
import type { LoginCodeScreenData } from '~generated/api/model'
import { sentAtOfSentCode } from '~/components/form/ResendCodeButton'
import type { SigninFlow } from '../signin-flow'
import { CodeRequestForm } from './CodeRequestForm'
import { CodeSignInForm } from './CodeSignInForm'

export interface LoginCodeStepsProps {
  data: Pick<LoginCodeScreenData, 'sentTo' | 'pinCode'>
  /** The code's name as this page gives it (`codeName`). */
  displayName: string
  returnTo: string | undefined
  flow: SigninFlow
}

/**
 * The address, then the e-mailed code. A code already sent in this session (reload, Back) opens
 * on the code step, its countdown and resend advice placed by when it was sent.
 */
export function LoginCodeSteps({ data, displayName, returnTo, flow }: LoginCodeStepsProps) {
  const [sent, setSent] = useState(() =>
    data.sentTo ? { email: data.sentTo, sentAt: sentAtOfSentCode(data.pinCode) } : null,
  )
  return sent ? (
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
  )
}
