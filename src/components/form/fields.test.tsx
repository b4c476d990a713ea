import { zodResolver } from '@hookform/resolvers/zod'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import * as z from 'zod/mini'
import { emailSchema } from '~/lib/rules/email'
import { i18nFor } from '~tests/setup/i18n'
import { renderWithProviders } from '~tests/setup/render'
import { FormBirthdayField } from './FormBirthdayField'
import { FormCheckbox } from './FormCheckbox'
import { FormCheckboxGroup } from './FormCheckboxGroup'
import { FormCodeField } from './FormCodeField'
import { FormEmailField, FormTextField } from './FormTextField'
import { FormPasswordField } from './FormPasswordField'
import { FormRadioGroup } from './FormRadioGroup'
import { FormSelect } from './FormSelect'
import { EARLY_PRESS_SCRIPT } from '../before-hydration/early-presses'
import { FormShell } from './FormShell'
import { SubmitButton } from '../form-submit/SubmitButton'
import type { FormFailure } from '../form-submit/use-form-failure'

const schema = z.object({
  email: emailSchema(),
  nickname: z.string(),
  password: z.string().check(z.minLength(8, '8文字以上で入力してください。')),
  code: z.string(),
  plan: z.string().check(z.minLength(1, 'プランを選んでください。')),
  sex: z.string().check(z.minLength(1, '性別を選んでください。')),
  agreed: z.boolean().check(z.refine((agreed) => agreed, '同意してください。')),
  genres: z.array(z.string()).check(z.minLength(1, '1つ以上選んでください。')),
  birthday: z.string(),
})
type Input = z.input<typeof schema>

const EMPTY: Input = {
  email: '',
  nickname: '',
  password: '',
  code: '',
  plan: '',
  sex: '',
  agreed: false,
  genres: [],
  birthday: '',
}

function Harness({
  onValues,
  failure = null,
}: {
  onValues: (values: Input) => void
  failure?: FormFailure | null
}) {
  const form = useForm<Input>({ resolver: zodResolver(schema), defaultValues: EMPTY })
  return (
    <FormShell
      form={form}
      onSubmit={form.handleSubmit(onValues)}
      failure={failure}
      intro={<h1>会員情報</h1>}
    >
      <FormEmailField
        control={form.control}
        name="email"
        label="メールアドレス"
        requirement="required"
      />
      <FormTextField
        control={form.control}
        name="nickname"
        label="ニックネーム"
        requirement="optional"
      />
      <FormPasswordField name="password" label="パスワード" autoComplete="new-password" />
      <FormCodeField control={form.control} name="code" label="認証コード" />
      <FormSelect
        control={form.control}
        name="plan"
        label="プラン"
        data={[
          { value: '', label: '選択してください' },
          { value: 'basic', label: 'ベーシック' },
        ]}
      />
      <FormRadioGroup
        control={form.control}
        name="sex"
        label="性別"
        options={[
          { value: '1', label: '男性' },
          { value: '2', label: '女性' },
        ]}
      />
      <FormCheckbox control={form.control} name="agreed" label="規約に同意する" />
      <FormCheckboxGroup
        control={form.control}
        name="genres"
        label="好きなジャンル"
        options={[
          { value: 'movie', label: '映画' },
          { value: 'drama', label: 'ドラマ' },
        ]}
      />
      <FormBirthdayField control={form.control} name="birthday" label="生年月日" />
      <button type="submit">送信</button>
    </FormShell>
  )
}

