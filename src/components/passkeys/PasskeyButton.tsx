import { Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import type { AuthenticationCredential, EnvelopeOnly } from '~generated/api/model'
import { Button } from '~/components/button/Button'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { usePasskeyCeremony } from './use-passkey-ceremony'

export interface PasskeyButtonProps {
  children: ReactNode
  verify: (credential: AuthenticationCredential) => Promise<EnvelopeOnly>
  /** Also offer the passkeys in the identifier field's autofill (sign-in pages). */
  autofill?: boolean
}

/**
 * Sign in or confirm with a passkey: ready on the first press (the browser library is waited
 * for, never a reason to disable the button); a failure shows above it with its code.
 */
export function PasskeyButton({ children, verify, autofill }: PasskeyButtonProps) {
  const { start, pending, failure } = usePasskeyCeremony(verify, { autofill })
  return (
    <Stack gap="sm">
      <FormAlert message={failure?.message} code={failure?.code} requestId={failure?.requestId} />
      <Button variant="default" fullWidth loading={pending} onClick={() => void start()}>
        {children}
      </Button>
    </Stack>
  )
}
