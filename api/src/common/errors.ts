/**
 * Expected failures: services throw AppError with a code and a Korean message (naming the field
 * where one is at fault). One mapper turns codes into GraphQL errors, one into HTTP statuses.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A route of the old API that was replaced: the message names its successor. */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field at fault, when there is one (e.g. `telNo`). */
    readonly field?: string,
    /** For 429 and 503: when to try again, sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const MESSAGES = {
  unauthenticated: '로그인이 필요합니다.',
  forbidden: '이 작업을 할 권한이 없습니다.',
  notFound: '요청한 주소를 찾을 수 없습니다.',
  payloadTooLarge: '요청 내용이 너무 큽니다.',
  malformedJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  badRequest: '잘못된 요청입니다.',
  conflict: '이미 등록된 값과 겹칩니다.',
  staleVersion: '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해주세요.',
  referenced: '다른 데이터에서 사용 중이어서 처리할 수 없습니다.',
  invalidValue: '입력값이 허용 범위를 벗어났습니다.',
  internal: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  databaseUnavailable: '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;

export const unauthenticated = () => new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
export const forbidden = () => new AppError('FORBIDDEN', MESSAGES.forbidden);
export const badInput = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, field);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
