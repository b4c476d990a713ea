import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core'
import { BLACK, WHITE, ensureContrast, mix, parseHex, toHex, type Rgb } from './color'

/** Minimum contrast for normal-size text (WCAG 2.x AA). */
export const MIN_TEXT_CONTRAST = 4.5

export const FALLBACK_ACCENT = '#1c6ec4'

/** Mantine surfaces the derived colours are checked against. */
export const SURFACES = {
  light: { body: '#ffffff', subtle: '#f1f3f5' /* gray-1 */ },
  dark: { body: '#242424' /* dark-7 */, subtle: '#2e2e2e' /* dark-6 */ },
} as const

/** Mantine defaults that fail AA, and which we derive accessible replacements from. */
const MANTINE_DIMMED = { light: '#868e96' /* gray-6 */, dark: '#828282' /* dark-2 */ }
const MANTINE_ERROR = { light: '#fa5252' /* red-6 */, dark: '#e03131' /* red-8 */ }

const PRIMARY_SHADE = 6

export interface ThemeInput {
  accentColor?: string | null
  secondaryAccentColor?: string | null
  /** The store's scheme; 'auto' follows the visitor's system preference. */
  theme?: 'light' | 'dark' | 'auto' | null
}

export interface AppTheme {
  theme: MantineThemeOverride
  colorScheme: 'light' | 'dark' | 'auto'
  cssVariablesResolver: CSSVariablesResolver
  /** The resolved colours, exposed for tests and for non-Mantine markup. */
  tokens: {
    primaryFilled: string
    anchorLight: string
    anchorDark: string
    dimmedLight: string
    dimmedDark: string
    errorLight: string
    errorDark: string
  }
}

/**
 * Builds a 10-shade tuple whose shade 6 is `accent` darkened just enough that white text on it
 * (filled buttons) and it as text on light surfaces (links on white and on gray-1) reach 4.5:1.
 */
export function buildPalette(accent: string): MantineColorsTuple {
  const base = parseHex(accent) ?? (parseHex(FALLBACK_ACCENT) as Rgb)
  // gray-1 is darker than white, so passing against it passes against white too.
  const filled = ensureContrast(
    base,
    parseHex(SURFACES.light.subtle) as Rgb,
    MIN_TEXT_CONTRAST,
    BLACK,
  )
  const tints = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((amount) =>
    toHex(mix(filled, WHITE, amount)),
  )
  const shades = [0.14, 0.28, 0.42].map((amount) => toHex(mix(filled, BLACK, amount)))
  return [...tints, toHex(filled), ...shades] as unknown as MantineColorsTuple
}

/** Pure: store settings → Mantine theme, colour scheme and CSS variable overrides. */
export function buildTheme(input: ThemeInput): AppTheme {
  const accent =
    input.accentColor && parseHex(input.accentColor) ? input.accentColor : FALLBACK_ACCENT
  const secondary =
    input.secondaryAccentColor && parseHex(input.secondaryAccentColor)
      ? input.secondaryAccentColor
      : accent
  const brand = buildPalette(accent)
  const primaryFilled = brand[PRIMARY_SHADE]

  const accentRgb = parseHex(accent) as Rgb
  const lightBg = parseHex(SURFACES.light.subtle) as Rgb
  const darkBg = parseHex(SURFACES.dark.subtle) as Rgb

  const tokens: AppTheme['tokens'] = {
    primaryFilled,
    anchorLight: primaryFilled,
    anchorDark: toHex(ensureContrast(accentRgb, darkBg, MIN_TEXT_CONTRAST, WHITE)),
    dimmedLight: toHex(
      ensureContrast(parseHex(MANTINE_DIMMED.light) as Rgb, lightBg, MIN_TEXT_CONTRAST, BLACK),
    ),
    dimmedDark: toHex(
      ensureContrast(parseHex(MANTINE_DIMMED.dark) as Rgb, darkBg, MIN_TEXT_CONTRAST, WHITE),
    ),
    errorLight: toHex(
      ensureContrast(parseHex(MANTINE_ERROR.light) as Rgb, lightBg, MIN_TEXT_CONTRAST, BLACK),
    ),
    errorDark: toHex(
      ensureContrast(parseHex(MANTINE_ERROR.dark) as Rgb, darkBg, MIN_TEXT_CONTRAST, WHITE),
    ),
  }

  const theme: MantineThemeOverride = {
    primaryColor: 'brand',
    primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
    colors: { brand, secondary: buildPalette(secondary) },
    white: '#ffffff',
    black: '#1a1b1e',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', Meiryo, sans-serif",
    defaultRadius: 'md',
    cursorType: 'pointer',
    // A heading's lines of even length: no last line of one or two characters (…の設/定).
    headings: { textWrap: 'balance' },
  }

  const cssVariablesResolver: CSSVariablesResolver = () => ({
    variables: {},
    light: {
      '--mantine-color-anchor': tokens.anchorLight,
      '--mantine-color-dimmed': tokens.dimmedLight,
      '--mantine-color-error': tokens.errorLight,
    },
    dark: {
      '--mantine-color-anchor': tokens.anchorDark,
      '--mantine-color-brand-text': tokens.anchorDark,
      '--mantine-color-dimmed': tokens.dimmedDark,
      '--mantine-color-error': tokens.errorDark,
    },
  })

  return {
    theme,
    colorScheme: input.theme === 'dark' || input.theme === 'auto' ? input.theme : 'light',
    cssVariablesResolver,
    tokens,
  }
}
