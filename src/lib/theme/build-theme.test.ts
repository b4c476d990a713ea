import { describe, expect, it } from 'vitest'
import { contrastRatio } from './color'
import { MIN_TEXT_CONTRAST, SURFACES, buildPalette, buildTheme } from './build-theme'

const ACCENTS = [
  '#4c6ef5', // Mantine indigo-6: 4.32:1 on white, fails as-is
  '#ffd43b', // very light yellow
  '#00ff00',
  '#e64980',
  '#1a1b1e', // nearly black
  '#ffffff', // white
  '#0f0', // short hex
  'not-a-colour', // falls back
]

describe('buildTheme contrast (WCAG AA 4.5:1)', () => {
  it.each(ACCENTS)('accent %s: primary filled with white text and links pass', (accent) => {
    const { tokens } = buildTheme({ accentColor: accent, theme: 'light' })
    expect(contrastRatio('#ffffff', tokens.primaryFilled)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    expect(contrastRatio(tokens.anchorLight, SURFACES.light.body)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    )
    expect(contrastRatio(tokens.anchorLight, SURFACES.light.subtle)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    )
    expect(contrastRatio(tokens.anchorDark, SURFACES.dark.body)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    )
    expect(contrastRatio(tokens.anchorDark, SURFACES.dark.subtle)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    )
  })

  it('dimmed and error text pass on light and dark surfaces', () => {
    const { tokens } = buildTheme({ accentColor: '#4c6ef5' })
    for (const bg of Object.values(SURFACES.light)) {
      expect(contrastRatio(tokens.dimmedLight, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
      expect(contrastRatio(tokens.errorLight, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    }
    for (const bg of Object.values(SURFACES.dark)) {
      expect(contrastRatio(tokens.dimmedDark, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
      expect(contrastRatio(tokens.errorDark, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    }
  })

  it('fixes the known Mantine failures (indigo-6 4.32:1, gray-6 dimmed 3.32:1)', () => {
    expect(contrastRatio('#4c6ef5', '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST)
    expect(contrastRatio('#868e96', '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST)
    const { tokens, cssVariablesResolver, theme } = buildTheme({ accentColor: '#4c6ef5' })
    const vars = cssVariablesResolver(theme as never)
    expect(vars.light['--mantine-color-dimmed']).toBe(tokens.dimmedLight)
    expect(vars.light['--mantine-color-anchor']).toBe(tokens.anchorLight)
    expect(vars.dark['--mantine-color-anchor']).toBe(tokens.anchorDark)
  })

  it('keeps an accent that already passes unchanged', () => {
    const palette = buildPalette('#1864ab')
    expect(palette[6]).toBe('#1864ab')
  })

  it('builds a 10-shade palette from light to dark and uses shade 6 as primary', () => {
    const { theme } = buildTheme({ accentColor: '#e64980' })
    const brand = theme.colors?.brand
    expect(brand).toHaveLength(10)
    expect(theme.primaryColor).toBe('brand')
    expect(theme.primaryShade).toEqual({ light: 6, dark: 6 })
    const ratios = (brand ?? []).map((shade) => contrastRatio(shade, '#ffffff'))
    for (let i = 1; i < ratios.length; i++) {
      expect(ratios[i]).toBeGreaterThanOrEqual(ratios[i - 1] ?? 0)
    }
  })

  it('maps the store theme to the colour scheme', () => {
    expect(buildTheme({ theme: 'dark' }).colorScheme).toBe('dark')
    expect(buildTheme({ theme: 'light' }).colorScheme).toBe('light')
    expect(buildTheme({ theme: 'auto' }).colorScheme).toBe('auto')
    expect(buildTheme({}).colorScheme).toBe('light')
  })
})
