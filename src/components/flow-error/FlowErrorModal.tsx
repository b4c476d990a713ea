import { useLingui } from '@lingui/react/macro'
import { Button, Modal, Stack, Text } from '@mantine/core'
import { closeFlowError, toSafeRestartHref, useFlowError } from './flow-error-store'

/**
 * The flow-error notice (spec 01 §2): the flow cannot continue (session expired, state lost…);
 * the restart button leads to the flow's entry point. Rendered once, in the root route.
 */
export function FlowErrorModal() {
  const { t } = useLingui()
  const state = useFlowError()
  const href = state ? toSafeRestartHref(state.redirectTo, window.location.origin) : '/'

  return (
    <Modal
      opened={state !== null}
      onClose={closeFlowError}
      title={t`手続きを続行できません`}
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        {state?.message && <Text>{state.message}</Text>}
        <Text>{t`お手数ですが、最初から手続きをやり直してください。`}</Text>
        {/* A full navigation: the flow restarts from fresh server state. */}
        <Button component="a" href={href} onClick={() => closeFlowError()} fullWidth>
          {t`最初からやり直す`}
        </Button>
      </Stack>
    </Modal>
  )
}