describe('bound fields', () => {
  it('bind each kind by name and hand the typed values to the submit', async () => {
    const onValues = vi.fn()
    await renderWithProviders(<Harness onValues={onValues} />)
    const user = userEvent.setup()
    await user.type(
      screen.getByRole('textbox', { name: /メールアドレス/ }),
      'ｈａｎａｋｏ@example.jp',
    )
    await user.type(screen.getByRole('textbox', { name: /ニックネーム/ }), 'はな')
    await user.type(screen.getByLabelText('パスワード'), 'Sakura2026!')
    await user.type(screen.getByRole('textbox', { name: '認証コード' }), '１２３ ４５６')
    await user.selectOptions(screen.getByRole('combobox', { name: 'プラン' }), 'basic')
    await user.click(screen.getByRole('radio', { name: '女性' }))
    await user.click(screen.getByRole('checkbox', { name: '規約に同意する' }))
    await user.click(screen.getByRole('checkbox', { name: 'ドラマ' }))
    await user.type(screen.getByRole('textbox', { name: '生年月日' }), '１９９００４１５')
    expect(screen.getByRole('textbox', { name: '生年月日' })).toHaveValue('1990/04/15')
    await user.click(screen.getByRole('button', { name: '送信' }))
    expect(onValues).toHaveBeenCalledWith(
      {
        email: 'hanako@example.jp',
        nickname: 'はな',
        password: 'Sakura2026!',
        code: '123456',
        plan: 'basic',
        sex: '2',
        agreed: true,
        genres: ['drama'],
        birthday: '19900415',
      },
      expect.anything(),
    )
  })

  it("show a rule's message translated, or a text as it is, and describe the field by it", async () => {
    await renderWithProviders(<Harness onValues={vi.fn()} />, { locale: 'en' })
    await userEvent.click(screen.getByRole('button', { name: '送信' }))
    const email = screen.getByRole('textbox', { name: /メールアドレス/ })
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Enter your email address.')
    expect(email).toHaveFocus()
    const password = screen.getByLabelText('パスワード')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription('8文字以上で入力してください。')
    expect(screen.getByRole('combobox', { name: 'プラン' })).toHaveAccessibleDescription(
      'プランを選んでください。',
    )
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true')
      expect(radio).toHaveAccessibleDescription('性別を選んでください。')
    }
    const checkbox = screen.getByRole('checkbox', { name: '規約に同意する' })
    expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    expect(checkbox).toHaveAccessibleDescription('同意してください。')
    for (const genre of [
      screen.getByRole('checkbox', { name: '映画' }),
      screen.getByRole('checkbox', { name: 'ドラマ' }),
    ]) {
      expect(genre).toHaveAttribute('aria-invalid', 'true')
      expect(genre).toHaveAccessibleDescription('1つ以上選んでください。')
    }
    expect(screen.getByRole('textbox', { name: /ニックネーム/ })).not.toHaveAttribute(
      'aria-invalid',
    )
  })

  it('mark the label 必須 or 任意 when the field has a requirement', async () => {
    await renderWithProviders(<Harness onValues={vi.fn()} />)
    const email = screen.getByRole('textbox', { name: 'メールアドレス 必須' })
    expect(email).toBeRequired()
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAttribute('autocomplete', 'username')
    expect(email).toHaveAttribute('autocapitalize', 'off')
    expect(email).toHaveAttribute('spellcheck', 'false')
    expect(screen.getByRole('textbox', { name: 'ニックネーム 任意' })).not.toBeRequired()
    expect(screen.getByRole('textbox', { name: '認証コード' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    )
  })

  it('keep what was typed into the server-rendered form before the JavaScript ran', async () => {
    const onValues = vi.fn()
    const i18n = await i18nFor('ja')
    const page = (
      <I18nProvider i18n={i18n}>
        <MantineProvider env="test">
          <Harness onValues={onValues} />
        </MantineProvider>
      </I18nProvider>
    )
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(page)
    const typed = container.querySelector<HTMLInputElement>('input[name="email"]')!
    typed.value = 'hanako@example.jp'
    container.querySelector<HTMLInputElement>('input[name="birthday"]')!.value = '1990/04/15'
    render(page, { container, hydrate: true })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('パスワード'), 'Sakura2026!')
    await user.click(screen.getByRole('button', { name: '送信' }))
    expect(screen.getByRole('textbox', { name: /メールアドレス/ })).toHaveValue('hanako@example.jp')
    expect(screen.getByRole('textbox', { name: /メールアドレス/ })).not.toHaveAttribute(
      'aria-invalid',
    )
    expect(screen.getByRole('textbox', { name: '生年月日' })).toHaveValue('1990/04/15')
  })
})

function PasswordForm({ action, onSent }: { action?: string; onSent?: () => void }) {
  const form = useForm({ defaultValues: { password: '' } })
  return (
    <FormShell form={form} onSubmit={form.handleSubmit(() => onSent?.())} action={action}>
      <FormPasswordField name="password" label="パスワード" autoComplete="current-password" />
      <SubmitButton pending={false}>送信</SubmitButton>
    </FormShell>
  )
}

/** The page as the server sends it, before any JavaScript has run. */
async function serverRendered(page: ReactNode) {
  const i18n = await i18nFor('ja')
  const app = (
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">{page}</MantineProvider>
    </I18nProvider>
  )
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(app)
  return { container, hydrate: () => render(app, { container, hydrate: true }) }
}

describe('FormShell', () => {
  it('never lets a native submit put a password in the URL: it posts, and a press before hydration is held until then', async () => {
    new Function(EARLY_PRESS_SCRIPT)()
    const onSent = vi.fn()
    const { container, hydrate } = await serverRendered(<PasswordForm onSent={onSent} />)
    const form = container.querySelector('form')!
    expect(form).toHaveAttribute('method', 'post')
    expect(form).not.toHaveAttribute('action')
    const submit = within(container).getByRole('button', { name: '送信' })
    expect(submit).toBeEnabled()
    const nativeSubmit = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', nativeSubmit)
    submit.click()
    expect(nativeSubmit).not.toHaveBeenCalled()
    expect(submit).toHaveAttribute('aria-busy', 'true')
    form.removeEventListener('submit', nativeSubmit)

    hydrate()
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce())
    expect(submit).not.toHaveAttribute('aria-busy')
  })

  it('lets a form with a route of its own be posted before hydration', async () => {
    const { container } = await serverRendered(<PasswordForm action="/login" />)
    expect(container.querySelector('form')).toHaveAttribute('method', 'post')
    expect(within(container).getByRole('button', { name: '送信' })).toBeEnabled()
  })

  it('leaves validation to the schema and never submits on the Enter of an IME conversion', async () => {
    const onValues = vi.fn()
    await renderWithProviders(<Harness onValues={onValues} />)
    const nickname = screen.getByRole('textbox', { name: /ニックネーム/ })
    expect(nickname.closest('form')).toHaveAttribute('novalidate')
    const enter = createEvent.keyDown(nickname, { key: 'Enter', isComposing: true })
    fireEvent(nickname, enter)
    expect(enter.defaultPrevented).toBe(true)
  })

  it('announces the form-level failure with its code, under the intro', async () => {
    await renderWithProviders(
      <Harness onValues={vi.fn()} failure={{ message: 'エラーが発生しました', code: 'E1' }} />,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('エラーが発生しました')
    expect(alert).toHaveTextContent('エラーコード: E1')
    expect(screen.getByRole('heading', { name: '会員情報' }).compareDocumentPosition(alert)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })
})
