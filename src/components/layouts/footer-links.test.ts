import { describe, expect, it } from 'vitest'
import { visibleFooterLinks } from './footer-links'
import type { LayoutFooterLink } from './types'

const link = (name: string, display_type: LayoutFooterLink['display_type'], enable = true) => ({
  name,
  value: `/${name}`,
  type: 'default' as const,
  enable,
  external_link: false,
  display_type,
})

const LINKS = [
  link('always', 'other'),
  link('signed-in', 'login'),
  link('signed-out', 'logout'),
  link('disabled', 'other', false),
]

describe('visibleFooterLinks', () => {
  it('shows login and other links to signed-in members', () => {
    expect(visibleFooterLinks(LINKS, true).map((l) => l.name)).toEqual(['always', 'signed-in'])
  })
  it('shows logout and other links to guests', () => {
    expect(visibleFooterLinks(LINKS, false).map((l) => l.name)).toEqual(['always', 'signed-out'])
  })
})
