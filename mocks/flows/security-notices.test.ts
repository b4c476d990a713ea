import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import {
  lastMessage,
  MockBrowser,
  type OutboxEntry,
  outbox,
  resetMock,
  setClock,
  signedInBrowser,
} from '../testing/client'
import { SoftwareAuthenticator } from '../testing/software-authenticator'

const NOTICE_PURPOSES = [
  'newDeviceSignIn',
  'passwordChanged',
  'emailChanged',
  'multiFactorChanged',
  'passkeyChanged',
]
const notices = async (): Promise<OutboxEntry[]> =>
  (await outbox()).filter((message) => NOTICE_PURPOSES.includes(message.purpose))

/** 10:00 in Japan, as the notices write the mock clock. */
const NOW = new Date('2026-11-22T01:00:00Z')
const WHEN = '日時: 2026年11月22日 10:00'
const FROM = ['デバイス: Windows / Chrome 142', 'IPアドレス: 203.0.113.24']
const SIGN_OUT_ADVICE =
  'お心当たりのない場合は、第三者にログインされているおそれがあります。以下の「ログイン中のデバイス」で心当たりのないデバイスをログアウトし、パスワードを変更してください。\n/mypage/sessions'
const RESET_ADVICE =
  'お心当たりのない場合は、第三者にログインされているおそれがあります。以下のページからパスワードを再設定してください。\n/password/forgot'

/** The whole body of a notice: what happened, when and from where, and what to do. */
const body = (what: string, advice: string) => [what, '', WHEN, ...FROM, '', advice].join('\n')

const signInByPassword = (browser: MockBrowser) =>
  browser.post('/login', {
    loginMethodType: 'Email',
    value: FIXTURE_EMAILS.standard,
    password: FIXTURE_PASSWORDS.standard,
  })

