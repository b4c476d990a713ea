import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PostOnceForm } from './PostOnceForm'

const renderForm = () =>
  render(
    <PostOnceForm action="/oidc/consent/form">
      {(sending) => <button type="submit">{sending ? '送信中' : '許可する'}</button>}
    </PostOnceForm>,
  )

describe('PostOnceForm', () => {
  it('lets the first post through and drops the next, showing the wait', () => {
    const { container } = renderForm()
    const form = container.querySelector('form')!
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/oidc/consent/form')
    expect(fireEvent.submit(form)).toBe(true)
    expect(screen.getByRole('button')).toHaveTextContent('送信中')
    expect(fireEvent.submit(form)).toBe(false)
  })

  it('can be sent again once shown from the back/forward cache', () => {
    const { container } = renderForm()
    const form = container.querySelector('form')!
    fireEvent.submit(form)
    fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }))
    expect(screen.getByRole('button')).toHaveTextContent('許可する')
    expect(fireEvent.submit(form)).toBe(true)
  })
})
