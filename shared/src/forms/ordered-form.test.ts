import { everyProblem, firstProblem } from './ordered-form';
import { shipmentSchema, receiverSchema } from './transport-form';

describe('everyProblem', () => {
  const receiver = {
    address: '',
    telNo: '12',
    managerTelNo: '010-1234-5678',
    companyNm: '',
    untpc: 0,
    weightUntpc: 0,
  };

  it('reports every failed field in the form’s order, the first being firstProblem’s', () => {
    const { data, problems } = everyProblem(receiverSchema, receiver);
    expect(data).toBeNull();
    expect(problems).toEqual([
      { field: 'address', message: '받는 곳 주소는 필수 입력 항목입니다.' },
      { field: 'telNo', message: '올바른 받는 곳 전화번호 형식이 아닙니다.' },
      { field: 'companyNm', message: '받는 곳 상호는 필수 입력 항목입니다.' },
    ]);
    expect(firstProblem(receiverSchema, receiver)).toMatchObject(problems[0]!);
  });

  it('gives the parsed values when nothing fails', () => {
    const line = { trnsprtCd: 'QTY', kindCd: 'TAC0202', waybillNo: '1234-5678-9012', senderQty: '1,200' };
    expect(everyProblem(shipmentSchema, line)).toEqual({
      data: expect.objectContaining({ waybillNo: '123456789012', senderQty: 1200, receiverQty: 0 }),
      problems: [],
    });
  });

  it('checks a rule only when the fields before it passed', () => {
    const tooMuch = { trnsprtCd: 'QTY', kindCd: 'TAC0202', senderQty: 3_000_000, senderUntpc: 1_000 };
    expect(everyProblem(shipmentSchema, tooMuch).problems).toEqual([
      { field: 'senderUntpc', message: expect.stringMatching(/^금액은/) },
    ]);
    expect(everyProblem(shipmentSchema, { ...tooMuch, kindCd: '' }).problems.map((p) => p.field)).toEqual([
      'kindCd',
    ]);
  });
});
