/**
 * The colours of a Button or Badge variant, as Mantine's default variant colour resolver gives
 * them (docs/decisions/0018), for the palettes and colours the app uses. button.test.tsx compares
 * them with Mantine's.
 */

/** Theme palettes the app's buttons and badges name (`brand` is the primary, build-theme.ts). */
export type Palette = 'brand' | 'gray' | 'teal' | 'blue' | 'red'

/**
 * A palette, a palette's shade (`red.9`, only in the filled variant, whose colours are variables)
 * or a CSS variable (`var(--mantine-color-error)`).
 */
export type ThemeColor = Palette | `${Palette}.${number}` | `var(--${string})`

export type ColorVariant = 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'dot'

export interface VariantColors {
  background?: string
  hover?: string
  color?: string
  border?: string
}

/** Mantine's `rem(1)`. */
export const ONE_PX = 'calc(0.0625rem * var(--mantine-scale))'
const CLEAR_BORDER = `${ONE_PX} solid transparent`
const PRIMARY: Palette = 'brand'

/** Mantine's rgba() and darken() of a CSS variable. */
const fade = (color: string, alpha: number) =>
  `color-mix(in srgb, ${color}, transparent ${(1 - alpha) * 100}%)`
const darken = (color: string, amount: number) =>
  `color-mix(in srgb, ${color}, black ${amount * 100}%)`

export function variantColors(variant: ColorVariant, color: ThemeColor = PRIMARY): VariantColors {
  if (variant === 'default') {
    return {
      background: 'var(--mantine-color-default)',
      hover: 'var(--mantine-color-default-hover)',
      color: 'var(--mantine-color-default-color)',
      border: `${ONE_PX} solid var(--mantine-color-default-border)`,
    }
  }
  if (variant === 'dot') return {}
  const [palette, shade] = color.startsWith('var(') ? [undefined, undefined] : color.split('.')
  if (shade !== undefined) {
    if (variant !== 'filled') throw new Error(`A shade (${color}) is only for filled colours`)
    const next = Number(shade) === 9 ? 8 : Number(shade) + 1
    return {
      background: `var(--mantine-color-${palette}-${shade})`,
      hover: `var(--mantine-color-${palette}-${next})`,
      color: 'var(--mantine-color-white)',
      border: CLEAR_BORDER,
    }
  }
  const variable = (suffix: string) =>
    palette ? `var(--mantine-color-${palette}-${suffix})` : color
  switch (variant) {
    case 'filled':
      return {
        background: variable('filled'),
        hover: palette ? variable('filled-hover') : darken(color, 0.1),
        color: 'var(--mantine-color-white)',
        border: CLEAR_BORDER,
      }
    case 'light':
      return {
        background: palette ? variable('light') : fade(color, 0.1),
        hover: palette ? variable('light-hover') : fade(color, 0.12),
        color: variable('light-color'),
        border: CLEAR_BORDER,
      }
    case 'outline':
      return {
        background: 'transparent',
        hover: palette ? variable('outline-hover') : fade(color, 0.05),
        color: variable('outline'),
        border: `${ONE_PX} solid ${variable('outline')}`,
      }
    case 'subtle':
      return {
        background: 'transparent',
        hover: palette ? variable('light-hover') : fade(color, 0.12),
        color: variable('light-color'),
        border: CLEAR_BORDER,
      }
  }
}

/** The colour of a dot badge's dot (Mantine's getThemeColor). */
export function dotColor(color: ThemeColor = PRIMARY): string {
  if (color.startsWith('var(')) return color
  const [palette, shade] = color.split('.')
  return shade === undefined
    ? `var(--mantine-color-${palette}-filled)`
    : `var(--mantine-color-${palette}-${shade})`
}
