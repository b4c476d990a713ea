/** The typing of the basic-info form not sent yet, in the tab's session storage. */
export const EDIT_DRAFT_KEY = 'mypage.edit-draft'
