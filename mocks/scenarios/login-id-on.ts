import type { Scenario } from './scenario'

export const loginIdOn: Scenario = {
  name: 'login-id-on',
  description:
    'Login IDs enabled: the sign-in identifier is "メールアドレスまたはログインID" and login-ID rows appear.',
  apply: (state) => {
    state.store.status.isLoginIdEnabled = true
  },
}
