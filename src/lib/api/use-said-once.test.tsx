import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { useSaidOnce } from './use-said-once'

const key = ['/zapi/internal/mypage/payment-method/screen-data', {}]

/** A page whose screen data is cached, showing what the backend said once, if anything. */
function Page({ said }: { said: string | null }) {
  const queryClient = useQueryClient()
  useState(() => queryClient.setQueryData(key, { registrationErrorMessage: said }))
  useSaidOnce(said, key)
  return <p>{said ?? '登録済みのお支払い方法'}</p>
}

describe('useSaidOnce', () => {
  it('drops the screen data when the member leaves a page that showed what is said once', async () => {
    const view = await renderWithProviders(<Page said="お支払い方法の登録がキャンセルされました。" />)
    await view.findByText('お支払い方法の登録がキャンセルされました。')
    // Kept while the page is shown: a refetch would take the message from under the member's eyes.
    expect(view.queryClient.getQueryData(key)).toBeDefined()
    view.unmount()
    expect(view.queryClient.getQueryData(key)).toBeUndefined()
  })

  it('keeps the screen data when nothing was said', async () => {
    const view = await renderWithProviders(<Page said={null} />)
    await view.findByText('登録済みのお支払い方法')
    view.unmount()
    expect(view.queryClient.getQueryData(key)).toBeDefined()
  })
})
