import type { Scenario } from './scenario'

export const dataExportOff: Scenario = {
  name: 'data-export-off',
  description:
    'Copy of one’s data off: no data download row on My Page; /mypage/data-export leads to /mypage and the file is refused (403).',
  apply: (state) => {
    state.store.status.isDataExportEnabled = false
  },
}
