import type { Scenario } from './scenario'

export const systemTheme: Scenario = {
  name: 'system-theme',
  description:
    "The store lets the visitor's system choose light or dark, with the dark theme's accent colours.",
  apply: (state) => {
    state.store.settings.theme = 'auto'
    state.store.settings.colors = {
      accentColor: '#4DA3FF',
      secondaryAccentColor: '#FFB547',
      playerColor: '#E50914',
    }
  },
}
