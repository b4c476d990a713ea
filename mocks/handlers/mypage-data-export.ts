import { http } from 'msw'
import type { MypageDataExportScreenData } from '~generated/api/model'
import { fail, ok, redirectTo, route } from '../http'
import { mockBackend } from '../state/backend-state'
import { accountDataExport, dataExportFileName, dataExportSummary } from '../views/data-export'
import { sensitive } from './context'
import { browserOf } from './root'

const PAGE = '/mypage/data-export'

/** The copy is offered when the store enables it, never in the native app (its web view cannot save a file). */
const dataExportOffered = (request: Request): boolean =>
  mockBackend.state.store.status.isDataExportEnabled === true && !browserOf(request).isApp

/** A copy of the member's data (beyond the spec, issue 34 §3): its page and the file. */
export const mypageDataExportHandlers = [
  http.get(
    route('/zapi/internal/mypage/data-export/screen-data'),
    sensitive(PAGE, ({ request, account, now }) => {
      if (!dataExportOffered(request)) return redirectTo('/mypage')
      const body: MypageDataExportScreenData = dataExportSummary(account, now)
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/account/data-export'),
    sensitive(PAGE, ({ request, account, session, now }) => {
      if (!dataExportOffered(request))
        return fail(403, 'FORBIDDEN', 'データのダウンロードはご利用いただけません。')
      return ok(accountDataExport(account, session, now), {
        headers: {
          'Content-Disposition': `attachment; filename="${dataExportFileName(now)}"`,
        },
      })
    }),
  ),
]
