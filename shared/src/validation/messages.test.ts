import {
  FORMAT_TITLE,
  REQUIRED_TITLE,
  businessNumberChecksumMessage,
  businessNumberFormatMessage,
  formatMessage,
  maxLengthMessage,
  requiredMessage,
  validationTitle,
} from './messages';

describe('messages', () => {
  it('has the spec titles', () => {
    expect(REQUIRED_TITLE).toBe('필수 입력값 미입력');
    expect(FORMAT_TITLE).toBe('형식 오류');
  });

  it.each([
    ['비밀번호', '비밀번호는 필수 입력 항목입니다.'],
    ['상호', '상호는 필수 입력 항목입니다.'],
    ['전화번호', '전화번호는 필수 입력 항목입니다.'],
    ['업종', '업종은 필수 입력 항목입니다.'],
    ['이메일', '이메일은 필수 입력 항목입니다.'],
    ['ID', 'ID는 필수 입력 항목입니다.'],
    ['사업자번호(선택)', '사업자번호(선택)는 필수 입력 항목입니다.'],
  ])('required message for %s', (field, expected) => {
    expect(requiredMessage(field)).toBe(expected);
  });

  it('builds the format message', () => {
    expect(formatMessage('전화번호')).toBe('올바른 전화번호 형식이 아닙니다.');
    expect(formatMessage('이메일')).toBe('올바른 이메일 형식이 아닙니다.');
  });

  it('builds the max length message with the right particle', () => {
    expect(maxLengthMessage('상호', 100)).toBe('상호는 100자 이하로 입력해주세요.');
    expect(maxLengthMessage('업종', 50)).toBe('업종은 50자 이하로 입력해주세요.');
  });

  it('keeps the spec example in the business number format message', () => {
    expect(businessNumberFormatMessage()).toBe('올바른 사업자등록번호 형식이 아닙니다. (예: 123-45-67890)');
    expect(businessNumberFormatMessage('사업자번호')).toBe(
      '올바른 사업자번호 형식이 아닙니다. (예: 123-45-67890)',
    );
  });

  it('has a separate checksum message', () => {
    expect(businessNumberChecksumMessage()).toBe(
      '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.',
    );
  });

  it('maps a message to its dialog title', () => {
    expect(validationTitle(requiredMessage('업종'))).toBe(REQUIRED_TITLE);
    expect(validationTitle(formatMessage('전화번호'))).toBe(FORMAT_TITLE);
    expect(validationTitle(businessNumberChecksumMessage())).toBe(FORMAT_TITLE);
    expect(validationTitle(maxLengthMessage('상호', 100))).toBe(FORMAT_TITLE);
  });
});
