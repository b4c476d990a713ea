import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { normalizeCode } from '~/lib/forms/normalize'
import { renderWithProviders } from '~tests/setup/render'
import { NormalizedInput } from './NormalizedInput'

function Harness() {
  const [value, setValue] = useState('')
  return (
    <>
      <NormalizedInput
        label="電話番号"
        value={value}
        onChange={setValue}
        normalize={normalizeCode}
        format={(digits) => digits.replace(/^(\d{3})(\d)/, '$1-$2')}
      />
      <output>{value}</output>
    </>
  )
}

const field = () => screen.getByLabelText('電話番号') as HTMLInputElement

describe('NormalizedInput', () => {
  it('stores the normalised value and shows it formatted', async () => {
    await renderWithProviders(<Harness />)
    fireEvent.change(field(), { target: { value: '０９０－１２３４' } })
    expect(screen.getByRole('status').textContent).toBe('0901234')
    expect(field().value).toBe('090-1234')
  })

  it('leaves the text alone while an IME composes, then normalises it', async () => {
    await renderWithProviders(<Harness />)
    fireEvent.compositionStart(field())
    fireEvent.change(field(), { target: { value: '０９' } })
    expect(field().value).toBe('０９')
    expect(screen.getByRole('status').textContent).toBe('')
    fireEvent.compositionEnd(field(), { target: { value: '０９' } })
    expect(screen.getByRole('status').textContent).toBe('09')
  })
})
