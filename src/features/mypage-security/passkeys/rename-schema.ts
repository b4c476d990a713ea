import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { messageId } from '~/lib/forms/messages'
import { PASSKEY_NAME_MAX_LENGTH } from './passkey-list'

/** A passkey's new name: 1 to 50 characters once trimmed. */
export const renamePasskeySchema = () =>
  z.object({
    name: z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.trim()),
      ),
      z
        .string()
        .check(
          z.minLength(1, messageId(msg`パスキーの名前を入力してください。`)),
          z.maxLength(
            PASSKEY_NAME_MAX_LENGTH,
            messageId(msg`パスキーの名前は50文字以内で入力してください。`),
          ),
        ),
    ),
  })
