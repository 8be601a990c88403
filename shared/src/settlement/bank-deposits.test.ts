import {
  bankAmount,
  bankDateTime,
  bankTime,
  depositMatcher,
  depositorKey,
  depositorNames,
  lineKeys,
  MAX_SUGGESTIONS,
  readBankRow,
  type BankLine,
  type OpenInvoiceCompanyRow,
} from './bank-deposits';

describe('a bank line read from its cells', () => {
  it.each([
    ['2026-01-15 14:23:11', '', '2026-01-15 14:23:11'],
    ['2026.01.15 14:23', '', '2026-01-15 14:23:00'],
    ['2026/1/5', '', '2026-01-05 00:00:00'],
    ['26.01.15', '09:05:01', '2026-01-15 09:05:01'],
    ['2026년 1월 15일 14:23', '', '2026-01-15 14:23:00'],
    ['2026.01.15(14:23:11)', '', '2026-01-15 14:23:11'],
    ['20260115142311', '', '2026-01-15 14:23:11'],
    ['20260115', '142311', '2026-01-15 14:23:11'],
    ['2026-01-15T14:23:11', '', '2026-01-15 14:23:11'],
    ['2026-01-15 오후 2:23:11', '', '2026-01-15 14:23:11'],
    ['2026-01-15', '오전 12:05', '2026-01-15 00:05:00'],
  ])('dates %s (time %s) as %s', (date, time, expected) => {
    expect(bankDateTime(date, time)).toBe(expected);
  });

  it.each(['2026-02-30', '합계', '', '2026-01-15 25:00', '1/15', '2026-01-15 오후 13:00'])(
    'refuses %j as a date',
    (text) => expect(bankDateTime(text)).toBeNull(),
  );

  it('reads times alone, and won as banks write them', () => {
    expect(bankTime('')).toBe('00:00:00');
    expect(bankTime('1423')).toBe('14:23:00');
    expect(bankTime('PM 12:00')).toBe('12:00:00');
    expect(bankTime('24:00')).toBeNull();
    expect(bankAmount('1,234,000')).toBe(1_234_000);
    expect(bankAmount('33000원')).toBe(33_000);
    expect(bankAmount('₩ 33,000')).toBe(33_000);
    expect(bankAmount('33000.00')).toBe(33_000);
    expect(bankAmount('')).toBe(0);
    expect(bankAmount('-')).toBe(0);
    expect(bankAmount('33000.5')).toBeNull();
    expect(bankAmount('-1,000')).toBeNull();
    expect(bankAmount('-1,000', true)).toBe(-1_000);
    expect(bankAmount('삼만원')).toBeNull();
  });

  const mapping = { transactedAt: 0, summary: 1, depositor: 2, deposit: 3, withdrawal: 4, balance: 5 };

  it('tells deposits, withdrawals and rows that are neither, with why', () => {
    expect(
      readBankRow(4, ['2026.01.15 14:23', '타행이체', ' 대구  상사 ', '33,000', '', '1,033,000'], mapping),
    ).toEqual({
      kind: 'deposit',
      line: {
        rowNo: 4,
        transactedAt: '2026-01-15 14:23:00',
        summary: '타행이체',
        depositor: '대구 상사',
        deposit: 33_000,
        withdrawal: 0,
        balance: 1_033_000,
        memo: '',
      },
    });
    expect(readBankRow(5, ['2026.01.15 15:00', '카드', '', '0', '5,000', '1,028,000'], mapping).kind).toBe(
      'withdrawal',
    );
    expect(readBankRow(6, ['합계', '', '', '33,000', '5,000', ''], mapping)).toEqual({
      kind: 'skipped',
      rowNo: 6,
      reason: 'noDate',
    });
    expect(readBankRow(7, ['2026.01.15', '', '', '1.5', '', ''], mapping)).toMatchObject({
      reason: 'badAmount',
    });
    expect(readBankRow(8, ['2026.01.15', '', '', '', '', '900'], mapping)).toMatchObject({
      reason: 'noAmount',
    });
    expect(readBankRow(9, ['2026.01.15', '', '', '3000000000', '', ''], mapping)).toMatchObject({
      reason: 'tooLarge',
    });
    // Without a balance column the balance is null, not 0.
    expect(readBankRow(10, ['2026.01.15', '', '김', '1', ''], { ...mapping, balance: null })).toMatchObject({
      line: { balance: null },
    });
  });
});

describe('the key of a deposit line', () => {
  const line = (rowNo: number, overrides: Partial<BankLine> = {}): BankLine => ({
    rowNo,
    transactedAt: '2026-01-15 14:23:00',
    summary: '타행이체',
    depositor: '대구상사',
    deposit: 33_000,
    withdrawal: 0,
    balance: null,
    memo: '',
    ...overrides,
  });

  it('counts lines alike in everything, so two equal deposits of a minute are two keys', () => {
    const keys = lineKeys([
      line(2),
      line(3, { deposit: 11_000 }),
      line(4),
      line(5, { memo: '메모는 키가 아님' }),
    ]);
    expect(keys.map((key) => [key.amount, key.occurrence])).toEqual([
      [33_000, 1],
      [11_000, 1],
      [33_000, 2],
      [33_000, 3],
    ]);
    expect(keys[0]).toEqual({
      transactedAt: '2026-01-15 14:23:00',
      amount: 33_000,
      balance: null,
      depositor: '대구상사',
      summary: '타행이체',
      occurrence: 1,
    });
  });

  it('is the same key in a later export that holds the same lines (the balance tells them apart)', () => {
    const january = [line(2, { balance: 100_000 }), line(3, { balance: 133_000 })];
    const later = [line(7, { balance: 133_000 }), line(8, { balance: 100_000 })];
    const strip = ({ occurrence, ...rest }: ReturnType<typeof lineKeys>[number]) => ({ ...rest, occurrence });
    expect(lineKeys(later).map(strip)).toEqual(lineKeys(january).map(strip).reverse());
  });
});

