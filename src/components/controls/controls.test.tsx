import {
  Checkbox,
  createTheme,
  DEFAULT_THEME,
  Input,
  MantineProvider,
  NativeSelect,
  PasswordInput,
  Radio,
  Textarea,
  TextInput,
} from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { shape } from '~tests/setup/markup-shape'
import { CheckBox, RadioButton } from './ChoiceBox'
import { ChoiceGroupFrame } from './ChoiceGroupFrame'
import { FieldError, InputBox } from './InputFrame'
import { PasswordBox } from './PasswordBox'
import { SelectBox } from './SelectBox'
import { TextareaBox } from './TextareaBox'
import { TextBox } from './TextBox'

/** The app's theme in what these controls depend on: the primary palette is `brand`. */
const theme = createTheme({ primaryColor: 'brand', colors: { brand: DEFAULT_THEME.colors.blue } })

function markup(element: ReactElement): unknown {
  const container = document.createElement('div')
  container.innerHTML = renderToStaticMarkup(
    <MantineProvider theme={theme}>{element}</MantineProvider>,
  )
  // Mantine's checkbox group adds a hidden input of the ticked values, without a name here: it
  // is never sent, and ours leaves it out.
  container.querySelectorAll('input[type="hidden"]:not([name])').forEach((input) => input.remove())
  return shape(container.querySelector('div')!)
}

const noop = () => {}

describe('TextBox renders what Mantine TextInput renders', () => {
  const cases = {
    'label only': { label: 'メールアドレス', type: 'email', required: true, name: 'email' },
    'description and error': {
      label: '郵便番号',
      description: 'ハイフンなし',
      error: '入力してください。',
    },
    'error only': { label: 'ニックネーム', error: '入力してください。', maxLength: 20 },
    'no label': { 'aria-label': 'コード', inputMode: 'numeric' as const },
    'right section, wider, md': {
      label: 'カード番号',
      rightSection: <span>VISA</span>,
      rightSectionWidth: 140,
      size: 'md' as const,
      placeholder: '1234',
    },
    disabled: { label: 'ログインID', disabled: true },
    'in a container': {
      label: '郵便番号',
      inputContainer: (box: ReactNode) => (
        <div className="row">
          {box}
          <button type="button">住所を検索</button>
        </div>
      ),
    },
    'class and style on the root': { label: 'コード', className: 'narrow', style: { width: 100 } },
  }
  for (const [name, props] of Object.entries(cases)) {
    it(name, () => {
      expect(markup(<TextBox {...props} value="x" onChange={noop} />)).toEqual(
        markup(<TextInput withAsterisk={false} {...props} value="x" onChange={noop} />),
      )
    })
  }
})

describe('PasswordBox renders what Mantine PasswordInput renders', () => {
  const cases = {
    'label only': { label: 'パスワード', autoComplete: 'current-password', required: true },
    'description and error': {
      label: '新しいパスワード',
      description: '8文字以上',
      error: '入力してください。',
      autoComplete: 'new-password',
    },
    disabled: { label: 'パスワード', disabled: true, autoComplete: 'new-password' },
  }
  for (const [name, props] of Object.entries(cases)) {
    it(name, () => {
      expect(
        markup(<PasswordBox toggleLabel="パスワードを表示" {...props} value="" onChange={noop} />),
      ).toEqual(
        markup(
          <PasswordInput
            withAsterisk={false}
            aria-invalid={'error' in props ? true : undefined}
            visibilityToggleButtonProps={{ 'aria-label': 'パスワードを表示' }}
            {...props}
            value=""
            onChange={noop}
          />,
        ),
      )
    })
  }

  it('shows and hides the password by pointer and keyboard, keeping the focus in the field', () => {
    render(<PasswordBox label="パスワード" toggleLabel="パスワードを表示" defaultValue="secret" />)
    const field = screen.getByLabelText('パスワード')
    const toggle = screen.getByRole('button', { name: 'パスワードを表示' })
    field.focus()
    expect(fireEvent.mouseDown(toggle)).toBe(false)
    expect(field).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(field).toHaveFocus()
    fireEvent.keyDown(toggle, { key: 'Enter' })
    expect(field).toHaveAttribute('type', 'password')
    expect(toggle).toHaveAttribute('tabindex', '-1')
  })
})

describe('SelectBox renders what Mantine NativeSelect renders', () => {
  const cases = {
    'label only': { label: '都道府県', autoComplete: 'address-level1' },
    'description and error': { label: '性別', description: '任意', error: '選択してください。' },
    disabled: { label: '国', disabled: true },
  }
  for (const [name, props] of Object.entries(cases)) {
    it(name, () => {
      const options = [
        <option key="" value="">
          選択してください
        </option>,
        <option key="13" value="13">
          東京都
        </option>,
      ]
      expect(
        markup(
          <SelectBox {...props} value="13" onChange={noop}>
            {options}
          </SelectBox>,
        ),
      ).toEqual(
        markup(
          <NativeSelect withAsterisk={false} {...props} value="13" onChange={noop}>
            {options}
          </NativeSelect>,
        ),
      )
    })
  }
})

