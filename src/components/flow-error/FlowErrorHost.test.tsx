import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { buildTheme } from '~/lib/theme/build-theme'
import { closeFlowError, openFlowError } from '~/lib/api/flow-error-store'
import { FlowErrorHost } from './FlowErrorHost'
import { i18nFor } from '~tests/setup/i18n'

afterEach(() => {
  act(() => closeFlowError())
})

describe('FlowErrorHost', () => {
  it('renders nothing until there is a flow error', async () => {
    await renderWithProviders(<FlowErrorHost />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByText('最初からやり直す')).not.toBeInTheDocument()
  })

  it('loads the notice when a call opens it', async () => {
    await renderWithProviders(<FlowErrorHost />)
    act(() => openFlowError({ redirectTo: '/signup' }))
    const dialog = await screen.findByRole('dialog', { name: '手続きを続行できません' })
    expect(within(dialog).getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
      'href',
      '/signup',
    )
  })

  it('opens the notice for screen data carrying flowError', async () => {
    const i18n = await i18nFor('ja')
    const { theme } = buildTheme({})
    const rootRoute = createRootRoute({
      loader: () => ({ flowError: { redirectTo: '/plans/abc', message: '期限切れです' } }),
      component: FlowErrorHost,
    })
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    await router.load()
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nProvider>,
    )
    expect(
      await screen.findByRole('dialog', { name: '手続きを続行できません' }),
    ).toBeInTheDocument()
    expect(screen.getByText('期限切れです')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
      'href',
      '/plans/abc',
    )
  })
})