describe('security notices (issue 34)', () => {
  beforeEach(async () => {
    await resetMock()
    await setClock(NOW)
  })
  afterEach(() => setClock(null))

  it('tells the member of a sign-in from a browser they have not signed in from, once per browser', async () => {
    const browser = new MockBrowser()
    expect((await signInByPassword(browser)).status).toBe(200)
    expect(await notices()).toEqual([
      {
        to: FIXTURE_EMAILS.standard,
        channel: 'email',
        purpose: 'newDeviceSignIn',
        subject: '【シネマストリーム】新しいデバイスからのログインがありました',
        body: body(
          'お使いのアカウントに、これまでにログインのなかったデバイスからログインがありました。',
          SIGN_OUT_ADVICE,
        ),
        link: '/mypage/sessions',
        sentAt: '2026-11-22T10:00:00+09:00',
      },
    ])

    // The same browser again (its login_alert_id kept over the sign-out): a known device.
    await browser.post('/logout')
    expect((await signInByPassword(browser)).status).toBe(200)
    expect(await notices()).toHaveLength(1)

    // Another browser, and the first browser for another member: new devices.
    const iphone = new MockBrowser()
    iphone.userAgent =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
    expect((await signInByPassword(iphone)).status).toBe(200)
    await browser.post('/logout')
    await browser.post('/login', {
      loginMethodType: 'Email',
      value: FIXTURE_EMAILS.noContract,
      password: FIXTURE_PASSWORDS.noContract,
    })
    const [, fromIphone, other] = await notices()
    expect(fromIphone.body).toContain('デバイス: iPhone / Safari 18')
    expect([other.to, other.purpose]).toEqual([FIXTURE_EMAILS.noContract, 'newDeviceSignIn'])
  })

  it('also after the second factor, and points to the password reset when the sessions page is off', async () => {
    await resetMock('active-sessions-off')
    await setClock(NOW)
    const browser = new MockBrowser()
    await browser.post('/login', {
      loginMethodType: 'Email',
      value: FIXTURE_EMAILS.multiFactor,
      password: FIXTURE_PASSWORDS.multiFactor,
    })
    expect(await notices()).toEqual([])
    await browser.get('/zapi/internal/login/multi-factor/email/screen-data')
    const code = (await lastMessage(FIXTURE_EMAILS.multiFactor, 'multiFactorEmail'))?.code
    const passed = await browser.post('/zapi/login/multi-factor/email', { value: code })
    expect(passed.body).toEqual({ redirectTo: '/' })
    const [notice] = await notices()
    expect(notice).toMatchObject({ purpose: 'newDeviceSignIn', link: '/password/forgot' })
    expect(notice.body).toContain(RESET_ADVICE)
  })

  it('sends nothing for the tests’ direct sign-in, whose browser is then known (sign-up: sign-up.test.ts)', async () => {
    const browser = await signedInBrowser(FIXTURE_EMAILS.standard)
    await browser.post('/logout')
    expect((await signInByPassword(browser)).status).toBe(200)
    expect(await notices()).toEqual([])
  })

  it('tells of a password changed on My Page, set for the first time, or reset by link', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const changed = await member.post('/zapi/account/password/edit', {
      oldPassword: FIXTURE_PASSWORDS.standard,
      newPassword: 'Momiji2027#',
    })
    expect(changed.status).toBe(200)
    expect(await notices()).toEqual([
      {
        to: FIXTURE_EMAILS.standard,
        channel: 'email',
        purpose: 'passwordChanged',
        subject: '【シネマストリーム】パスワードが変更されました',
        body: body('お使いのアカウントのパスワードが変更されました。', RESET_ADVICE),
        link: '/password/forgot',
        sentAt: '2026-11-22T10:00:00+09:00',
      },
    ])

    const yui = await signedInBrowser(FIXTURE_EMAILS.externalOnly)
    await yui.post('/zapi/account/email/send-pin-code', {
      email: FIXTURE_EMAILS.externalOnly,
      type: 'passwordSetting',
    })
    const pinCode = (await lastMessage(FIXTURE_EMAILS.externalOnly, 'passwordSetting'))?.code
    await yui.post('/zapi/account/enable-password', {
      pinCode,
      password: 'Ajisai2026!',
      passwordConfirm: 'Ajisai2026!',
    })
    const set = await lastMessage(FIXTURE_EMAILS.externalOnly, 'passwordChanged')
    expect(set?.subject).toBe('【シネマストリーム】パスワードが設定されました')
    expect(set?.body).toContain('お使いのアカウントのパスワードが設定されました。')

    const guest = new MockBrowser()
    await guest.post('/zapi/auth/password/forgot', { email: FIXTURE_EMAILS.standard })
    const token = new URL(
      (await lastMessage(FIXTURE_EMAILS.standard, 'passwordReset'))?.link ?? '',
      'http://x',
    ).searchParams.get('token')
    await guest.post('/zapi/auth/password/reset', {
      token,
      password: 'Ichou2027!',
      passwordConfirm: 'Ichou2027!',
    })
    const reset = (await notices()).filter(
      (message) => message.to === FIXTURE_EMAILS.standard && message.purpose === 'passwordChanged',
    )
    expect(reset).toHaveLength(2)
  })

  it('tells both the new and the old address of an e-mail change', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const newEmail = 'hanako.new@example.jp'
    await member.post('/zapi/account/email/edit/send-pin-code', { email: newEmail })
    const pinCode = (await lastMessage(newEmail, 'mailEdit'))?.code
    expect((await member.post('/zapi/account/email/edit', { pinCode })).status).toBe(200)
    const subject = '【シネマストリーム】メールアドレスが変更されました'
    expect(await notices()).toEqual([
      expect.objectContaining({
        to: newEmail,
        purpose: 'emailChanged',
        subject,
        body: body(
          'お使いのアカウントのメールアドレスが、このアドレス（hanako.new@example.jp）に変更されました。',
          SIGN_OUT_ADVICE,
        ),
      }),
      expect.objectContaining({
        to: FIXTURE_EMAILS.standard,
        purpose: 'emailChanged',
        subject,
        body: body(
          'お使いのアカウントのメールアドレスが、h****@example.jp に変更されました。今後、このアドレスにはお知らせをお送りしません。',
          SIGN_OUT_ADVICE,
        ),
      }),
    ])
  })

  it('tells of a second factor turned on and off', async () => {
    const hanako = await signedInBrowser(FIXTURE_EMAILS.standard)
    await hanako.post('/zapi/account/enable-multi-factor', { multiFactorType: 'Email' })
    expect(await notices()).toEqual([]) // not on until the backup codes are saved
    const { backupCodeList } = (
      await hanako.get('/zapi/internal/mypage/multi-factor/backup-code/generate/screen-data')
    ).body
    await hanako.post('/zapi/account/enable-multi-factor/with-backup-code', { backupCodeList })
    const taro = await signedInBrowser(FIXTURE_EMAILS.multiFactor)
    await taro.post('/zapi/account/disable-multi-factor', { multiFactorType: 'OTP' })

    const [enabled, disabled] = await notices()
    expect(enabled).toMatchObject({
      to: FIXTURE_EMAILS.standard,
      purpose: 'multiFactorChanged',
      subject: '【シネマストリーム】2段階認証の設定が変更されました',
      body: body(
        'お使いのアカウントで、メールによる2段階認証が有効になりました。',
        SIGN_OUT_ADVICE,
      ),
    })
    expect(disabled).toMatchObject({
      to: FIXTURE_EMAILS.multiFactor,
      purpose: 'multiFactorChanged',
    })
    expect(disabled.body).toContain('認証アプリによる2段階認証が無効になりました。')
  })

  it('tells of a passkey added and deleted, by its name', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const { options } = (await member.post('/zapi/account/passkeys/registration-options')).body
    const added = await member.post('/zapi/account/passkeys', {
      credential: await new SoftwareAuthenticator().create(options),
    })
    await member.delete(`/zapi/account/passkeys/${encodeURIComponent(added.body.passkey.id)}`)
    const [add, remove] = await notices()
    expect(add).toMatchObject({
      purpose: 'passkeyChanged',
      subject: '【シネマストリーム】パスキーが登録されました',
      body: body(
        'お使いのアカウントに、パスキー「Windows / Chrome 142」が登録されました。',
        SIGN_OUT_ADVICE,
      ),
    })
    expect(remove).toMatchObject({
      purpose: 'passkeyChanged',
      subject: '【シネマストリーム】パスキーが削除されました',
    })
    expect(remove.body).toContain(
      'お使いのアカウントから、パスキー「Windows / Chrome 142」が削除されました。',
    )
  })

  it('never carries a code or a password, and never takes the place of a code message', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    await member.post('/zapi/account/password/edit', {
      oldPassword: FIXTURE_PASSWORDS.standard,
      newPassword: 'Momiji2027#',
    })
    await member.post('/zapi/account/email/edit/send-pin-code', { email: 'hanako.new@example.jp' })
    const pinCode = (await lastMessage('hanako.new@example.jp', 'mailEdit'))?.code ?? ''
    await member.post('/zapi/account/email/edit', { pinCode })
    await new MockBrowser().post('/login', {
      loginMethodType: 'Email',
      value: 'hanako.new@example.jp',
      password: 'Momiji2027#',
    })

    const sent = await notices()
    expect(sent.map((message) => message.purpose)).toEqual([
      'passwordChanged',
      'emailChanged',
      'emailChanged',
      'newDeviceSignIn',
    ])
    for (const notice of sent) {
      expect(notice).not.toHaveProperty('code')
      for (const secret of [pinCode, 'Momiji2027#', FIXTURE_PASSWORDS.standard])
        expect(notice.body).not.toContain(secret)
    }
    // The code message is still the newest of its purpose, as tests pick it.
    expect((await lastMessage('hanako.new@example.jp', 'mailEdit'))?.code).toBe(pinCode)
  })
})
