import { readFileSync } from 'node:fs'
import { MantineProvider } from '@mantine/core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { APP_THEME_CACHE_LIMIT, getAppTheme, mantineCssVariables } from './app-theme'
import { buildTheme, type ThemeInput } from './build-theme'

/** The CSS variables `<style>` MantineProvider renders itself for a theme. */
function renderedByMantine(input: ThemeInput): string {
  const { theme, cssVariablesResolver, colorScheme } = buildTheme(input)
  const html = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme,
      cssVariablesResolver,
      forceColorScheme: colorScheme === 'auto' ? undefined : colorScheme,
      withGlobalClasses: false,
      children: null,
    }),
  )
  const match = /<style data-mantine-styles="true">([\s\S]*)<\/style>/.exec(html)
  if (!match?.[1]) throw new Error(`no CSS variables in ${html}`)
  // React escapes nothing inside dangerouslySetInnerHTML, so this is the text as given.
  return match[1]
}

describe('app.css', () => {
  it("has Mantine's hiddenFrom / visibleFrom classes (MantineProvider withGlobalClasses off)", () => {
    const html = renderToStaticMarkup(
      createElement(MantineProvider, { withCssVariables: false, children: null }),
    )
    const classes = /<style data-mantine-styles="classes">([\s\S]*?)<\/style>/.exec(html)?.[1]
    expect(classes).toBeTruthy()
    const compact = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '')
    const appCss = compact(readFileSync(new URL('../../styles/app.css', import.meta.url), 'utf8'))
    expect(appCss).toContain(compact(classes!))
  })
})

describe('getAppTheme', () => {
  it.each<ThemeInput>([
    {},
    { accentColor: '#e64980', secondaryAccentColor: '#1864ab', theme: 'light' },
    { accentColor: '#ffd43b', theme: 'dark' },
    { accentColor: 'not-a-colour' },
  ])('renders the same CSS variables as MantineProvider (%o)', (input) => {
    const { theme, cssVariablesResolver } = buildTheme(input)
    expect(mantineCssVariables(theme, cssVariablesResolver)).toBe(renderedByMantine(input))
  })

  it("keeps only the rules of the store's colour scheme", () => {
    const light = getAppTheme({ accentColor: '#e64980', theme: 'light' }).cssVariables
    expect(light).toContain(':root[data-mantine-color-scheme="light"]')
    expect(light).not.toContain('[data-mantine-color-scheme="dark"]')
    expect(light).toContain('--mantine-color-brand-6:')
    const full = renderedByMantine({ accentColor: '#e64980', theme: 'light' })
    // Same shared and light rules as Mantine's, without the dark ones.
    expect(full.replace(/\n\n:root\[data-mantine-color-scheme="dark"\][^}]*\}/, '\n\n')).toBe(light)
    const dark = getAppTheme({ accentColor: '#e64980', theme: 'dark' }).cssVariables
    expect(dark).toContain(':root[data-mantine-color-scheme="dark"]')
    expect(dark).not.toContain('[data-mantine-color-scheme="light"]')
  })

  it("gives a store that follows the system both schemes' variables and Mantine's 'auto'", () => {
    const { cssVariables, colorSchemeManager } = getAppTheme({ theme: 'auto' })
    expect(cssVariables).toContain(':root[data-mantine-color-scheme="dark"]')
    expect(cssVariables).toContain(':root[data-mantine-color-scheme="light"]')
    expect(colorSchemeManager.get('light')).toBe('auto')
  })

  it('returns the same object for the same settings and a different one otherwise', () => {
    const a = getAppTheme({ accentColor: '#123456', theme: 'light' })
    expect(getAppTheme({ accentColor: '#123456', theme: 'light' })).toBe(a)
    expect(getAppTheme({ accentColor: '#123456', theme: 'dark' })).not.toBe(a)
    expect(getAppTheme({ accentColor: '#123456', theme: 'dark' }).colorScheme).toBe('dark')
  })

  it("keeps the store's colour scheme whatever Mantine asks the manager", () => {
    const { colorSchemeManager } = getAppTheme({ theme: 'dark' })
    expect(colorSchemeManager.get('light')).toBe('dark')
    colorSchemeManager.set('light')
    expect(colorSchemeManager.get('auto')).toBe('dark')
    expect(getAppTheme({ theme: 'light' }).colorSchemeManager.get('dark')).toBe('light')
  })

  it('is bounded and evicts the least recently used theme', () => {
    const first = getAppTheme({ accentColor: '#000001' })
    const second = getAppTheme({ accentColor: '#000002' })
    for (let i = 0; i < APP_THEME_CACHE_LIMIT - 1; i++) {
      getAppTheme({ accentColor: `#1000${String(i).padStart(2, '0')}` })
      getAppTheme({ accentColor: '#000002' }) // keeps `second` recently used
    }
    expect(getAppTheme({ accentColor: '#000002' })).toBe(second)
    expect(getAppTheme({ accentColor: '#000001' })).not.toBe(first)
  })
})
