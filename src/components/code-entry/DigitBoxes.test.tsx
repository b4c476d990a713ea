import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { emptyDigits } from '~/lib/forms/digit-boxes'
import { activateLocale, createI18n } from '~/lib/i18n/catalog'
import { CATALOG_FAMILIES } from '~/lib/i18n/catalog-families'
import { renderWithProviders } from '~tests/setup/render'
import { DigitBoxes } from './DigitBoxes'

function Harness() {
  const [digits, setDigits] = useState(emptyDigits(4))
  return <DigitBoxes label="新しいPINコード" value={digits} onChange={setDigits} />
}

const boxes = () =>
  within(screen.getByRole('group', { name: '新しいPINコード' })).getAllByRole('textbox')
const values = () => boxes().map((box) => (box as HTMLInputElement).value)

describe('DigitBoxes', () => {
  it('takes one digit per box and moves on; other characters are refused', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<Harness />)
    await user.click(boxes()[0]!)
    await user.keyboard('1a2')
    expect(values()).toEqual(['1', '2', '', ''])
    expect(boxes()[2]).toHaveFocus()
  })

  it('backspace clears and moves back', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<Harness />)
    await user.click(boxes()[0]!)
    await user.keyboard('123')
    // From the empty fourth box: the digit before it goes.
    await user.keyboard('{Backspace}')
    expect(values()).toEqual(['1', '2', '', ''])
    expect(boxes()[2]).toHaveFocus()
    await user.click(boxes()[1]!)
    await user.keyboard('{Backspace}')
    expect(values()).toEqual(['1', '', '', ''])
    expect(boxes()[0]).toHaveFocus()
  })

  it('a paste of exactly four digits, full-width too, fills every box', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<Harness />)
    await user.click(boxes()[0]!)
    await user.paste('123')
    expect(values()).toEqual(['', '', '', ''])
    await user.paste('２５８０')
    expect(values()).toEqual(['2', '5', '8', '0'])
    expect(boxes()[3]).toHaveFocus()
  })

  it('keeps the digits typed into the server-rendered boxes before their code ran, one per box', async () => {
    const i18n = createI18n()
    await activateLocale(i18n, 'ja', CATALOG_FAMILIES)
    const page = (
      <I18nProvider i18n={i18n}>
        <MantineProvider env="test">
          <Harness />
        </MantineProvider>
      </I18nProvider>
    )
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(page)
    const first = container.querySelector('input')!
    first.value = '12'
    first.focus()
    render(page, { container, hydrate: true })
    await vi.waitFor(() => expect(values()).toEqual(['1', '2', '', '']))
    expect(boxes()[2]).toHaveFocus()
    const user = userEvent.setup()
    await user.keyboard('3')
    expect(values()).toEqual(['1', '2', '3', ''])
  })
})
