import {
  DEFAULT_THEME,
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineColorSchemeManager,
  type MantineThemeOverride,
} from '@mantine/core'
import { buildTheme, type AppTheme, type ThemeInput } from './build-theme'

export interface CachedAppTheme extends AppTheme {
  /**
   * The `<style>` text Mantine's MantineProvider would render for this theme (its
   * MantineCssVariables: the theme's CSS variables that differ from Mantine's defaults), for the
   * theme's colour scheme only, computed once per theme instead of on every render.
   */
  cssVariables: string
  /** For MantineProvider `colorSchemeManager`: always the store's scheme (see below). */
  colorSchemeManager: MantineColorSchemeManager
}

/**
 * The colour scheme is the store's, forced. Mantine's default manager reads localStorage (default
 * 'light') and applies that to <html> when MantineProvider mounts, before applying the forced
 * scheme in a later effect: a dark store flashed light for a frame while hydrating. This one
 * never stores anything and always answers the forced scheme.
 */
function forcedColorSchemeManager(scheme: 'light' | 'dark' | 'auto'): MantineColorSchemeManager {
  return {
    get: () => scheme,
    set: () => {},
    subscribe: () => {},
    unsubscribe: () => {},
    clear: () => {},
  }
}

const COLOR_SCHEME_MANAGERS = {
  light: forcedColorSchemeManager('light'),
  dark: forcedColorSchemeManager('dark'),
  // Mantine resolves 'auto' by the system preference and follows its changes.
  auto: forcedColorSchemeManager('auto'),
}

/** Distinct store themes kept; there is one per store, so a handful is plenty. */
export const APP_THEME_CACHE_LIMIT = 16

const cache = new Map<string, CachedAppTheme>()

/**
 * The app theme for the store settings, memoised per (accent, secondary accent, scheme): the
 * theme and its CSS variables are pure functions of these, and building them (palette, contrast
 * search, ~8 kB of CSS variables) on every server render is a measurable share of a page's CPU.
 * Bounded: the least recently used entry goes when the cache is full.
 */
export function getAppTheme(input: ThemeInput): CachedAppTheme {
  const key = `${input.accentColor ?? ''}\u0000${input.secondaryAccentColor ?? ''}\u0000${input.theme ?? ''}`
  const cached = cache.get(key)
  if (cached) {
    cache.delete(key)
    cache.set(key, cached)
    return cached
  }
  const built = buildTheme(input)
  const entry: CachedAppTheme = {
    ...built,
    cssVariables: mantineCssVariables(
      built.theme,
      built.cssVariablesResolver,
      built.colorScheme === 'auto' ? undefined : built.colorScheme,
    ),
    colorSchemeManager: COLOR_SCHEME_MANAGERS[built.colorScheme],
  }
  if (cache.size >= APP_THEME_CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  cache.set(key, entry)
  return entry
}

let defaultVariables: ConvertCSSVariablesInput | undefined

/**
 * What Mantine's `<MantineCssVariables>` renders with MantineProvider's defaults
 * (`cssVariablesSelector` unset, `deduplicateCssVariables` on): the default resolver's variables
 * merged with `resolver`'s, minus those equal to Mantine's defaults, for `:root` and `:host`.
 *
 * With `onlyScheme`, the rules of the other colour scheme are left out: the app forces the
 * store's scheme (MantineProvider `forceColorScheme`), so they never apply, and they are most of
 * the text (every colour's dark variants differ from Mantine's defaults once primaryShade does).
 */
export function mantineCssVariables(
  override: MantineThemeOverride,
  resolver: CSSVariablesResolver,
  onlyScheme?: 'light' | 'dark',
): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, override)
  const merged = deepMerge(
    defaultCssVariablesResolver(theme),
    resolver(theme),
  ) as ConvertCSSVariablesInput
  defaultVariables ??= defaultCssVariablesResolver(DEFAULT_THEME)
  const defaults = defaultVariables
  const withoutDefaults = (scope: keyof ConvertCSSVariablesInput) => {
    const base: Record<string, string> = defaults[scope]
    return Object.fromEntries(
      Object.entries(merged[scope]).filter(([name, value]) => base[name] !== value),
    )
  }
  return convertCssVariables({
    variables: withoutDefaults('variables'),
    light: onlyScheme === 'dark' ? {} : withoutDefaults('light'),
    dark: onlyScheme === 'light' ? {} : withoutDefaults('dark'),
  })
}
