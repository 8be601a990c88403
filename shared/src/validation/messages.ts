import { withTopic } from './particles';

// Dialog titles the web app shows above a validation message.
export const REQUIRED_TITLE = '필수 입력값 미입력';
export const FORMAT_TITLE = '형식 오류';

const REQUIRED_SUFFIX = ' 필수 입력 항목입니다.';

/** `비밀번호는 필수 입력 항목입니다.`, `업종은 필수 입력 항목입니다.` */
export function requiredMessage(field: string): string {
  return withTopic(field) + REQUIRED_SUFFIX;
}

/** `올바른 전화번호 형식이 아닙니다.` */
export function formatMessage(field: string): string {
  return `올바른 ${field} 형식이 아닙니다.`;
}

/** `상호는 100자 이하로 입력해주세요.` */
export function maxLengthMessage(field: string, max: number): string {
  return `${withTopic(field)} ${max}자 이하로 입력해주세요.`;
}

/** `월은 1~12 사이의 숫자여야 합니다.` */
export function rangeMessage(field: string, min: number, max: number): string {
  return `${withTopic(field)} ${min}~${max} 사이의 숫자여야 합니다.`;
}

/** The spec's message, with the example number so users see the expected layout. */
export function businessNumberFormatMessage(field = '사업자등록번호'): string {
  return `${formatMessage(field)} (예: 123-45-67890)`;
}

/** Shown when the shape is right but the check digit is not: most often a typo in one digit. */
export function businessNumberChecksumMessage(field = '사업자등록번호'): string {
  return `유효하지 않은 ${field}입니다. 번호를 다시 확인해주세요.`;
}

/** Which dialog title goes with a message produced by this module. */
export function validationTitle(message: string): typeof REQUIRED_TITLE | typeof FORMAT_TITLE {
  return message.endsWith(REQUIRED_SUFFIX) ? REQUIRED_TITLE : FORMAT_TITLE;
}
