import { readSession } from '~/lib/browser/session-draft'

/** The typing of the basic-info form not sent yet, in the tab's session storage. */
export const EDIT_DRAFT_KEY = 'mypage.edit-draft'

/** Whether this tab keeps typing of the form to restore (a reload, Back): it is restored at once. */
export const hasEditDraft = () => readSession(EDIT_DRAFT_KEY) !== null
