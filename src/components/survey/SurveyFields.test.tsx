import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { SurveyAnswer } from '~generated/api/model'
import { everyTypeSurvey } from '~tests/fixtures/survey'
import { renderWithProviders } from '~tests/setup/render'
import { FormShell } from '../form/FormShell'
import { SurveyFields } from './SurveyFields'
import { surveyAnswers, surveyDefaultValues, surveySchema, type WithSurvey } from './survey-schema'

function Harness({
  onAnswers,
  held,
}: {
  onAnswers: (answers: SurveyAnswer[]) => void
  held?: SurveyAnswer[]
}) {
  const { i18n } = useLingui()
  const form = useForm<WithSurvey>({
    resolver: zodResolver(z.object({ survey: surveySchema(everyTypeSurvey, i18n) })),
    defaultValues: { survey: surveyDefaultValues(everyTypeSurvey, held) },
  })
  return (
    <FormShell
      form={form}
      onSubmit={form.handleSubmit((values) =>
        onAnswers(surveyAnswers(everyTypeSurvey, values.survey)),
      )}
    >
      <SurveyFields survey={everyTypeSurvey} />
      <button type="submit">送信</button>
    </FormShell>
  )
}

describe('SurveyFields', () => {
  it('draws every question type with its title, description and requirement', async () => {
    await renderWithProviders(<Harness onAnswers={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'サービス改善アンケート' })).toBeInTheDocument()
    const postal = screen.getByRole('textbox', { name: 'お住まいの郵便番号 必須' })
    expect(postal).toHaveAccessibleDescription('ハイフンなしの半角数字7桁で入力してください。')
    expect(screen.getByRole('textbox', { name: 'ご意見・ご要望 任意' }).tagName).toBe('TEXTAREA')
    expect(screen.getAllByRole('radio')).toHaveLength(3)
    expect(screen.getAllByRole('checkbox')).toHaveLength(5)
    expect(screen.getByRole('combobox', { name: '主に視聴する端末 必須' })).toHaveValue('')
    const date = screen.getByLabelText('ご利用開始日 任意')
    expect(date).toHaveAttribute('type', 'date')
    expect(date).toHaveAttribute('max', '9999-12-31')
    expect(screen.getByLabelText('よく視聴する時間帯 任意')).toHaveAttribute('type', 'time')
  })

  it(
    'shows each rule on its question, then hands the answers on',
    { timeout: 20_000 },
    async () => {
      const onAnswers = vi.fn()
      await renderWithProviders(<Harness onAnswers={onAnswers} />)
      const user = userEvent.setup()
      await user.click(screen.getByRole('button', { name: '送信' }))
      expect(onAnswers).not.toHaveBeenCalled()
      const postal = screen.getByRole('textbox', { name: 'お住まいの郵便番号 必須' })
      expect(postal).toHaveAccessibleDescription(/入力してください。/)
      expect(screen.getByRole('checkbox', { name: '映画' })).toHaveAccessibleDescription(
        '選択してください。',
      )

      await user.type(postal, '150-0002')
      await user.click(screen.getByRole('radio', { name: '週に数回' }))
      await user.click(screen.getByRole('checkbox', { name: 'アニメ' }))
      await user.selectOptions(
        screen.getByRole('combobox', { name: '主に視聴する端末 必須' }),
        'テレビ',
      )
      fireEvent.change(screen.getByLabelText('よく視聴する時間帯 任意'), {
        target: { value: '21:30' },
      })
      await user.click(screen.getByRole('button', { name: '送信' }))
      expect(postal).toHaveAccessibleDescription(/入力形式が正しくありません。/)
      expect(screen.getByRole('checkbox', { name: '映画' })).toHaveAccessibleDescription(
        '2個以上選択してください。',
      )

      await user.clear(postal)
      await user.type(postal, ' 1500002 ')
      await user.click(screen.getByRole('checkbox', { name: '映画' }))
      await user.click(screen.getByRole('button', { name: '送信' }))
      expect(onAnswers).toHaveBeenCalledWith([
        { questionId: 'sq_text', answer: '1500002' },
        { questionId: 'sq_textarea', answer: '' },
        { questionId: 'sq_radio', answer: '週に数回' },
        { questionId: 'sq_checkbox', answer: ['映画', 'アニメ'] },
        { questionId: 'sq_select', answer: 'テレビ' },
        { questionId: 'sq_date', answer: '' },
        { questionId: 'sq_time', answer: '21:30' },
      ])
    },
  )

  it('refills held answers', async () => {
    await renderWithProviders(
      <Harness
        onAnswers={vi.fn()}
        held={[
          { questionId: 'sq_text', answer: '1500002' },
          { questionId: 'sq_checkbox', answer: ['ドラマ', 'スポーツ'] },
        ]}
      />,
    )
    expect(screen.getByRole('textbox', { name: 'お住まいの郵便番号 必須' })).toHaveValue('1500002')
    expect(screen.getByRole('checkbox', { name: 'ドラマ' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'スポーツ' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: '映画' })).not.toBeChecked()
  })

  it('draws nothing without a survey', async () => {
    const { container } = await renderWithProviders(
      <SurveyFields survey={{ surveyName: 'x', questions: [] }} />,
    )
    expect(container.querySelector('section')).toBeNull()
  })
})
