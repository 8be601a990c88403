// Spreadsheet uploads (운송 정보 일괄 등록, 입금 내역 반영): the limits every uploaded .xlsx or .csv is
// held to, the messages that refuse a file, and how header names are compared. The API's reader
// (api/src/common/upload-table/) enforces them; the screens state them.

/** Limits the screens state and the server enforces (413 for the size, 400 for the rows). */
export const UPLOAD_LIMITS = {
  /** The largest file accepted, in bytes. */
  maxFileBytes: 10 * 1024 * 1024,
  /** The most rows with data a file may have (empty rows do not count). */
  maxRows: 10_000,
} as const;

export const UPLOAD_MESSAGES = {
  unsupportedFile: '엑셀(.xlsx) 또는 CSV(.csv) 파일만 올릴 수 있습니다.',
  fileTooLarge: `파일은 ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024}MB까지 올릴 수 있습니다.`,
  tooManyRows: `한 번에 ${UPLOAD_LIMITS.maxRows.toLocaleString('en-US')}행까지 올릴 수 있습니다.`,
  noRows: '파일에 읽을 행이 없습니다.',
  unreadable: '파일을 읽을 수 없습니다. 손상되었거나 암호가 걸린 파일인지 확인해주세요.',
  expandsTooMuch: '압축을 풀면 너무 커지는 파일입니다. 시트와 그림을 줄여서 다시 저장해주세요.',
  noFile: '올릴 파일을 골라주세요.',
  oneFile: '파일은 한 번에 하나만 올릴 수 있습니다.',
} as const;

/** The limits as a screen states them: .xlsx 또는 .csv 파일, 10MB와 10,000행까지. */
export const UPLOAD_LIMITS_TEXT = `.xlsx 또는 .csv 파일, ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024}MB와 ${UPLOAD_LIMITS.maxRows.toLocaleString('ko-KR')}행까지`;

/**
 * The normalised form of a header name: spaces, brackets and dots removed, lower case, so
 * "받는 사람", "[받는사람]" and "받는사람" are one name.
 */
export function headerKey(header: string): string {
  return header.replace(/[\s()[\]{}<>·._-]/gu, '').toLowerCase();
}

/** One field a file's column can fill, as the column mapping knows it. */
export interface UploadFieldNames {
  field: string;
  /** The field's own name (the screen's label), matched before any other name. */
  label: string;
  /** Header names of other layouts that mean this field. */
  headers: readonly string[];
}
