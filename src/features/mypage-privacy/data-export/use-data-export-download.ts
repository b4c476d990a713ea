import { getAccountDataExport } from '~generated/api/mypage-data-export/mypage-data-export'
import { useCallFailure } from '~/components/form-submit/use-form-failure'
import { useOneCallAtATime } from '~/lib/api/use-one-call-at-a-time'
import { saveFile } from '~/lib/browser/save-file'

/**
 * Fetches the copy of the member's data and saves it as `fileName`, once at a time. A failure is
 * shown on the page with its code and request id (a plain link would only leave a failed
 * download); one that needs a sign-in or re-authentication opens the flow-error notice.
 */
export function useDataExportDownload(fileName: string) {
  const { failure, report, clear } = useCallFailure()
  const { run, pending } = useOneCallAtATime()

  const download = () =>
    run(
      async () => {
        clear()
        const copy = await getAccountDataExport()
        saveFile(JSON.stringify(copy, null, 2), fileName, 'application/json')
      },
      (error) => void report(error),
    )

  return { download, pending, failure }
}
