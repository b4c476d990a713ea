/** Name of the downloaded backup-code file. */
export const BACKUP_CODES_FILE_NAME = 'backup-codes.txt'

export interface BackupCodesFileTexts {
  /** First line: whose codes, for which service. */
  heading: string
  /** A line under the codes: each works once. */
  note: string
}

/**
 * The text of the copied or downloaded codes: a heading, one code a line, a note; Windows line
 * ends, so Notepad shows the lines too.
 */
export function backupCodesText(codes: readonly string[], texts: BackupCodesFileTexts): string {
  return [texts.heading, '', ...codes, '', texts.note, ''].join('\r\n')
}

/** Codes still usable, in their order. */
export const unusedCodes = (codes: readonly { code: string; isUsed: boolean }[]): string[] =>
  codes.filter((code) => !code.isUsed).map((code) => code.code)
