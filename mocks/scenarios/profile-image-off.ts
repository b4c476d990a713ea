import type { Scenario } from './scenario'

export const profileImageOff: Scenario = {
  name: 'profile-image-off',
  description:
    'Profile images off: no profile-image row on My Page, the header shows the default avatar.',
  apply: (state) => {
    state.store.status.isProfileImageEnabled = false
  },
}
