import type { Scenario } from './scenario'

export const externalLineOnly: Scenario = {
  name: 'external-line-only',
  description:
    'One external provider (LINE): My Page lists one external account, so its section shows for members with a password and hides for the external-only member (count rule: > 0 with a password, > 1 without).',
  apply: (state) => {
    state.store.status.allowedExternalIdentityTypes = ['LINE']
  },
}
