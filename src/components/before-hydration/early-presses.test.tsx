import { beforeAll, describe, expect, it, vi } from 'vitest'
import { AWAITING_CODE_ATTRIBUTE, EARLY_PRESS_SCRIPT, replayHeldPresses } from './early-presses'

/** A form as the server renders it: its code not run yet (awaiting) or hydrated. */
function serverForm({ awaiting, action }: { awaiting: boolean; action?: string }) {
  const form = document.body.appendChild(document.createElement('form'))
  form.method = 'post'
  if (action) form.action = action
  if (awaiting) form.setAttribute(AWAITING_CODE_ATTRIBUTE, '')
  form.innerHTML = `
    <input name="email" value="hanako@example.jp" required>
    <label><input type="checkbox" name="agreed"> 同意する</label>
    <button type="button">表示</button>
    <button type="submit"><span>送信</span></button>`
  const submitted = vi.fn((event: Event) => event.preventDefault())
  form.addEventListener('submit', submitted)
  return {
    form,
    submitted,
    submit: form.querySelector<HTMLButtonElement>('button[type="submit"]')!,
    plain: form.querySelector<HTMLButtonElement>('button[type="button"]')!,
    checkbox: form.querySelector<HTMLInputElement>('input[type="checkbox"]')!,
  }
}

beforeAll(() => {
  // As the document's head runs it, before anything else.
  new Function(EARLY_PRESS_SCRIPT)()
})

describe('EARLY_PRESS_SCRIPT', () => {
  it('holds a press of a form awaiting its code, shown busy, instead of posting it natively', () => {
    const { submit, submitted } = serverForm({ awaiting: true })
    submit.querySelector('span')!.click()
    expect(submitted).not.toHaveBeenCalled()
    expect(submit).toHaveAttribute('data-held-press')
    expect(submit).toHaveAttribute('aria-busy', 'true')
  })

  it('lets a checkbox answer at once', () => {
    const { checkbox } = serverForm({ awaiting: true })
    checkbox.click()
    expect(checkbox).toBeChecked()
    expect(checkbox).not.toHaveAttribute('data-held-press')
  })

  it('lets a form with an action, filled as the browser asks, post natively', () => {
    const { submit, submitted } = serverForm({ awaiting: true, action: '/login' })
    submit.click()
    expect(submitted).toHaveBeenCalledOnce()
    expect(submit).not.toHaveAttribute('data-held-press')
  })

  it("holds the submit of a form with an action that the browser refuses, for the form's own checks", () => {
    const { form, submit, submitted } = serverForm({ awaiting: true, action: '/login' })
    form.querySelector('input')!.value = ''
    const refused = vi.fn()
    form.querySelector('input')!.addEventListener('invalid', refused)
    submit.click()
    expect(refused).toHaveBeenCalled() // the browser's own message, meanwhile
    expect(submitted).not.toHaveBeenCalled()
    expect(submit).toHaveAttribute('data-held-press')
  })

  it('holds a press of a plain button in a part awaiting its code (the account menu)', () => {
    const part = document.body.appendChild(document.createElement('div'))
    part.setAttribute(AWAITING_CODE_ATTRIBUTE, '')
    part.innerHTML = '<button type="button"><span>メニュー</span></button>'
    const button = part.querySelector('button')!
    const opened = vi.fn()
    button.addEventListener('click', (event) => event.defaultPrevented || opened())
    button.querySelector('span')!.click()
    expect(opened).not.toHaveBeenCalled()
    expect(button).toHaveAttribute('data-held-press')
    part.removeAttribute(AWAITING_CODE_ATTRIBUTE)
    replayHeldPresses(part)
    expect(opened).toHaveBeenCalledOnce()
    expect(button).not.toHaveAttribute('data-held-press')
  })

  it('leaves a hydrated form alone', () => {
    const { submit, submitted } = serverForm({ awaiting: false })
    submit.click()
    expect(submitted).toHaveBeenCalledOnce()
    expect(submit).not.toHaveAttribute('data-held-press')
  })
})

describe('replayHeldPresses', () => {
  it('makes each held press once, in order, and clears its mark', () => {
    const { form, submit, plain, submitted } = serverForm({ awaiting: true })
    const pressed: string[] = []
    // What the form's code does with a press it sees (a held one is stopped).
    plain.addEventListener('click', (event) => event.defaultPrevented || pressed.push('plain'))
    plain.click()
    submit.click()
    submit.click()
    form.removeAttribute(AWAITING_CODE_ATTRIBUTE)
    replayHeldPresses(form)
    expect(pressed).toEqual(['plain'])
    expect(submitted).toHaveBeenCalledOnce()
    expect(submit).not.toHaveAttribute('data-held-press')
    expect(submit).not.toHaveAttribute('aria-busy')
  })

  it('does not submit by a button the hydrated form disables (a rule of the spec)', () => {
    const { form, submit, submitted } = serverForm({ awaiting: true })
    submit.click()
    form.removeAttribute(AWAITING_CODE_ATTRIBUTE)
    submit.disabled = true
    replayHeldPresses(form)
    expect(submitted).not.toHaveBeenCalled()
  })
})
