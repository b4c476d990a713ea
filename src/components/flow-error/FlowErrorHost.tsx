import { useLingui } from '@lingui/react/macro'
import { lazy, useState } from 'react'
import { LazyPart } from '~/components/overlays/OverlayHost'
import { useHydrated } from '~/components/overlays/deferred'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { useFlowError, type FlowErrorState } from '~/lib/api/flow-error-store'
import { useScreenFlowError } from './screen-flow-error'

const FlowErrorModal = lazy(() =>
  import('./FlowErrorModal').then((m) => ({ default: m.FlowErrorModal })),
)

/**
 * Mounts `<FlowErrorModal>` — loaded on demand: Mantine's Modal and its dependencies are not part
 * of every page — the first time a flow error is there: from a call (`openFlowError`) or from the
 * screen data of the page (also a server-rendered one; the notice then opens right after
 * hydration). Once mounted it stays, so that closing animates and a dismissal is remembered.
 * Rendered once, in the root route.
 */
export function FlowErrorHost() {
  const hydrated = useHydrated()
  const fromCall = useFlowError()
  const fromScreen = useScreenFlowError()
  const [mounted, setMounted] = useState(false)
  const pending = fromCall ?? fromScreen
  if (hydrated && pending && !mounted) setMounted(true)
  if (!hydrated || !mounted) return null
  return (
    <LazyPart fallback={pending && <FlowErrorFallback state={pending} />}>
      <FlowErrorModal />
    </LazyPart>
  )
}

/**
 * The notice without the modal's code (not loaded yet, or it could not be): its text and restart
 * link, unstyled but usable.
 */
export function FlowErrorFallback({ state }: { state: FlowErrorState }) {
  const { t } = useLingui()
  return (
    <div role="alert" className="flow-error-fallback">
      <strong>{t`手続きを続行できません`}</strong>
      {state.message && <p>{state.message}</p>}
      <p>{t`お手数ですが、最初から手続きをやり直してください。`}</p>
      <a href={safeRedirectPath(state.redirectTo, '/')}>{t`最初からやり直す`}</a>
    </div>
  )
}
