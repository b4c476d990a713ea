import { useQueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/setup/render'
import { useSaidOnce } from './use-said-once'

const key = ['/zapi/internal/mypage/payment-method/screen-data', {}]

/** A page whose screen data is cached, showing what the backend said once, if anything. */
function Page({ said }: { said: string | null }) {
  const queryClient = useQueryClient()
  useState(() => queryClient.setQueryData(key, { registrationErrorMessage: said }))
  useSaidOnce(said)
  return <p>{said ?? '登録済みのお支払い方法'}</p>
}

describe('useSaidOnce', () => {
  it('makes the screen data stale once the page shows what the backend says once', async () => {
    const { queryClient, findByText } = await renderWithProviders(
      <Page said="お支払い方法の登録がキャンセルされました。" />,
    )
    await findByText('お支払い方法の登録がキャンセルされました。')
    await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true))
  })

  it('keeps the screen data when nothing was said', async () => {
    const { queryClient, findByText } = await renderWithProviders(<Page said={null} />)
    await findByText('登録済みのお支払い方法')
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false)
  })
})
