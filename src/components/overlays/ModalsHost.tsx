import { useLingui } from '@lingui/react/macro'
import { ModalsProvider, modals } from '@mantine/modals'
import { useEffect } from 'react'
import { modalsSink } from './modals'

/**
 * Lazily loaded part of `<OverlayHost>`: the `@mantine/modals` provider. Its effect runs after the
 * provider's own (which starts listening to the `modals` API), then runs the queued actions.
 */
export function ModalsHost() {
  const { t } = useLingui()
  useEffect(() => modalsSink.attach((action) => action(modals)), [])
  return <ModalsProvider labels={{ confirm: t`OK`, cancel: t`キャンセル` }}>{null}</ModalsProvider>
}
