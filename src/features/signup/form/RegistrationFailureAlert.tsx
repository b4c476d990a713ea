import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { LoginInstead } from '../email/LoginInstead'
import type { RegistrationFailure } from '../rules/registration-failure'

/**
 * A failed confirm or register call: its message and code, with the way to the login page when
 * the e-mail has an account or the registration timed out (it may have gone through).
 */
export function RegistrationFailureAlert({ failure }: { failure: RegistrationFailure | null }) {
  const { i18n } = useLingui()
  if (!failure) return null
  const message = typeof failure.message === 'string' ? failure.message : i18n._(failure.message)
  return (
    <Stack gap="xs">
      <FormAlert message={message} code={failure.code} requestId={failure.requestId} />
      {(failure.offersLogin || failure.timedOut) && <LoginInstead />}
    </Stack>
  )
}
