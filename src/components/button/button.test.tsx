import { Badge as MantineBadge, Button as MantineButton, MantineProvider } from '@mantine/core'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { buildTheme } from '~/lib/theme/build-theme'
import { shape } from '~tests/setup/markup-shape'
import { Badge } from './Badge'
import { Button } from './Button'

const { theme } = buildTheme({})

/** The first element a component renders inside the app's theme, as a comparable value. */
function markup(element: ReactElement): unknown {
  const container = document.createElement('div')
  container.innerHTML = renderToStaticMarkup(
    <MantineProvider theme={theme}>{element}</MantineProvider>,
  )
  const root = container.querySelector(':scope > :not(style)')!
  // Mantine hands `justify` on to the element as an attribute no browser knows; ours does not.
  root.removeAttribute('justify')
  return shape(root)
}

/** Every combination of Button props the app renders (grep `<Button`, `<SubmitButton`). */
const buttonCases = {
  plain: {},
  submit: { type: 'submit' as const },
  'submit, pending, full width': { type: 'submit' as const, loading: true, fullWidth: true },
  'submit, disabled, md': { type: 'submit' as const, disabled: true, size: 'md' as const },
  'disabled, full width, class names': {
    disabled: true,
    fullWidth: true,
    classNames: { root: 'root', label: 'label' },
  },
  'link, full width, class names': {
    component: 'a' as const,
    href: '/plans/1',
    fullWidth: true,
    classNames: { root: 'root', label: 'label' },
  },
  'link, default, full width': {
    component: 'a' as const,
    href: '/x',
    variant: 'default' as const,
    fullWidth: true,
  },
  'link, md, outline': {
    component: 'a' as const,
    href: '/signup',
    size: 'md' as const,
    variant: 'outline' as const,
  },
  'link, md, subtle': {
    component: 'a' as const,
    href: '/',
    size: 'md' as const,
    variant: 'subtle' as const,
  },
  'link, xs, light, labelled': {
    component: 'a' as const,
    href: '/x',
    size: 'xs' as const,
    variant: 'light' as const,
    'aria-label': 'LINEと連携する',
  },
  'link, xs': { component: 'a' as const, href: '/x', size: 'xs' as const },
  'link, lg, default, right section, spaced': {
    component: 'a' as const,
    href: '/x',
    variant: 'default' as const,
    size: 'lg' as const,
    fullWidth: true,
    justify: 'space-between' as const,
    rightSection: <MantineBadge variant="light">優先</MantineBadge>,
  },
  default: { variant: 'default' as const },
  'default, disabled': { variant: 'default' as const, disabled: true },
  'default, loading': { variant: 'default' as const, loading: true },
  light: { variant: 'light' as const },
  subtle: { variant: 'subtle' as const },
  'subtle, loading': { variant: 'subtle' as const, loading: true, disabled: true },
  'subtle, red': { variant: 'subtle' as const, color: 'red' as const },
  outline: { variant: 'outline' as const },
  'outline, loading': { variant: 'outline' as const, loading: false, disabled: true },
  'outline, error colour, xs, labelled': {
    variant: 'outline' as const,
    color: 'var(--mantine-color-error)' as const,
    size: 'xs' as const,
    'aria-label': '無効にする',
  },
  'red.9, full width': { color: 'red.9' as const, fullWidth: true },
  'red.9, loading': { color: 'red.9' as const, loading: true },
  'xs, default, loading, labelled': {
    size: 'xs' as const,
    variant: 'default' as const,
    loading: true,
    disabled: false,
    'aria-label': 'iPhoneを削除',
  },
  'xs, light, live': {
    size: 'xs' as const,
    variant: 'light' as const,
    'aria-live': 'polite' as const,
  },
  'compact-xs, default': { size: 'compact-xs' as const, variant: 'default' as const },
  'described by a hint': { type: 'submit' as const, disabled: true, 'aria-describedby': 'hint' },
}

describe('Button renders what Mantine Button renders', () => {
  for (const [name, props] of Object.entries(buttonCases)) {
    it(name, () => {
      expect(markup(<Button {...props}>送信</Button>)).toEqual(
        markup(<MantineButton {...props}>送信</MantineButton>),
      )
    })
  }

  it("a margin as a style, as Mantine's mt gives it", () => {
    const style = { marginTop: 'var(--mantine-spacing-md)' }
    expect(
      markup(
        <Button component="a" href="/x" style={style}>
          戻る
        </Button>,
      ),
    ).toEqual(
      markup(
        <MantineButton component="a" href="/x" mt="md">
          戻る
        </MantineButton>,
      ),
    )
  })
})

/** Every combination of Badge props the app renders (grep `<Badge`). */
const badgeCases = {
  'light, blue': { variant: 'light' as const, color: 'blue' as const },
  'light, brand': { variant: 'light' as const, color: 'brand' as const },
  'light, gray': { variant: 'light' as const, color: 'gray' as const },
  light: { variant: 'light' as const },
  'light, span': { variant: 'light' as const, component: 'span' as const },
  'default, data attribute': { variant: 'default' as const, 'data-indicator': 'few' },
  'dot, teal': { variant: 'dot' as const, color: 'teal' as const },
  dot: { variant: 'dot' as const },
  filled: {},
}

describe('Badge renders what Mantine Badge renders', () => {
  for (const [name, props] of Object.entries(badgeCases)) {
    it(name, () => {
      expect(markup(<Badge {...props}>優先</Badge>)).toEqual(
        markup(<MantineBadge {...props}>優先</MantineBadge>),
      )
    })
  }

  it("a block as a style, as Mantine's display prop gives it", () => {
    expect(
      markup(
        <Badge component="span" variant="default" style={{ display: 'block' }}>
          VISA
        </Badge>,
      ),
    ).toEqual(
      markup(
        <MantineBadge component="span" variant="default" display="block">
          VISA
        </MantineBadge>,
      ),
    )
  })
})
