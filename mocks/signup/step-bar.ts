import type { SignupStepBar, SignupStepKey } from '~generated/api/model'
import { mockBackend } from '../state/backend-state'

const LABELS: Partial<Record<SignupStepKey, string>> = {
  policy: '規約への同意',
  email: 'メールアドレス認証',
  form: '会員情報入力',
  complete: '登録完了',
  plan: 'プラン選択',
}

/**
 * The sign-up step bar: e-mail, member info, complete by default; no e-mail step for an external
 * account; a policy step first when policies come in advance; a plan step after completion.
 */
export function stepBar(
  current: SignupStepKey,
  options: { external?: boolean; withPlan?: boolean } = {},
): SignupStepBar {
  const keys: SignupStepKey[] = [
    ...(mockBackend.state.store.policiesInAdvance ? (['policy'] as const) : []),
    ...(options.external ? [] : (['email'] as const)),
    'form',
    'complete',
    ...(options.withPlan || current === 'plan' ? (['plan'] as const) : []),
  ]
  const index = keys.indexOf(current)
  return {
    steps: keys.map((key) => ({ key, label: LABELS[key] ?? key })),
    currentStep: index >= 0 ? index + 1 : 1,
  }
}
