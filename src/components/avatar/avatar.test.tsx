import { Avatar as MantineAvatar, MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { buildTheme } from '~/lib/theme/build-theme'
import { shape } from '~tests/setup/markup-shape'
import { Avatar, type AvatarProps } from './Avatar'

const { theme } = buildTheme({})

/** The first element a component renders inside the app's theme, as a comparable value. */
function markup(element: ReactElement): unknown {
  const container = document.createElement('div')
  container.innerHTML = renderToStaticMarkup(
    <MantineProvider theme={theme}>{element}</MantineProvider>,
  )
  return shape(container.querySelector(':scope > :not(style)')!)
}

/** Every combination of Avatar props the app renders (grep `<Avatar`). */
const cases: Record<string, AvatarProps> = {
  'header, no image': { src: null, alt: '', radius: 'xl', size: 36 },
  'header, image': { src: '/images/me.png', alt: '山田 花子', radius: 'xl', size: 36 },
  'account card': { src: '/images/me.png', alt: '', radius: 'xl' },
  'client logo, none': { src: null, alt: 'シネマクイズ', size: 40, radius: 'sm', children: 'シ' },
  'client logo': { src: '/logo.png', alt: 'シネマクイズ', size: 40, radius: 'sm', children: 'シ' },
  'profile image': { src: '/images/me.png', alt: 'プロフィール画像', size: 120, radius: 120 },
  'profile image, none': { src: undefined, size: 120, radius: 120 },
}

describe('Avatar', () => {
  it.each(Object.entries(cases))('renders what Mantine renders: %s', (_, props) => {
    expect(markup(<Avatar {...props} />)).toEqual(markup(<MantineAvatar {...props} />))
  })

  it('shows the placeholder when the image fails to load', () => {
    render(<Avatar src="/broken.png" alt="山田 花子" size={36} radius="xl" />)
    act(() => {
      fireEvent.error(screen.getByRole('img', { name: '山田 花子' }))
    })
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByTitle('山田 花子')).toBeInTheDocument()
  })
})
