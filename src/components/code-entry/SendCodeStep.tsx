import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { Button } from '~/components/button/Button'
import { FormAlert } from '../form-submit/FormAlert'
import type { CodeResendState } from './use-code-resend'

export interface SendCodeStepProps {
  /** Where the code goes (an e-mail address). */
  destination: string
  /** The code as the page names it (withCodeName): 認証コード, PINコード… */
  displayName: string
  sending: CodeResendState
}

/**
 * Before a code was sent for the page (spec 01 §4, 02 §4): where it will go, the last failed
 * send's message, and the button that sends it.
 */
export function SendCodeStep({ destination, displayName, sending }: SendCodeStepProps) {
  const { t } = useLingui()
  return (
    <>
      <Text>{t`${destination} 宛に${displayName}をお送りします。`}</Text>
      <FormAlert
        message={sending.failure?.message}
        code={sending.failure?.code}
        requestId={sending.failure?.requestId}
      />
      <Button onClick={() => void sending.send()} loading={sending.pending} fullWidth>
        {t`${displayName}を送信`}
      </Button>
    </>
  )
}
