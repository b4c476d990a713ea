import { zodResolver } from '@hookform/resolvers/zod'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { ScreenEnvelope } from '~generated/api/model'
import { ApiError } from '~/lib/api/api-error'
import { closeFlowError, flowErrorStore } from '~/lib/api/flow-error-store'
import { loadPage } from '~/lib/browser/load-page'
import { renderWithProviders } from '~tests/setup/render'
import { FormCodeField } from '../form/FormCodeField'
import { FormShell } from '../form/FormShell'
import { SubmitButton } from './SubmitButton'
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit'

vi.mock('~/lib/browser/load-page', () => ({ loadPage: vi.fn() }))

const schema = z.object({ pinCode: z.string().check(z.minLength(1, 'コードを入力してください。')) })
type Values = z.infer<typeof schema>
type Options = FormSubmitOptions<Values, Values, ScreenEnvelope>

function CodeForm({
  send,
  options,
}: {
  send: (values: Values) => Promise<ScreenEnvelope>
  options: Options
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { pinCode: '' } })
  const { submit, failure, pending, retryAt, codeRejected } = useFormSubmit(form, send, options)
  return (
    <FormShell form={form} onSubmit={submit} failure={failure}>
      <FormCodeField control={form.control} name="pinCode" label="認証コード" />
      <SubmitButton pending={pending} disabled={codeRejected} retryAt={retryAt}>
        次へ
      </SubmitButton>
    </FormShell>
  )
}

const field = () => screen.getByRole('textbox', { name: '認証コード' })
const button = () => screen.getByRole('button', { name: '次へ' })

async function submitCode(code: string) {
  const user = userEvent.setup()
  await user.clear(field())
  await user.type(field(), code)
  await user.click(button())
  return user
}

const render = (send: (values: Values) => Promise<ScreenEnvelope>, options: Options = {}) =>
  renderWithProviders(<CodeForm send={send} options={options} />, { path: '/signup/pin-code' })

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
  closeFlowError()
})

describe('useFormSubmit', () => {
  it('sends the values, then goes where the answer says, else to the next step', async () => {
    const send = vi.fn(async (_values: Values): Promise<ScreenEnvelope> => ({}))
    const onSuccess = vi.fn()
    const { router } = await render(send, { next: '/signup/form', onSuccess })
    await submitCode('123456')
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/form'))
    expect(send).toHaveBeenCalledWith({ pinCode: '123456' })
    expect(onSuccess).toHaveBeenCalledWith({}, { pinCode: '123456' })
  })

  it('opens the flow-error notice and stays when the answer says the flow is over', async () => {
    const onSuccess = vi.fn()
    const { router } = await render(
      async () => ({ flowError: { redirectTo: '/signup' }, redirectTo: '/signup/form' }),
      { next: '/signup/form', onSuccess },
    )
    await submitCode('123456')
    await waitFor(() => expect(flowErrorStore.get()).toEqual({ redirectTo: '/signup' }))
    await waitFor(() => expect(button()).toBeEnabled())
    expect(router.state.location.pathname).toBe('/signup/pin-code')
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('loads the page in full when asked, and stays busy until it goes', async () => {
    await render(async () => ({ redirectTo: '/mypage' }), { next: '/', fullLoad: true })
    await submitCode('123456')
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/mypage'))
    expect(button()).toBeDisabled()
  })

  it('never sends twice while the first submission is on its way', async () => {
    let answer: (envelope: ScreenEnvelope) => void = () => {}
    const send = vi.fn(() => new Promise<ScreenEnvelope>((resolve) => (answer = resolve)))
    await render(send, { next: '/signup/form' })
    await submitCode('123456')
    await waitFor(() => expect(button()).toBeDisabled())
    fireEvent.submit(field().closest('form')!)
    answer({})
    await waitFor(() => expect(button()).toBeEnabled())
    expect(send).toHaveBeenCalledOnce()
  })

  it('shows a failure with its code and waits out a 429, telling the page', async () => {
    const onFailure = vi.fn()
    const limited = new ApiError(
      429,
      { code: 'RATE_LIMITED', message: 'しばらくお待ちください。' },
      '30',
    )
    await render(() => Promise.reject(limited), { onFailure })
    await submitCode('123456')
    expect(await screen.findByRole('alert')).toHaveTextContent('しばらくお待ちください。')
    expect(screen.getByRole('alert')).toHaveTextContent('エラーコード: RATE_LIMITED')
    expect(screen.getByRole('status')).toHaveTextContent(/\d+秒後に再度お試しください。/)
    expect(button()).toBeDisabled()
    expect(onFailure).toHaveBeenCalledWith(limited)
  })

  it('brings a form-level failure into view and focuses it, once per failure', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    const failing = new ApiError(500, { code: 'INTERNAL_ERROR', message: '処理に失敗しました。' })
    const send = vi.fn(() => Promise.reject(failing))
    await render(send)
    const user = await submitCode('123456')
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(alert).toHaveFocus())
    expect(alert).toHaveAttribute('tabindex', '-1')
    expect(scrolled.mock.contexts).toEqual([alert])
    // Typing again leaves it where it is; the next failure is brought into view anew.
    await user.type(field(), '7')
    expect(field()).toHaveFocus()
    expect(scrolled).toHaveBeenCalledOnce()
    await user.click(button())
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
    expect(send).toHaveBeenCalledTimes(2)
    expect(scrolled).toHaveBeenCalledTimes(2)
    scrolled.mockRestore()
  })

  it('leaves a failure that restarts the flow to the notice, without telling the page', async () => {
    const onFailure = vi.fn()
    const expired = new ApiError(401, {
      code: 'SESSION_EXPIRED',
      message: '期限切れです。',
      redirectTo: '/signup',
    })
    await render(() => Promise.reject(expired), { onFailure })
    await submitCode('123456')
    await waitFor(() =>
      expect(flowErrorStore.get()).toEqual({ redirectTo: '/signup', message: '期限切れです。' }),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onFailure).not.toHaveBeenCalled()
  })

  it('puts a refused code on its field and waits for another one', async () => {
    const refused = new ApiError(422, { code: 'PIN_CODE_ERROR', message: 'x' })
    const send = vi.fn(() => Promise.reject(refused))
    await render(send, { codeField: 'pinCode', fields: ['pinCode'] })
    const user = await submitCode('111111')
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument()
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await waitFor(() => expect(button()).toBeDisabled())
    await user.clear(field())
    await user.type(field(), '111112')
    expect(button()).toBeEnabled()
  })
})
