import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { CodeField, type CodeFieldProps } from './CodeField'

function Harness({ kind }: Pick<CodeFieldProps, 'kind'>) {
  const [value, setValue] = useState('')
  return <CodeField label="認証コード" kind={kind} value={value} onChange={setValue} />
}

const field = () => screen.getByLabelText('認証コード') as HTMLInputElement

describe('CodeField', () => {
  it('is a one-time-code field with the numeric keyboard', async () => {
    await renderWithProviders(<Harness />)
    expect(field().getAttribute('autocomplete')).toBe('one-time-code')
    expect(field().getAttribute('inputmode')).toBe('numeric')
  })

  it('normalises a pasted full-width code with spaces', async () => {
    await renderWithProviders(<Harness />)
    fireEvent.change(field(), { target: { value: '４８２ ９１５' } })
    expect(field().value).toBe('482915')
  })

  it('leaves the text alone while an IME composes, then normalises it', async () => {
    await renderWithProviders(<Harness />)
    fireEvent.compositionStart(field())
    fireEvent.change(field(), { target: { value: '４８' } })
    expect(field().value).toBe('４８')
    fireEvent.compositionEnd(field(), { target: { value: '４８' } })
    expect(field().value).toBe('48')
  })

  it('keeps the hyphen of a backup code', async () => {
    await renderWithProviders(<Harness kind="alphanumeric" />)
    fireEvent.change(field(), { target: { value: '７ｋ２ｍ－９ｘｑ４' } })
    expect(field().value).toBe('7k2m-9xq4')
    expect(field().getAttribute('inputmode')).toBe('text')
  })
})
