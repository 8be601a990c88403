import {
  priceSave,
  transportSaveSchema,
  unbilledPayerMessage,
  type TransportSaveInput,
} from './transport-form';

const party = {
  address: '대구 북구 1',
  telNo: '053-111-2222',
  managerTelNo: '010-1111-2222',
  regionCd: 'DAEGU',
  regionDtlCd: 'BUKGU',
  shipperCd: 'COM',
};

/** A save of one receiver and one line of each type, every price left out unless given. */
function save(chargeCd: string, prices: Partial<Record<'senderUntpc' | 'receiverUntpc', number>> = {}) {
  const input: TransportSaveInput = {
    senderTransportId: 0,
    sender: { ...party, chargeCd, managerNm: '김담당', companyNm: '보내는상사', senderCompanyId: 1 },
    receivers: [
      {
        ...party,
        companyNm: '받는마트',
        receiverCompanyId: 2,
        shipments: [
          { trnsprtCd: 'QTY', kindCd: 'TAC0202', senderQty: 2, receiverQty: 2, ...prices },
          { trnsprtCd: 'WEIGHT', kindCd: 'TAC0202', senderQty: 5, receiverQty: 5 },
        ],
      },
    ],
  };
  return transportSaveSchema.parse(input);
}

const companies = new Map([
  [1, { untpc: 3_000, weightUntpc: 900 }],
  [2, { untpc: 4_000, weightUntpc: 700 }],
]);
const pricesOf = (id: number) => companies.get(id);

describe('priceSave: prices left out follow the payer', () => {
  it('leaves out what was not sent (null), so the server can fill it', () => {
    expect(save('CH001').receivers[0]!.shipments[0]).toMatchObject({
      senderUntpc: null,
      receiverUntpc: null,
    });
    expect(save('CH001').sender).toMatchObject({ untpc: null, weightUntpc: null });
  });

  it('prepaid: parties priced from their companies, the parcel at each side, the communication line at the sender', () => {
    const priced = priceSave(save('CH001'), pricesOf);
    expect(priced.sender).toMatchObject({ untpc: 3_000, weightUntpc: 900 });
    expect(priced.receivers[0]!.shipments).toEqual([
      expect.objectContaining({ senderUntpc: 3_000, receiverUntpc: 4_000 }),
      expect.objectContaining({ senderUntpc: 900, receiverUntpc: 900 }),
    ]);
  });

  it('collect: the communication line at the receiver, who pays, on both sides', () => {
    const priced = priceSave(save('CH004'), pricesOf);
    expect(priced.receivers[0]!.shipments[1]).toMatchObject({ senderUntpc: 700, receiverUntpc: 700 });
  });

  it('a price sent stays, 0 included; a party without a company is priced 0', () => {
    const priced = priceSave(save('CH002', { senderUntpc: 0, receiverUntpc: 3_333 }), () => undefined);
    expect(priced.receivers[0]!.shipments[0]).toMatchObject({ senderUntpc: 0, receiverUntpc: 3_333 });
    expect(priced.receivers[0]!.shipments[1]).toMatchObject({ senderUntpc: 0, receiverUntpc: 0 });
  });
});

describe('unbilledPayerMessage', () => {
  it('names the payer that is no registered company', () => {
    expect(unbilledPayerMessage('RECEIVER', ' 홍길동 ', null)).toBe(
      '지불처인 받는 곳 홍길동이 등록된 업체가 아닙니다. 업체를 선택하거나 등록해주세요.',
    );
  });

  it('names the payer itself when it is its own top and bills no one', () => {
    expect(unbilledPayerMessage('SENDER', '가 상사', '가 상사')).toBe(
      '지불처인 보내는 곳 가 상사가 청구하는 화주가 아닙니다. 업체 정보에서 화주 여부와 공급자를 확인해주세요.',
    );
  });

  it('names the settlement group top that bills no one', () => {
    expect(unbilledPayerMessage('SENDER', '나 지점', '가 본사')).toBe(
      '지불처인 보내는 곳 나 지점의 정산 그룹 업체 가 본사가 청구하는 화주가 아닙니다. 업체 정보에서 화주와 공급자를 확인해주세요.',
    );
  });
});