describe('TextareaBox renders what Mantine Textarea renders', () => {
  const cases = {
    'label only': { label: 'ご意見', rows: 4 },
    'description and error': {
      label: 'ご意見',
      description: '500文字まで',
      error: '入力してください。',
    },
  }
  for (const [name, props] of Object.entries(cases)) {
    it(name, () => {
      expect(markup(<TextareaBox {...props} value="" onChange={noop} />)).toEqual(
        markup(<Textarea withAsterisk={false} {...props} value="" onChange={noop} />),
      )
    })
  }
})

describe('CheckBox and RadioButton render what Mantine Checkbox and Radio render', () => {
  const cases = {
    checked: { label: '同意する', checked: true, name: 'agreed' },
    'with error': {
      label: '同意する',
      checked: false,
      error: '同意してください。',
      'aria-invalid': true,
    },
    'described, disabled': {
      label: 'メール（必須）',
      description: '連絡先',
      checked: true,
      disabled: true,
    },
    'described by the group': {
      label: '映画',
      value: 'movie',
      checked: false,
      'aria-describedby': 'g-error',
    },
  }
  for (const [name, props] of Object.entries(cases)) {
    it(`checkbox: ${name}`, () => {
      expect(markup(<CheckBox {...props} onChange={noop} />)).toEqual(
        markup(<Checkbox {...props} onChange={noop} />),
      )
    })
    it(`radio: ${name}`, () => {
      expect(markup(<RadioButton {...props} onChange={noop} />)).toEqual(
        markup(<Radio {...props} onChange={noop} />),
      )
    })
  }

  it('a read-only checkbox ignores clicks', () => {
    let changes = 0
    render(<CheckBox label="必須" checked readOnly onChange={() => changes++} />)
    fireEvent.click(screen.getByRole('checkbox', { name: '必須' }))
    expect(changes).toBe(0)
  })
})

describe('ChoiceGroupFrame renders what Mantine Checkbox.Group and Radio.Group render', () => {
  const choices = (Choice: typeof CheckBox | typeof Checkbox) => (
    <div className="choices">
      <Choice value="a" label="A" checked onChange={noop} />
      <Choice value="b" label="B" checked={false} onChange={noop} />
    </div>
  )
  it('checkbox group with an error', () => {
    expect(
      markup(
        <ChoiceGroupFrame
          kind="CheckboxGroup"
          id="genres"
          label="好きなジャンル"
          error="選んでください。"
        >
          {choices(CheckBox)}
        </ChoiceGroupFrame>,
      ),
    ).toEqual(
      markup(
        <Checkbox.Group
          id="genres"
          label="好きなジャンル"
          error="選んでください。"
          withAsterisk={false}
          value={['a']}
        >
          {choices(Checkbox)}
        </Checkbox.Group>,
      ),
    )
  })
  it('radio group with a description', () => {
    const radios = (
      <div>
        <RadioButton name="sex" value="1" label="男性" checked onChange={noop} />
      </div>
    )
    expect(
      markup(
        <ChoiceGroupFrame kind="RadioGroup" id="sex" label="性別" description="任意">
          {radios}
        </ChoiceGroupFrame>,
      ),
    ).toEqual(
      markup(
        <Radio.Group id="sex" label="性別" description="任意" withAsterisk={false} value="1">
          <div>
            <Radio name="sex" value="1" label="男性" checked onChange={noop} />
          </div>
        </Radio.Group>,
      ),
    )
  })
})

describe('a bare box and a lone error render what Mantine Input and Input.Error render', () => {
  it('a box with an error', () => {
    expect(
      markup(
        <InputBox kind="Input" error>
          <input
            className="box m_8fb7ebe7 mantine-Input-input"
            data-variant="default"
            data-error
            aria-label="1桁目"
            aria-invalid
            value="1"
            onChange={noop}
          />
        </InputBox>,
      ),
    ).toEqual(
      markup(
        <Input
          classNames={{ input: 'box' }}
          error
          aria-label="1桁目"
          aria-invalid
          value="1"
          onChange={noop}
        />,
      ),
    )
  })
  it('an error', () => {
    const wrap = (error: ReactElement) => <div>{error}</div>
    expect(
      markup(
        wrap(
          <FieldError id="pin-error" role="alert">
            入力してください。
          </FieldError>,
        ),
      ),
    ).toEqual(
      markup(
        wrap(
          <Input.Error id="pin-error" role="alert">
            入力してください。
          </Input.Error>,
        ),
      ),
    )
  })
})
