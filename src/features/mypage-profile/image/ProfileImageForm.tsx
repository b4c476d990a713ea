import { useLingui } from '@lingui/react/macro'
import { FileButton, Group, Input, Stack, Text, Title } from '@mantine/core'
import { Avatar } from '~/components/avatar/Avatar'
import { useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { MypageProfileEditScreenData } from '~generated/api/model'
import { postAccountProfileImage } from '~generated/api/mypage-profile/mypage-profile'
import { RequirementLabel } from '~/components/form/RequirementLabel'
import { FormFieldBox } from '~/components/form/FormFieldBox'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { messageId } from '~/lib/forms/messages'
import { PROFILE_IMAGE_SIZE, PROFILE_IMAGE_TYPES } from '~/lib/rules/profile-image'
import { useImageChoice } from './use-image-choice'
import { Button } from '~/components/button/Button'

interface ProfileImageInput {
  /** The image to save (a data URL), the current one's address, or null for none. */
  profileImage: string | null
}

export interface ProfileImageFormProps {
  /** The screen's data (the same object on every render: the deferred form is memoised). */
  data: MypageProfileEditScreenData
}

/**
 * The profile image (spec 02 §2 "Profile image", §5; ProfileImagePage): choose a JPEG, PNG or GIF
 * — shown as it will be saved, centre-cropped and 200 × 200 px — or remove the current image,
 * then save.
 */
export function ProfileImageForm({ data }: ProfileImageFormProps) {
  const { t } = useLingui()
  const form = useForm<ProfileImageInput>({
    defaultValues: { profileImage: data.profileImageUrl },
  })
  const { submit, failure, pending, retryAt } = useFormSubmit(
    form,
    ({ profileImage }) => postAccountProfileImage({ profileImage }),
    { fields: ['profileImage'], next: '/mypage/profile/edit/complete' },
  )
  const { prepare, preparing } = useImageChoice()
  const resetFileInput = useRef<() => void>(null)
  const size = PROFILE_IMAGE_SIZE
  const image = useWatch({ control: form.control, name: 'profileImage' })

  const choose = async (file: File | null) => {
    resetFileInput.current?.()
    if (!file) return
    const choice = await prepare(file)
    if ('problem' in choice) {
      form.setError('profileImage', { message: messageId(choice.problem) }, { shouldFocus: true })
      return
    }
    form.clearErrors('profileImage')
    form.setValue('profileImage', choice.image, { shouldDirty: true })
  }
  const remove = () => {
    form.clearErrors('profileImage')
    form.setValue('profileImage', null, { shouldDirty: true })
  }

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      gap="lg"
      intro={
        <>
          <Title order={1}>{t`プロフィール画像`}</Title>
          <Text>
            {t`JPEG、PNG、GIF形式の画像（10MBまで）を選択してください。画像の中央を正方形に切り抜き、${size}×${size}ピクセルに縮小して保存します。`}
          </Text>
        </>
      }
    >
      <Input.Wrapper label={<RequirementLabel label={t`画像`} required={false} />}>
        <FormFieldBox control={form.control} name="profileImage" label={t`画像`}>
          <Stack align="center" gap="md" mt="sm">
            <Avatar
              src={image}
              size={size}
              radius={size}
              alt={image ? t`プロフィール画像` : undefined}
            />
            <Group justify="center">
              <FileButton
                accept={PROFILE_IMAGE_TYPES.join(',')}
                onChange={(file) => void choose(file)}
                resetRef={resetFileInput}
              >
                {(props) => (
                  <Button {...props} variant="default" loading={preparing}>
                    {t`画像を選択`}
                  </Button>
                )}
              </FileButton>
              {image && (
                <Button variant="subtle" color="red" onClick={remove}>
                  {t`画像を削除`}
                </Button>
              )}
            </Group>
          </Stack>
        </FormFieldBox>
      </Input.Wrapper>
      <SubmitButton
        pending={pending}
        retryAt={retryAt}
        disabled={!form.formState.isDirty || preparing}
      >
        {t`保存する`}
      </SubmitButton>
    </FormShell>
  )
}
