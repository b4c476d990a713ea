import type { ReauthorizeMethod } from '~generated/api/model'
import { CodeReauthForm } from './CodeReauthForm'
import { PasswordReauthForm } from './PasswordReauthForm'
import type { Reauthorization } from './reauthorization'

export interface ReauthorizeFormProps {
  /** The method chosen; the code is offered only when the screen data has its setting. */
  method: ReauthorizeMethod
  /** The code's e-mail address, name (`codeName`) and when it was last sent; null without the code method. */
  code: { email: string; displayName: string; initialSentAt: number | null } | null
  proof: Reauthorization
}

/** The form of the chosen method: the password, or the e-mailed code with its resend. */
export function ReauthorizeForm({ method, code, proof }: ReauthorizeFormProps) {
  return method === 'password' || !code ? (
    <PasswordReauthForm proof={proof} />
  ) : (
    <CodeReauthForm
      email={code.email}
      displayName={code.displayName}
      initialSentAt={code.initialSentAt}
      proof={proof}
    />
  )
}
