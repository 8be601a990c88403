import { z } from 'zod';

import {
  accountNumberField,
  amountField,
  optionalAmountField,
  businessNumberField,
  choiceField,
  emailField,
  firstIssueMessage,
  idField,
  mobilePhoneField,
  optionalAccountNumberField,
  optionalBusinessNumberField,
  optionalEmailField,
  optionalIdField,
  optionalMobilePhoneField,
  optionalPhoneField,
  optionalText,
  optionalChoiceField,
  optionalWholeNumberField,
  phoneField,
  rangeNumberField,
  requiredText,
  wholeNumberField,
} from './schemas';

/** All issue messages of a failed parse (so tests also prove there is exactly one). */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(value)}`);
  return result.error.issues.map((issue) => issue.message);
}

describe('requiredText', () => {
  const schema = requiredText('상호', { max: 10 });

  it('trims', () => {
    expect(schema.parse('  한진택배  ')).toBe('한진택배');
  });

  it.each(['', '   ', undefined, null])('treats %p as not entered', (value) => {
    expect(messages(schema, value)).toEqual(['상호는 필수 입력 항목입니다.']);
  });

  it('uses 은 after a final consonant', () => {
    expect(messages(requiredText('업종'), '')).toEqual(['업종은 필수 입력 항목입니다.']);
  });

  it('enforces max after trimming', () => {
    expect(schema.parse(` ${'가'.repeat(10)} `)).toBe('가'.repeat(10));
    expect(messages(schema, '가'.repeat(11))).toEqual(['상호는 10자 이하로 입력해주세요.']);
  });

  it('reports a non-string as a format error', () => {
    expect(messages(schema, 123)).toEqual(['올바른 상호 형식이 아닙니다.']);
  });

  it('has no max unless asked', () => {
    expect(requiredText('비고').parse('가'.repeat(1000))).toHaveLength(1000);
  });
});

describe('optionalText', () => {
  const schema = optionalText('비고', { max: 5 });

  it.each(['', '   ', undefined, null])('turns %p into null', (value) => {
    expect(schema.parse(value)).toBeNull();
  });

  it('trims and checks max', () => {
    expect(schema.parse(' 메모 ')).toBe('메모');
    expect(messages(schema, '가나다라마바')).toEqual(['비고는 5자 이하로 입력해주세요.']);
  });
});

describe('phoneField', () => {
  const schema = phoneField('전화번호');

  it.each([
    ['02-123-4567', '021234567'],
    [' 02-1234-5678 ', '0212345678'],
    ['010-1234-5678', '01012345678'],
    ['031-123-4567', '0311234567'],
    ['070-1234-5678', '07012345678'],
    ['0505-1234-5678', '050512345678'],
    ['1588-1234', '15881234'],
  ])('accepts %s as %s', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each(['', '  ', undefined])('requires a value (%p)', (value) => {
    expect(messages(schema, value)).toEqual(['전화번호는 필수 입력 항목입니다.']);
  });

  it.each(['02-12-345', '010-123-456', '080-123-4567', '1234'])('rejects %s', (value) => {
    expect(messages(schema, value)).toEqual(['올바른 전화번호 형식이 아닙니다.']);
  });

  it('serves fax numbers too', () => {
    expect(phoneField('팩스번호').parse('02-123-4567')).toBe('021234567');
    expect(messages(phoneField('팩스번호'), '')).toEqual(['팩스번호는 필수 입력 항목입니다.']);
    expect(messages(phoneField('팩스번호'), '02-12')).toEqual(['올바른 팩스번호 형식이 아닙니다.']);
  });
});

describe('optionalPhoneField', () => {
  const schema = optionalPhoneField('팩스번호');

  it('turns empty into null and keeps the rules otherwise', () => {
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse('031-123-4567')).toBe('0311234567');
    expect(messages(schema, '031-12')).toEqual(['올바른 팩스번호 형식이 아닙니다.']);
  });
});

describe('mobilePhoneField', () => {
  const schema = mobilePhoneField('휴대폰번호');

  it('accepts mobile numbers as digits', () => {
    expect(schema.parse('010-1234-5678')).toBe('01012345678');
    expect(schema.parse('011-123-4567')).toBe('0111234567');
  });

  it('requires a value', () => {
    expect(messages(schema, '')).toEqual(['휴대폰번호는 필수 입력 항목입니다.']);
  });

  it.each(['02-123-4567', '031-1234-5678', '1588-1234', '010-123'])('rejects %s', (value) => {
    expect(messages(schema, value)).toEqual(['올바른 휴대폰번호 형식이 아닙니다.']);
  });

  it('has an optional variant', () => {
    expect(optionalMobilePhoneField('휴대폰번호').parse(' ')).toBeNull();
    expect(optionalMobilePhoneField('휴대폰번호').parse('01012345678')).toBe('01012345678');
  });
});

describe('businessNumberField', () => {
  const schema = businessNumberField('사업자등록번호');

  it.each([
    ['220-81-62517', '2208162517'],
    ['2208162517', '2208162517'],
    [' 124-81-00998 ', '1248100998'],
  ])('accepts %s as %s', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it('checks required first', () => {
    expect(messages(schema, '')).toEqual(['사업자등록번호는 필수 입력 항목입니다.']);
    expect(messages(schema, undefined)).toEqual(['사업자등록번호는 필수 입력 항목입니다.']);
  });

  it.each(['123-45-6789', '12345-67890', '220 81 62517', '22081625171'])(
    'checks the format second (%s)',
    (value) => {
      expect(messages(schema, value)).toEqual(['올바른 사업자등록번호 형식이 아닙니다. (예: 123-45-67890)']);
    },
  );

  it.each(['123-45-67890', '220-81-62518', '2208162518'])('checks the check digit last (%s)', (value) => {
    expect(messages(schema, value)).toEqual([
      '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.',
    ]);
  });

  it('uses the given label', () => {
    expect(messages(businessNumberField('사업자번호'), '')).toEqual(['사업자번호는 필수 입력 항목입니다.']);
  });

  it('has an optional variant', () => {
    const optional = optionalBusinessNumberField('사업자등록번호');
    expect(optional.parse('')).toBeNull();
    expect(optional.parse('220-81-62517')).toBe('2208162517');
    expect(messages(optional, '220-81-62518')).toEqual([
      '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.',
    ]);
  });
});

describe('emailField', () => {
  const schema = emailField('이메일');

  it('normalises', () => {
    expect(schema.parse('  Hong.GilDong@Naver.COM ')).toBe('hong.gildong@naver.com');
  });

  it('requires a value', () => {
    expect(messages(schema, ' ')).toEqual(['이메일은 필수 입력 항목입니다.']);
  });

  it.each(['hong', 'hong@naver', 'hong @naver.com', '@naver.com'])('rejects %s', (value) => {
    expect(messages(schema, value)).toEqual(['올바른 이메일 형식이 아닙니다.']);
  });

  it('has an optional variant', () => {
    expect(optionalEmailField('이메일').parse('')).toBeNull();
    expect(optionalEmailField('이메일').parse('A@B.CO')).toBe('a@b.co');
    expect(messages(optionalEmailField('이메일'), 'a@b')).toEqual(['올바른 이메일 형식이 아닙니다.']);
  });
});

describe('accountNumberField', () => {
  const schema = accountNumberField('계좌번호');

  it.each([
    ['110-123-456789', '110123456789'],
    ['123456 78 901234', '12345678901234'],
    ['1234567890', '1234567890'],
  ])('accepts %s as %s', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it('requires a value', () => {
    expect(messages(schema, '')).toEqual(['계좌번호는 필수 입력 항목입니다.']);
  });

  it.each(['123-456-789', '123456789012345', '110-123-45678O'])('rejects %s', (value) => {
    expect(messages(schema, value)).toEqual(['올바른 계좌번호 형식이 아닙니다.']);
  });

  it('has an optional variant', () => {
    expect(optionalAccountNumberField('계좌번호').parse(null)).toBeNull();
    expect(optionalAccountNumberField('계좌번호').parse('110-123-456789')).toBe('110123456789');
  });
});

describe('rangeNumberField', () => {
  const schema = rangeNumberField('시작번호');

  it.each([
    ['123-4567-8901', '12345678901'],
    ['123456789012345678', '123456789012345678'],
  ])('accepts %s as %s', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it('requires a value', () => {
    expect(messages(schema, '')).toEqual(['시작번호는 필수 입력 항목입니다.']);
    expect(messages(rangeNumberField('종료번호'), '')).toEqual(['종료번호는 필수 입력 항목입니다.']);
  });

  it.each(['1234567890', '1234567890123456789', '1234567890a'])('rejects %s', (value) => {
    expect(messages(schema, value)).toEqual(['올바른 시작번호 형식이 아닙니다.']);
  });
});

describe('number fields given text that is no number', () => {
  it('answer the field’s format message, not zod’s own', () => {
    expect(messages(amountField('수량'), 'abc')).toEqual(['올바른 수량 형식이 아닙니다.']);
    expect(messages(amountField('수량'), '1,2,x')).toEqual(['올바른 수량 형식이 아닙니다.']);
    expect(messages(idField('업체'), 'abc')).toEqual(['올바른 업체 형식이 아닙니다.']);
    expect(messages(optionalIdField('업체'), 'abc')).toEqual(['올바른 업체 형식이 아닙니다.']);
    expect(amountField('수량').parse('1,200')).toBe(1200);
    expect(messages(optionalAmountField('단가'), 'abc')).toEqual(['올바른 단가 형식이 아닙니다.']);
    expect(messages(optionalAmountField('단가'), -1)).toEqual(['단가는 0 이상이어야 합니다.']);
  });
});

describe('idField: a row number fits the integer key', () => {
  it('refuses a number past 2,147,483,647 as a format error (the database would fail on it)', () => {
    expect(idField('업체').parse(2_147_483_647)).toBe(2_147_483_647);
    expect(messages(idField('업체'), 2_147_483_648)).toEqual(['올바른 업체 형식이 아닙니다.']);
    expect(messages(optionalIdField('업체'), '9999999999')).toEqual(['올바른 업체 형식이 아닙니다.']);
  });
});

describe('wholeNumberField', () => {
  const month = wholeNumberField('월', 1, 12);

  it('takes a number or its digits', () => {
    expect(month.parse(12)).toBe(12);
    expect(month.parse(' 3 ')).toBe(3);
  });

  it('checks required first, then the range (text and fractions included)', () => {
    expect(messages(month, '')).toEqual(['월은 필수 입력 항목입니다.']);
    expect(messages(month, null)).toEqual(['월은 필수 입력 항목입니다.']);
    for (const value of [0, 13, 1.5, 'abc']) {
      expect(messages(month, value)).toEqual(['월은 1~12 사이의 숫자여야 합니다.']);
    }
    expect(messages(month, true)).toEqual(['올바른 월 형식이 아닙니다.']);
  });

  it('has an optional variant', () => {
    const optionalMonth = optionalWholeNumberField('월', 1, 12);
    expect(optionalMonth.parse('')).toBeNull();
    expect(optionalMonth.parse(undefined)).toBeNull();
    expect(optionalMonth.parse('7')).toBe(7);
    expect(messages(optionalMonth, 13)).toEqual(['월은 1~12 사이의 숫자여야 합니다.']);
  });
});

describe('choiceField', () => {
  it('takes a number as its digits (old callers send the billing day 20)', () => {
    expect(choiceField('청구 기준일', ['20', '30']).parse(20)).toBe('20');
    expect(optionalChoiceField('청구 기준일', ['20', '30']).parse(30)).toBe('30');
    expect(messages(choiceField('청구 기준일', ['20', '30']), 25)).toEqual([
      '올바른 청구 기준일 형식이 아닙니다.',
    ]);
  });
});

describe('optionalAmountField: a value left to the server', () => {
  it.each([null, undefined, '', '  '])('%p → null', (value) => {
    expect(optionalAmountField('단가').parse(value)).toBeNull();
  });

  it('keeps a value sent, 0 included', () => {
    expect(optionalAmountField('단가').parse('3,000')).toBe(3000);
    expect(optionalAmountField('단가').parse(0)).toBe(0);
  });
});

describe('in an object schema', () => {
  const schema = z.object({
    name: requiredText('상호', { max: 50 }),
    businessNumber: businessNumberField('사업자등록번호'),
    phone: phoneField('전화번호'),
    fax: optionalPhoneField('팩스번호'),
    email: optionalEmailField('이메일'),
  });

  it('parses a filled form into stored values', () => {
    expect(
      schema.parse({
        name: ' 한진택배 ',
        businessNumber: '220-81-62517',
        phone: '02-123-4567',
        fax: '',
        email: 'Ops@Example.com',
      }),
    ).toEqual({
      name: '한진택배',
      businessNumber: '2208162517',
      phone: '021234567',
      fax: null,
      email: 'ops@example.com',
    });
  });

  it('reports missing fields with the required message', () => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(firstIssueMessage(result.error)).toBe('상호는 필수 입력 항목입니다.');
    expect(result.error.issues.map((issue) => issue.message)).toEqual([
      '상호는 필수 입력 항목입니다.',
      '사업자등록번호는 필수 입력 항목입니다.',
      '전화번호는 필수 입력 항목입니다.',
    ]);
  });
});

describe('firstIssueMessage', () => {
  it('returns the first message', () => {
    const result = phoneField('전화번호').safeParse('12');
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe('올바른 전화번호 형식이 아닙니다.');
  });
});
