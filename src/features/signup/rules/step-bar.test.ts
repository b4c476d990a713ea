import { describe, expect, it } from 'vitest'
import { stepBarItems } from './step-bar'

const threeSteps = [
  { key: 'email', label: 'メールアドレス認証' },
  { key: 'form', label: '会員情報入力' },
  { key: 'complete', label: '登録完了' },
] as const

describe('stepBarItems', () => {
  it('marks the steps before the current one done and the rest upcoming (3 steps by default)', () => {
    expect(
      stepBarItems({ steps: [...threeSteps], currentStep: 2 }).map((step) => step.status),
    ).toEqual(['done', 'current', 'upcoming'])
  })
  it('draws the extra steps the flow adds (policy first, plan last)', () => {
    const steps = [
      { key: 'policy', label: '規約への同意' } as const,
      ...threeSteps,
      { key: 'plan', label: 'プラン選択' } as const,
    ]
    const items = stepBarItems({ steps, currentStep: 1 })
    expect(items).toHaveLength(5)
    expect(items[0]).toEqual({
      key: 'policy',
      label: '規約への同意',
      position: 1,
      status: 'current',
    })
  })
  it('keeps an out-of-range current step inside the bar', () => {
    expect(stepBarItems({ steps: [...threeSteps], currentStep: 9 }).at(-1)?.status).toBe('current')
    expect(stepBarItems({ steps: [...threeSteps], currentStep: 0 })[0]?.status).toBe('current')
  })
})
