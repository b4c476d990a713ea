/**
 * Mantine's own class names for its Input family (Input.module.css, PasswordInput.module.css,
 * ActionIcon, UnstyledButton, ComboboxChevron), so that Mantine's stylesheet styles the plain
 * markup of the boxes here exactly as it styles TextInput, PasswordInput, NativeSelect and
 * Textarea (docs/decisions/0018). The build
 * keeps the rules of every `m_…` class written in src/ (scripts/lib/mantine-css.ts);
 * controls.test.tsx renders Mantine's components beside ours and fails when a Mantine upgrade
 * changes this markup.
 */
export const INPUT = {
  root: 'm_46b77525',
  label: 'm_8fdc1311',
  description: 'm_fe47ce59',
  error: 'm_8f816625',
  wrapper: 'm_6c018570',
  input: 'm_8fb7ebe7',
  section: 'm_82577fc2',
} as const

export const PASSWORD_INPUT = {
  root: 'm_f61ca620',
  input: 'm_ccf8da4c',
  innerInput: 'm_f2d85dd2',
  visibilityToggle: 'm_b1072d44',
} as const

export const ACTION_ICON = { root: 'm_8d3f4000', icon: 'm_8d3afb97' } as const
export const UNSTYLED_BUTTON = { root: 'm_87cf2631' } as const
export const COMBOBOX = { chevron: 'm_2943220b' } as const
