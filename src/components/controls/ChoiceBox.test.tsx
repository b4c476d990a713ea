import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { CheckBox, RadioButton } from './ChoiceBox'

/** Two choices and what the page's state holds of them. */
function Choices({ initialPlan, initialAgreed }: { initialPlan: string; initialAgreed: boolean }) {
  const [plan, setPlan] = useState(initialPlan)
  const [agreed, setAgreed] = useState(initialAgreed)
  return (
    <div>
      {['basic', 'premium'].map((value) => (
        <RadioButton
          key={value}
          name="plan"
          value={value}
          label={value}
          checked={plan === value}
          onChange={() => setPlan(value)}
        />
      ))}
      <CheckBox
        label="agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
      />
      <output>{`${plan || 'none'} ${agreed ? 'agreed' : 'not agreed'}`}</output>
    </div>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** The server's HTML, used by the visitor before hydration, then hydrated. */
async function hydrateAfter(
  props: { initialPlan: string; initialAgreed: boolean },
  interact: (page: HTMLElement) => void,
) {
  const page = document.body.appendChild(document.createElement('div'))
  page.innerHTML = renderToString(<Choices {...props} />)
  interact(page)
  await act(async () => {
    root = hydrateRoot(page, <Choices {...props} />)
  })
  await act(() => new Promise((resolve) => setTimeout(resolve)))
  return page
}

const radio = (page: HTMLElement, value: string) =>
  page.querySelector<HTMLInputElement>(`input[value="${value}"]`)!
const checkbox = (page: HTMLElement) =>
  page.querySelector<HTMLInputElement>('input[type="checkbox"]')!

describe('a choice made before the page hydrated', () => {
  it('reaches the state: a radio button turned on, a checkbox ticked', async () => {
    const page = await hydrateAfter({ initialPlan: '', initialAgreed: false }, (server) => {
      radio(server, 'premium').click()
      checkbox(server).click()
    })
    expect(page.querySelector('output')).toHaveTextContent('premium agreed')
    expect(radio(page, 'premium').checked).toBe(true)
    expect(radio(page, 'basic').checked).toBe(false)
    expect(checkbox(page).checked).toBe(true)
  })

  it('reaches the state: another radio button than the chosen one, a checkbox unticked', async () => {
    const page = await hydrateAfter({ initialPlan: 'basic', initialAgreed: true }, (server) => {
      radio(server, 'premium').click()
      checkbox(server).click()
    })
    expect(page.querySelector('output')).toHaveTextContent('premium not agreed')
    expect(radio(page, 'premium').checked).toBe(true)
    expect(radio(page, 'basic').checked).toBe(false)
  })

  it('leaves choices the visitor did not touch as rendered', async () => {
    const page = await hydrateAfter({ initialPlan: 'basic', initialAgreed: true }, () => {})
    expect(page.querySelector('output')).toHaveTextContent('basic agreed')
    expect(radio(page, 'basic').checked).toBe(true)
  })
})
