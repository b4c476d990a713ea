import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { FormAlert } from '~/components/form/FormAlert'
import type { PinCodeStatus } from '~generated/api/model'
import type { usePinSending } from './use-pin-sending'
import { Button } from '~/components/button/Button'

export interface PinSendStepProps {
  /** The PIN's status, named as the page names it (withCodeName). */
  status: PinCodeStatus
  sending: ReturnType<typeof usePinSending>
  /** The page's title and what the code is for. */
  intro: ReactNode
}

/** Before a PIN was sent for the page: where it will go, and the button that sends it. */
export function PinSendStep({ status, sending, intro }: PinSendStepProps) {
  const { t } = useLingui()
  const { displayName, destination } = status
  return (
    <>
      {intro}
      <Text>{t`${destination} 宛に${displayName}をお送りします。`}</Text>
      <FormAlert message={sending.failure?.message} code={sending.failure?.code} />
      <Button onClick={sending.send} loading={sending.pending} fullWidth>
        {t`${displayName}を送信`}
      </Button>
    </>
  )
}
