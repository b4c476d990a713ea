import { zodResolver } from '@hookform/resolvers/zod'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import type { AccountRegistrationSetting, Profile } from '~generated/api/model'
import { initialProfileInput, type ProfileFormInput } from '~/lib/rules/profile/profile-input'
import { toProfile } from '~/lib/rules/profile/profile-payload'
import { profileFormSchema } from '~/lib/rules/profile/profile-schema'
import { ProfileFormFields } from './ProfileFormFields'
import { everyFieldSetting, hanakoProfile } from '~tests/fixtures/profile'
import { renderWithProviders } from '~tests/setup/render'

/** A form of the profile alone, as My Page's basic info will be. */
function ProfileForm(props: {
  setting: AccountRegistrationSetting
  profile: Profile | null
  onSend: (profile: Profile) => void
}) {
  const { setting } = props
  const form = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema(setting)),
    defaultValues: initialProfileInput(setting.customAssociatedInfo, props.profile),
  })
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((input) => props.onSend(toProfile(input, setting)))(event)
        }
      >
        <ProfileFormFields
          setting={setting}
          countries={[{ code: 'JP', nameEn: 'Japan', nameJa: '日本' }]}
        />
        <button type="submit">確認</button>
      </form>
    </FormProvider>
  )
}

const setting: AccountRegistrationSetting = {
  ...everyFieldSetting,
  fields: {
    ...everyFieldSetting.fields,
    name: 'NOT_USE',
    nameKana: 'NOT_USE',
    familyAndGivenName: 'REQUIRED',
  },
  genderInputType: 'Radio',
  disallowUnknownGender: true,
}

describe('ProfileFormFields', () => {
  it("shows the member's values, each field 必須 or 任意 per the setting, NOT_USE ones not at all", async () => {
    await renderWithProviders(
      <ProfileForm setting={setting} profile={hanakoProfile} onSend={vi.fn()} />,
    )
    expect(screen.getByRole('textbox', { name: '姓 必須' })).toHaveValue('山田')
    expect(screen.getByRole('textbox', { name: 'ニックネーム 任意' })).toHaveValue('はなこ')
    expect(screen.getByRole('combobox', { name: '都道府県 任意' })).toHaveValue('13')
    expect(screen.getByRole('checkbox', { name: 'ドラマ' })).toBeChecked()
    expect(screen.queryByRole('textbox', { name: /^氏名/ })).not.toBeInTheDocument()
  })

  it('offers sex as radio buttons or a select per the setting, 回答しない only when allowed', async () => {
    const { unmount } = await renderWithProviders(
      <ProfileForm setting={setting} profile={null} onSend={vi.fn()} />,
    )
    const radios = within(screen.getByRole('radiogroup', { name: '性別 任意' }))
    expect(radios.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '9',
    ])
    unmount()
    const selecting = {
      ...setting,
      genderInputType: 'Select',
      disallowUnknownGender: false,
    } as const
    await renderWithProviders(<ProfileForm setting={selecting} profile={null} onSend={vi.fn()} />)
    const select = screen.getByRole('combobox', { name: '性別 任意' })
    expect(within(select).getByRole('option', { name: '回答しない' })).toHaveValue('0')
  })

  it('keeps a REQUIRED field left empty from being sent, then sends empty inputs as null', async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    await renderWithProviders(
      <ProfileForm setting={setting} profile={hanakoProfile} onSend={onSend} />,
    )
    const familyName = screen.getByRole('textbox', { name: '姓 必須' })
    await user.clear(familyName)
    await user.clear(screen.getByRole('textbox', { name: 'ニックネーム 任意' }))
    await user.click(screen.getByRole('button', { name: '確認' }))
    expect(await screen.findByText('入力してください。')).toBeInTheDocument()
    expect(familyName).toHaveAttribute('aria-invalid', 'true')
    expect(familyName).toHaveFocus()
    expect(onSend).not.toHaveBeenCalled()

    await user.type(familyName, ' 山田 ')
    await user.click(screen.getByRole('button', { name: '確認' }))
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce())
    expect(onSend.mock.calls[0]![0]).toMatchObject({
      name: null,
      familyName: '山田',
      nickname: null,
      prefecture: 13,
      customAssociatedInfo: [
        { id: 'favorite_genre', value: ['drama'] },
        { id: 'how_did_you_know', value: '友人の紹介' },
        { id: 'accept_dm', value: 'false' },
      ],
    })
  })
})
