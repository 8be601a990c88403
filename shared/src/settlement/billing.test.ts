import {
  billedAmount,
  billedQty,
  billingPeriod,
  companyAmounts,
  daysInMonth,
  invoiceRows,
  invoiceTotals,
  isBilled,
  linePrices,
  payerOf,
  payerSide,
  periodParts,
  settlementTop,
  unbilledReason,
  vat,
  type BillableCompany,
  type BillableLine,
  type InvoiceCompany,
  type InvoiceLine,
  type PartyPrices,
} from './billing';

describe('vat: 10% rounded half up', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1], // 0.5 → 1
    [14, 1], // 1.4 → 1
    [15, 2], // 1.5 → 2
    [25, 3], // 2.5 → 3 (half up, not to even)
    [16, 2],
    [1_000, 100],
    [33_335, 3_334], // 3,333.5 → 3,334
    [123_456_789, 12_345_679],
  ])('vat(%p) = %p', (amount, expected) => {
    expect(vat(amount)).toBe(expected);
  });

  it('refuses what is not a whole won amount', () => {
    expect(() => vat(-10)).toThrow(RangeError);
    expect(() => vat(1.5)).toThrow(RangeError);
  });
});

describe('billingPeriod', () => {
  it.each([
    // billing day 30: the calendar month
    [2026, 3, '30', '2026-03-01', '2026-03-31'],
    [2026, 4, '30', '2026-04-01', '2026-04-30'],
    [2026, 2, '30', '2026-02-01', '2026-02-28'],
    [2024, 2, '30', '2024-02-01', '2024-02-29'], // leap year
    [2000, 2, '30', '2000-02-01', '2000-02-29'], // divisible by 400: leap
    [2100, 2, '30', '2100-02-01', '2100-02-28'], // divisible by 100: not
    [2026, 12, '30', '2026-12-01', '2026-12-31'],
    // billing day 20: the 21st of the month before through the 20th
    [2026, 3, '20', '2026-02-21', '2026-03-20'], // across February's end
    [2024, 3, '20', '2024-02-21', '2024-03-20'], // ... in a leap year (Feb 29 inside)
    [2026, 1, '20', '2025-12-21', '2026-01-20'], // January: December of the year before
    [2026, 12, '20', '2026-11-21', '2026-12-20'],
  ] as const)('%p-%p day %p: %p to %p', (year, month, billCd, start, end) => {
    expect(billingPeriod(year, month, billCd)).toEqual({ start, end });
  });

  it('20th and 21st fall into consecutive day-20 periods', () => {
    const march = billingPeriod(2026, 3, '20');
    const april = billingPeriod(2026, 4, '20');
    expect(march.end).toBe('2026-03-20');
    expect(april.start).toBe('2026-03-21');
  });

  it('refuses a month outside 1-12', () => {
    expect(() => billingPeriod(2026, 0, '30')).toThrow(RangeError);
    expect(() => billingPeriod(2026, 13, '20')).toThrow(RangeError);
  });

  it('daysInMonth', () => {
    expect([1, 2, 4, 6, 9, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([
      31, 28, 30, 30, 30, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});

describe('periodParts: a day-20 period split at the month end', () => {
  it('a calendar month is one part', () => {
    const period = billingPeriod(2026, 5, '30');
    expect(periodParts(period)).toEqual([period]);
  });

  it('a day-20 period is two parts', () => {
    expect(periodParts(billingPeriod(2024, 3, '20'))).toEqual([
      { start: '2024-02-21', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-20' },
    ]);
  });

  it('across the year', () => {
    expect(periodParts(billingPeriod(2026, 1, '20'))).toEqual([
      { start: '2025-12-21', end: '2025-12-31' },
      { start: '2026-01-01', end: '2026-01-20' },
    ]);
  });
});

const shipper: BillableCompany = {
  shipperYn: 'Y',
  useYn: 'Y',
  vatYn: 'Y',
  billStdrCd: '20',
  shipperCd: 'COM',
  communicationFee: 30_005,
};

/** A line of the given charge and calculation, the same quantity on both sides. */
const lineOf = (
  chargeCd: string,
  trnsprtCd: 'QTY' | 'WEIGHT',
  qty: number,
  senderAmount: number,
  receiverAmount = 0,
): BillableLine => ({ chargeCd, trnsprtCd, senderQty: qty, receiverQty: qty, senderAmount, receiverAmount });

describe('payerSide: who pays a line, by the charge', () => {
  it.each([
    ['CH001', 'SENDER'], // 선불
    ['CH003', 'SENDER'], // 신용 선불
    ['CH002', 'RECEIVER'], // 착불
    ['CH004', 'RECEIVER'], // 신용 착불
    ['CH999', null],
  ] as const)('%p → %p', (chargeCd, side) => {
    expect(payerSide(chargeCd)).toBe(side);
  });
});

describe('billedAmount: what a line bills its payer', () => {
  const amounts = { senderAmount: 4_000, receiverAmount: 3_500 };

  it.each([
    ['CH001', 4_000], // 선불: the sender's side
    ['CH003', 4_000], // 신용 선불
    ['CH002', 3_500], // 착불: the receiver's side
    ['CH004', 3_500], // 신용 착불
  ] as const)("a parcel (QTY) line of %p: the payer's side, %p", (chargeCd, billed) => {
    expect(billedAmount({ chargeCd, trnsprtCd: 'QTY', ...amounts })).toBe(billed);
  });

  it.each(['CH001', 'CH002', 'CH003', 'CH004'])(
    'a communication (WEIGHT) line of %p: both sides',
    (chargeCd) => {
      expect(
        billedAmount({ chargeCd, trnsprtCd: 'WEIGHT', senderAmount: 10_000, receiverAmount: 8_000 }),
      ).toBe(18_000);
    },
  );
});

describe('billedQty: what a line counts in totQty', () => {
  const quantities = { senderQty: 3, receiverQty: 2 };

  it.each([
    ['CH001', 'QTY', 3],
    ['CH002', 'QTY', 2],
    ['CH003', 'WEIGHT', 3],
    ['CH004', 'WEIGHT', 3],
  ] as const)('%p %p: %p', (chargeCd, trnsprtCd, qty) => {
    expect(billedQty({ chargeCd, trnsprtCd, ...quantities })).toBe(qty);
  });
});

describe('linePrices: prices follow the payer', () => {
  const sender = { untpc: 3_000, weightUntpc: 900 };
  const receiver = { untpc: 4_000, weightUntpc: 700 };

  it.each([
    // parcel: each side at its own party's 수량단가, so the payer's side is at the payer's price
    ['CH001', 'QTY', 3_000, 4_000],
    ['CH003', 'QTY', 3_000, 4_000],
    ['CH002', 'QTY', 3_000, 4_000],
    ['CH004', 'QTY', 3_000, 4_000],
    // communication: both sides at the payer's 무게단가
    ['CH001', 'WEIGHT', 900, 900],
    ['CH003', 'WEIGHT', 900, 900],
    ['CH002', 'WEIGHT', 700, 700],
    ['CH004', 'WEIGHT', 700, 700],
  ] as const)('%p %p: sender %p, receiver %p', (chargeCd, trnsprtCd, senderUntpc, receiverUntpc) => {
    expect(linePrices(chargeCd, trnsprtCd, sender, receiver)).toEqual({ senderUntpc, receiverUntpc });
  });

  it("a collect parcel bills the receiver at its own price, not the sender's", () => {
    const prices = linePrices('CH002', 'QTY', sender, receiver);
    const line = {
      chargeCd: 'CH002',
      trnsprtCd: 'QTY',
      senderAmount: 2 * prices.senderUntpc,
      receiverAmount: 2 * prices.receiverUntpc,
    } as const;
    expect(billedAmount(line)).toBe(8_000);
  });

  it("a charge change moves a communication line to the new payer's price", () => {
    expect(linePrices('CH001', 'WEIGHT', sender, receiver)).toEqual({ senderUntpc: 900, receiverUntpc: 900 });
    expect(linePrices('CH002', 'WEIGHT', sender, receiver)).toEqual({ senderUntpc: 700, receiverUntpc: 700 });
  });

  it('an unknown charge is priced as prepaid', () => {
    expect(linePrices('CH999', 'WEIGHT', sender, receiver)).toEqual({ senderUntpc: 900, receiverUntpc: 900 });
  });
});

describe('settlementTop: the top of the settlement group chain', () => {
  const groups = (pairs: Record<number, number | null>) => (id: number) => pairs[id];

  it('a company with no group, or itself as its group, is its own top', () => {
    expect(settlementTop(1, groups({ 1: null }))).toBe(1);
    expect(settlementTop(1, groups({ 1: 1 }))).toBe(1);
  });

  it('climbs the chain: 4 → 2 → 1', () => {
    expect(settlementTop(4, groups({ 4: 2, 2: 1, 1: 1 }))).toBe(1);
  });

  it('stops after 4 steps', () => {
    const chain = groups({ 6: 5, 5: 4, 4: 3, 3: 2, 2: 1, 1: null });
    expect(settlementTop(5, chain)).toBe(1);
    expect(settlementTop(6, chain)).toBe(2);
  });

  it('never loops on a cycle in old data: it stops before revisiting a company', () => {
    expect(settlementTop(1, groups({ 1: 2, 2: 1 }))).toBe(2);
    expect(settlementTop(3, groups({ 3: 1, 1: 2, 2: 1 }))).toBe(2);
  });
});

describe('isBilled', () => {
  it('a shipper in use on its own billing day', () => {
    expect(isBilled(shipper, '20')).toBe(true);
    expect(isBilled(shipper, '30')).toBe(false);
  });

  it('not a suspended company (useYn N)', () => {
    expect(isBilled({ ...shipper, useYn: 'N' }, '20')).toBe(false);
  });

  it('not a company that is no shipper', () => {
    expect(isBilled({ ...shipper, shipperYn: 'N' }, '20')).toBe(false);
  });
});

describe('companyAmounts', () => {
  it('VAT per section, each rounded on its own', () => {
    // base fare 30,005 → VAT 3,000.5 → 3,001
    // parcel lines: the payer's side, 2 × 1,500 (prepaid, the sender's) + 1 × 2,005 (collect, the
    // receiver's) = 5,005 → VAT 500.5 → 501
    // communication lines: both sides, 3,015 + 0 and 6,000 + 4,000 = 13,015 → VAT 1,301.5 → 1,302
    const amounts = companyAmounts(shipper, [
      lineOf('CH001', 'QTY', 2, 3_000, 2_400),
      lineOf('CH002', 'QTY', 1, 1_000, 2_005),
      lineOf('CH003', 'WEIGHT', 3, 3_015),
      lineOf('CH004', 'WEIGHT', 10, 6_000, 4_000),
    ]);
    expect(amounts).toEqual({
      communicationFee: 30_005,
      communicationFeeVat: 3_001,
      untpc: 5_005,
      untpcVat: 501,
      weightUntpc: 13_015,
      weightUntpcVat: 1_302,
      totQty: 16,
      totAmount: 30_005 + 3_001 + 5_005 + 501 + 13_015 + 1_302,
    });
    // Rounding the total's VAT once would give 4,802.5 → 4,803, one won less than the sections' 4,804.
    expect(amounts.communicationFeeVat + amounts.untpcVat + amounts.weightUntpcVat).toBe(4_804);
  });

  it('a COM shipper with no lines pays its base fare with VAT', () => {
    expect(companyAmounts({ ...shipper, communicationFee: 15 }, [])).toEqual({
      communicationFee: 15,
      communicationFeeVat: 2,
      untpc: 0,
      untpcVat: 0,
      weightUntpc: 0,
      weightUntpcVat: 0,
      totQty: 0,
      totAmount: 17,
    });
  });

  it('a shipper of another type pays no base fare, whatever its fee says', () => {
    const amounts = companyAmounts({ ...shipper, shipperCd: 'GEN', communicationFee: 20_000 }, []);
    expect(amounts).toMatchObject({ communicationFee: 0, communicationFeeVat: 0, totAmount: 0 });
  });

  it('a company without VAT issuance (vatYn N) has no VAT', () => {
    const amounts = companyAmounts({ ...shipper, vatYn: 'N', communicationFee: 10_000 }, [
      lineOf('CH001', 'QTY', 1, 4_000),
    ]);
    expect(amounts).toMatchObject({
      communicationFeeVat: 0,
      untpcVat: 0,
      weightUntpcVat: 0,
      totAmount: 14_000,
    });
  });
});

describe('invoiceRows: the worked example of docs/billing.md', () => {
  // 1 본점: COM shipper, base fare 30,000, its own group. 2 지점: shipper (fee 20,000, no COM), group 1.
  // 4 원격: shipper, group 2 (so 4 → 2 → 1). 3 거래처: no shipper. 5 타공급: shipper of supplier 20.
  const company = (
    companyId: number,
    excclcCompanyId: number | null,
    overrides: Partial<InvoiceCompany> = {},
  ): InvoiceCompany => ({
    ...shipper,
    companyId,
    excclcCompanyId,
    billCompanyId: 10,
    communicationFee: 0,
    shipperCd: 'GEN',
    ...overrides,
  });
  const companies = [
    company(1, 1, { shipperCd: 'COM', communicationFee: 30_000 }),
    company(2, 1, { communicationFee: 20_000 }),
    company(3, null, { shipperYn: 'N' }),
    company(4, 2),
    company(5, 5, { billCompanyId: 20 }),
  ];
  // Each party's 수량단가 and 무게단가 (docs/billing.md's table of companies; 0 for the typed sender).
  const prices: Record<number, PartyPrices> = {
    0: { untpc: 3_000, weightUntpc: 0 },
    1: { untpc: 3_000, weightUntpc: 1_000 },
    2: { untpc: 3_005, weightUntpc: 0 },
    3: { untpc: 4_000, weightUntpc: 800 },
    4: { untpc: 2_500, weightUntpc: 900 },
    5: { untpc: 7_000, weightUntpc: 0 },
  };
  /** A line priced by the rule (linePrices), the same quantity on both sides. */
  const line = (
    chargeCd: string,
    senderCompanyId: number | null,
    receiverCompanyId: number,
    trnsprtCd: 'QTY' | 'WEIGHT',
    qty: number,
  ): InvoiceLine => {
    const unit = linePrices(chargeCd, trnsprtCd, prices[senderCompanyId ?? 0]!, prices[receiverCompanyId]!);
    return {
      chargeCd,
      senderCompanyId,
      receiverCompanyId,
      trnsprtCd,
      senderQty: qty,
      receiverQty: qty,
      senderAmount: qty * unit.senderUntpc,
      receiverAmount: qty * unit.receiverUntpc,
    };
  };
  const lines = [
    line('CH001', 2, 3, 'QTY', 2), // a 선불 택배: 지점 pays its side, 2 × 3,005 = 6,010 → 본점
    line('CH002', 3, 2, 'QTY', 1), // b 착불 택배: 지점 (receiver) pays its side at its price, 3,005 → 본점
    line('CH003', 4, 3, 'WEIGHT', 10), // c 신용 선불 통신: 원격 pays both sides at its 900: 18,000 → 본점
    line('CH004', 3, 1, 'WEIGHT', 5), // d 신용 착불 통신: 본점 (receiver) pays both sides at its 1,000
    line('CH001', null, 1, 'QTY', 1), // e 선불 from a typed sender: nobody registered pays
    line('CH002', 1, 3, 'QTY', 1), // f 착불 to 거래처, no shipper: billed to nobody
    line('CH001', 5, 1, 'QTY', 1), // g 타공급's line: its own supplier's invoice
  ];

  it('prices each line by its payer', () => {
    expect(lines.map((each) => [each.senderAmount, each.receiverAmount])).toEqual([
      [6_010, 8_000],
      [4_000, 3_005],
      [9_000, 9_000],
      [5_000, 5_000],
      [3_000, 3_000],
      [3_000, 4_000],
      [7_000, 3_000],
    ]);
  });

  it("one row, the group's top: every member's lines, one base fare, VAT per section", () => {
    const rows = invoiceRows(companies, lines, { billCompanyId: 10, billCd: '20' });
    expect([...rows.keys()]).toEqual([1]);
    expect(rows.get(1)).toEqual({
      communicationFee: 30_000,
      communicationFeeVat: 3_000,
      untpc: 9_015, // 6,010 + 3,005
      untpcVat: 902, // 901.5 rounded half up
      weightUntpc: 28_000, // 18,000 + 10,000
      weightUntpcVat: 2_800,
      totQty: 18, // 2 + 1 pieces, 10 + 5 kg
      totAmount: 73_717,
    });
  });

  it("the other supplier's shipper on its own invoice", () => {
    const rows = invoiceRows(companies, lines, { billCompanyId: 20, billCd: '20' });
    expect(rows.get(5)).toMatchObject({ untpc: 7_000, untpcVat: 700, communicationFee: 0, totAmount: 7_700 });
  });

  it('a top company of another billing day is not on this invoice', () => {
    expect(invoiceRows(companies, lines, { billCompanyId: 10, billCd: '30' }).size).toBe(0);
  });

  it('a COM top company is billed its base fare in a month without lines', () => {
    const rows = invoiceRows(companies, [], { billCompanyId: 10, billCd: '20' });
    expect(rows.get(1)).toMatchObject({ communicationFee: 30_000, untpc: 0, totAmount: 33_000 });
  });
});

describe('unbilledReason: why no invoice bills a line', () => {
  const company = (
    companyId: number,
    excclcCompanyId: number | null,
    overrides: Partial<InvoiceCompany> = {},
  ): InvoiceCompany => ({ ...shipper, companyId, excclcCompanyId, billCompanyId: 10, ...overrides });
  // 1 본점 billed; 2 지점 in its group; 3 거래처 no shipper; 4 공급 없음: a shipper without supplier;
  // 5 중지: suspended (no shipper, as a shipper cannot be), 6 its member, a shipper in use;
  // 7 → 8 → 9 → 10 → 11 → 1: 7's climb stops at 11 after 4 steps, and 11 is not its own top.
  const companies = [
    company(1, 1),
    company(2, 1),
    company(3, null, { shipperYn: 'N' }),
    company(4, null, { billCompanyId: null }),
    company(5, null, { shipperYn: 'N', useYn: 'N' }),
    company(6, 5),
    company(7, 8),
    company(8, 9),
    company(9, 10),
    company(10, 11),
    company(11, 1),
  ];
  const line = (chargeCd: string, senderCompanyId: number | null, receiverCompanyId: number | null) => ({
    chargeCd,
    senderCompanyId,
    receiverCompanyId,
  });

  const cases = [
    ['a prepaid line of a group member', null, line('CH001', 2, null)],
    ['a collect line its shipper receiver pays', null, line('CH004', null, 1)],
    ['a line of a chain member (10 → 11 → 1)', null, line('CH003', 10, 3)],
    ['a prepaid line from a typed sender', 'nobody', line('CH001', null, 1)],
    ['a collect line to a typed receiver', 'nobody', line('CH002', 1, null)],
    ['an unknown charge', 'nobody', line('CH999', 1, 1)],
    ['a collect line to a company that is no shipper', 'nobody', line('CH002', 1, 3)],
    ['a top without supplier', 'nobody', line('CH001', 4, 1)],
    ['a top that is not its own top (a chain past 4 steps)', 'nobody', line('CH001', 7, 1)],
    ['a suspended top', 'suspended', line('CH001', 5, 1)],
    ["a suspended top's member", 'suspended', line('CH002', 1, 6)],
  ] as const;

  it.each(cases)('%s: %p', (_case, reason, billed) => {
    expect(unbilledReason(billed, companies)).toBe(reason);
  });

  it('is null exactly for the lines the invoices of both billing days bill', () => {
    const lines = cases.map(([, , billed]) => ({
      ...billed,
      // 1 won on either side, so each billed line adds 1 whoever pays it.
      ...{ trnsprtCd: 'QTY' as const, senderQty: 1, receiverQty: 1, senderAmount: 1, receiverAmount: 1 },
    }));
    const invoiced = (['20', '30'] as const)
      .flatMap((billCd) => [...invoiceRows(companies, lines, { billCompanyId: 10, billCd }).values()])
      .reduce((total, row) => total + row.untpc, 0);
    expect(invoiced).toBe(cases.filter(([, reason]) => reason === null).length);
  });
});

describe('payerOf', () => {
  it('the sender of a prepaid line, the receiver of a collect one, none for an unknown charge', () => {
    const parties = { senderCompanyId: 1, receiverCompanyId: 2 };
    expect(payerOf({ chargeCd: 'CH003', ...parties })).toBe(1);
    expect(payerOf({ chargeCd: 'CH002', ...parties })).toBe(2);
    expect(payerOf({ chargeCd: 'CH999', ...parties })).toBe(null);
  });
});

describe('invoiceTotals', () => {
  it('sums the companies, VAT as rounded per company', () => {
    const first = companyAmounts({ ...shipper, communicationFee: 15 }, []); // 15 + 2
    const second = companyAmounts({ ...shipper, communicationFee: 15 }, [
      lineOf('CH001', 'QTY', 1, 25), // 25 + 3
    ]);
    expect(invoiceTotals([first, second])).toEqual({
      communicationFee: 30,
      communicationFeeVat: 4, // 2 + 2, not vat(30) = 3
      untpc: 25,
      untpcVat: 3,
      weightUntpc: 0,
      weightUntpcVat: 0,
      totQty: 1,
      totAmount: 62,
    });
  });

  it('no company: zero', () => {
    expect(invoiceTotals([])).toMatchObject({ totAmount: 0, communicationFee: 0 });
  });
});
