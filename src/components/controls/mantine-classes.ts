/**
 * Mantine's own class names (Input, PasswordInput, ActionIcon, UnstyledButton, ComboboxChevron,
 * InlineInput, Checkbox, Radio, Button, Loader, Badge, Avatar), so that Mantine's stylesheet styles the
 * plain markup of these controls exactly as it styles its own components (docs/decisions/0018).
 * The build keeps the rules of every `m_…` class written in src/ (build/mantine-css.ts);
 * controls.test.tsx, components/button/button.test.tsx and components/avatar/avatar.test.tsx render Mantine's components beside ours
 * and fail when a Mantine upgrade changes this markup.
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

/** The layout of a checkbox or radio button beside its label (Mantine's InlineInput). */
export const INLINE_INPUT = {
  root: 'm_5f75b09e',
  body: 'm_5f6e695e',
  labelWrapper: 'm_d3ea56bb',
  label: 'm_8ee546b8',
  description: 'm_328f68c0',
  error: 'm_8e8a99cc',
} as const

export const CHECKBOX = {
  root: 'm_bf2d988c',
  inner: 'm_26062bec',
  input: 'm_26063560',
  icon: 'm_bf295423',
} as const

export const RADIO = {
  root: 'm_f3f1af94',
  inner: 'm_89c4f5e4',
  radio: 'm_8a3dbb89',
  icon: 'm_f3ed6b2b',
} as const

export const BUTTON = {
  root: 'm_77c9d27d',
  inner: 'm_80f1301b',
  label: 'm_811560b9',
  section: 'm_a74036a',
  loader: 'm_a25b86ee',
} as const

/** Mantine's Loader of type `oval`, the one a loading Button shows. */
export const LOADER = { root: 'm_5ae2e3c', oval: 'm_b34414df' } as const

export const BADGE = { root: 'm_347db0ec', dot: 'm_fbd81e3d', label: 'm_5add502a' } as const

export const AVATAR = {
  root: 'm_f85678b6',
  image: 'm_11f8ac07',
  placeholder: 'm_104cd71f',
} as const