describe('matching deposits to the rows owed', () => {
  // 대구상사 (대표 김철수) owes January 33,000 and February 55,000; ㈜한빛물산 owes 33,000; 청구상회
  // owes 33,000 twice (January and February); a depositor 빛나라 was matched to 한빛물산 before.
  const rows: (OpenInvoiceCompanyRow & { label: string })[] = [
    {
      label: '대구상사 1월',
      billHistoryDetailId: 1,
      companyId: 10,
      companyNm: '대구상사',
      representativeNm: '김철수',
      outstanding: 33_000,
    },
    {
      label: '한빛 1월',
      billHistoryDetailId: 2,
      companyId: 20,
      companyNm: '㈜한빛물산',
      representativeNm: '이영희',
      outstanding: 33_000,
    },
    {
      label: '청구 1월',
      billHistoryDetailId: 3,
      companyId: 30,
      companyNm: '청구상회',
      representativeNm: null,
      outstanding: 33_000,
    },
    {
      label: '대구상사 2월',
      billHistoryDetailId: 4,
      companyId: 10,
      companyNm: '대구상사',
      representativeNm: '김철수',
      outstanding: 55_000,
    },
    {
      label: '청구 2월',
      billHistoryDetailId: 5,
      companyId: 30,
      companyNm: '청구상회',
      representativeNm: null,
      outstanding: 33_000,
    },
  ];
  const match = depositMatcher(rows, new Map([['빛나라', [20]]]));
  const outcome = (depositor: string, deposit: number, summary = '타행이체') => {
    const { status, candidates } = match({ depositor, summary, deposit });
    return { status, candidates: candidates.map(({ row, reason }) => [row.label, reason]) };
  };

  it('matches the one row of the named company owed exactly the amount', () => {
    expect(outcome('대구상사', 55_000)).toEqual({
      status: 'MATCHED',
      candidates: [['대구상사 2월', 'NAME_AND_AMOUNT']],
    });
    // By the representative, with the legal form, by a remembered name, by a text that begins with the name.
    expect(outcome('김철수', 33_000).status).toBe('MATCHED');
    expect(outcome('한빛물산(주)', 33_000)).toEqual({
      status: 'MATCHED',
      candidates: [['한빛 1월', 'NAME_AND_AMOUNT']],
    });
    expect(outcome('빛나라', 33_000)).toEqual({
      status: 'MATCHED',
      candidates: [['한빛 1월', 'NAME_AND_AMOUNT']],
    });
    expect(outcome('주식회사 한빛물산 대구', 33_000).candidates).toEqual([['한빛 1월', 'NAME_AND_AMOUNT']]);
  });

  it('offers several rows of the same amount of the named company as candidates', () => {
    expect(outcome('청구상회', 33_000)).toEqual({
      status: 'CANDIDATES',
      candidates: [
        ['청구 1월', 'NAME_AND_AMOUNT'],
        ['청구 2월', 'NAME_AND_AMOUNT'],
      ],
    });
  });

  it('never matches by the name alone or the amount alone: those are suggestions of an unmatched line', () => {
    expect(outcome('대구상사', 40_000)).toEqual({
      status: 'UNMATCHED',
      candidates: [
        ['대구상사 1월', 'NAME'],
        ['대구상사 2월', 'NAME'],
      ],
    });
    expect(outcome('홍길동', 33_000)).toEqual({
      status: 'UNMATCHED',
      candidates: [
        ['대구상사 1월', 'AMOUNT'],
        ['한빛 1월', 'AMOUNT'],
        ['청구 1월', 'AMOUNT'],
        ['청구 2월', 'AMOUNT'],
      ],
    });
    expect(outcome('홍길동', 12_345)).toEqual({ status: 'UNMATCHED', candidates: [] });
    // A name cut short to fewer than 4 characters names no company: 한빛물 is not 한빛물산.
    expect(outcome('한빛물', 33_000).candidates.every(([, reason]) => reason === 'AMOUNT')).toBe(true);
  });

  it('reads the name from 적요 when the bank leaves 입금자명 empty', () => {
    expect(outcome('', 55_000, '대구상사').status).toBe('MATCHED');
  });

  it(`offers at most ${MAX_SUGGESTIONS} suggestions`, () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      billHistoryDetailId: index + 1,
      companyId: index + 1,
      companyNm: `업체${index}`,
      representativeNm: null,
      outstanding: 10_000,
    }));
    expect(
      depositMatcher(many, new Map())({ depositor: '누구', summary: '', deposit: 10_000 }).candidates,
    ).toHaveLength(MAX_SUGGESTIONS);
  });

  it('compares names without spaces, marks and legal forms', () => {
    expect(depositorKey(' ㈜ 한빛-물산 ')).toBe('한빛물산');
    expect(depositorKey('주식회사 ABC')).toBe('abc');
    expect(depositorNames('김철수', { companyNm: '대구상사', representativeNm: '김 철수' })).toBe(true);
    // A bank cuts a long name short: what it kept still names the company.
    expect(depositorNames('대구상사물류', { companyNm: '대구상사물류센터', representativeNm: null })).toBe(
      true,
    );
    expect(depositorNames('홍길동', { companyNm: '대구상사', representativeNm: '김철수' })).toBe(false);
  });
});
