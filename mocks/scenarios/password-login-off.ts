import type { Scenario } from './scenario'

export const passwordLoginOff: Scenario = {
  name: 'password-login-off',
  description:
    'Password sign-in disabled: /login offers only the e-mailed code and external accounts.',
  apply: (state) => {
    state.store.status.isPasswordLoginEnabled = false
  },
}
