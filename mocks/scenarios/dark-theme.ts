import type { Scenario } from './scenario'

export const darkTheme: Scenario = {
  name: 'dark-theme',
  description: 'The store uses the dark theme with its own accent colours.',
  apply: (state) => {
    state.store.settings.theme = 'dark'
    state.store.settings.colors = {
      accentColor: '#4DA3FF',
      secondaryAccentColor: '#FFB547',
      playerColor: '#E50914',
    }
  },
}
