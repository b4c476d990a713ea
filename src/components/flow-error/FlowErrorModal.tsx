import { useLingui } from '@lingui/react/macro'
import { Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { closeFlowError, useFlowError, type FlowErrorState } from '~/lib/api/flow-error-store'
import { useScreenFlowError } from './screen-flow-error'
import { Button } from '~/components/button/Button'

/**
 * The flow-error notice (spec 01 §2): the flow cannot continue (session expired, state lost…);
 * the restart button leads to the flow's entry point. Opened by a page whose screen data carries
 * `flowError` (also when server-rendered) or by a call's answer. Loaded and mounted by
 * `<FlowErrorHost>` (in the root route) the first time a flow error occurs.
 */
export function FlowErrorModal() {
  const { t } = useLingui()
  const fromCall = useFlowError()
  const fromScreen = useScreenFlowError()
  const [dismissed, setDismissed] = useState<FlowErrorState | null>(null)
  const state = fromCall ?? (fromScreen !== dismissed ? fromScreen : null)
  const close = () => {
    closeFlowError()
    setDismissed(fromScreen)
  }
  // Only this site's paths are followed; anything else leads to the top page.
  const href = state ? safeRedirectPath(state.redirectTo, '/') : '/'

  return (
    <Modal
      opened={state !== null}
      onClose={close}
      title={t`手続きを続行できません`}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t`閉じる` }}
    >
      <Stack gap="md">
        {state?.message && <Text>{state.message}</Text>}
        <Text>{t`お手数ですが、最初から手続きをやり直してください。`}</Text>
        {/* A full navigation: the flow restarts from fresh server state. Closing the notice on
            click would re-render the link to '/' before the browser follows it. */}
        <Button component="a" href={href} fullWidth>
          {t`最初からやり直す`}
        </Button>
      </Stack>
    </Modal>
  )
}
