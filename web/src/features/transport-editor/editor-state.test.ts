import { transportSaveSchema } from '@parcel/shared/forms/transport-form';
import {
  calculationFor,
  editorReducer,
  isRealReceiver,
  lineTotals,
  loadedState,
  mayAddLine,
  mayAddReceiver,
  lineCount,
  newLine,
  newReceiver,
  problemPlace,
  savePayload,
  type EditorState,
  type StoredReceiver,
} from './editor-state';

/** Both of a party's prices as the same text. */
const prices = (price: string) => ({ untpc: price, weightUntpc: price });

const stored: StoredReceiver[] = [
  {
    receiverTransportId: 11,
    receiverCompanyId: 5,
    companyNm: '저장된 받는곳',
    telNo: '0531112222',
    managerTelNo: '01033334444',
    address: '대구 북구',
    regionCd: 'DAEGU',
    regionDtlCd: 'BUKGU',
    shipperCd: 'COM',
    untpc: 3000,
    weightUntpc: 500,
    shipments: [
      {
        shipmentId: 101,
        trnsprtCd: 'QTY',
        kindCd: 'TAC0202',
        waybillNo: '123456789012',
        senderQty: 2,
        receiverQty: 2,
        senderUntpc: 4000,
        receiverUntpc: 3000,
      },
    ],
  },
];

const sender = {
  senderCompanyId: 1,
  chargeCd: 'CH001',
  companyNm: '보내는상사',
  telNo: '053-111-2222',
  address: '대구 중구',
  managerNm: '김담당',
  managerTelNo: '010-1111-2222',
  untpc: '4000',
  weightUntpc: '500',
};

describe('the editor drafts', () => {
  it('loads the stored receivers with the first selected and nothing changed', () => {
    const state = loadedState(stored);
    expect(state).toMatchObject({ selectedKey: 'r-11', dirty: false, deletedReceiverIds: [] });
    expect(state.receivers[0]!.shipments[0]).toMatchObject({ key: 'l-101', senderQty: '2' });
  });

  it('a new receiver is a draft with a temporary key, selected, with the editor defaults', () => {
    const draft = newReceiver();
    const state = editorReducer(loadedState(stored), { type: 'addReceiver', receiver: draft });
    expect(draft.key).toMatch(/^r-draft-/);
    expect(state).toMatchObject({ selectedKey: draft.key, dirty: true });
    expect(draft).toMatchObject({
      receiverTransportId: 0,
      regionCd: 'DAEGU',
      regionDtlCd: 'BUKGU',
      shipperCd: 'COM',
    });
  });

  it('deleting a saved receiver records its id; deleting a draft just drops it', () => {
    const draft = newReceiver();
    let state: EditorState = editorReducer(loadedState(stored), { type: 'addReceiver', receiver: draft });
    state = editorReducer(state, { type: 'deleteReceivers', keys: [draft.key, 'r-11'] });
    expect(state.receivers).toEqual([]);
    expect(state.deletedReceiverIds).toEqual([11]);
    expect(state.selectedKey).toBeNull();
  });

  it('deleting a saved line records its id under its receiver; a new line under a draft receiver goes with it', () => {
    const line = newLine('QTY', 'CH001', prices('4000'), prices('3000'));
    let state = editorReducer(loadedState(stored), { type: 'addLine', receiverKey: 'r-11', line });
    state = editorReducer(state, { type: 'deleteLines', receiverKey: 'r-11', keys: ['l-101', line.key] });
    expect(state.receivers[0]).toMatchObject({ shipments: [], deletedShipmentIds: [101] });
  });

  it('counts a receiver as real with an id, a company, any text or any goods', () => {
    const blank = newReceiver();
    expect(isRealReceiver(blank)).toBe(false);
    expect(isRealReceiver({ ...blank, rmk: '메모' })).toBe(true);
    expect(isRealReceiver({ ...blank, receiverCompanyId: 3 })).toBe(true);
    expect(isRealReceiver({ ...blank, shipments: [newLine('QTY', 'CH001', prices('0'), prices('0'))] })).toBe(
      true,
    );
    expect(isRealReceiver(loadedState(stored).receivers[0]!)).toBe(true);
  });

  it('adds a receiver only after the previous one has a name and an address; a line after its type and kind', () => {
    expect(mayAddReceiver([])).toBe(true);
    expect(mayAddReceiver([newReceiver()])).toBe(false);
    expect(mayAddReceiver([{ ...newReceiver(), companyNm: '가', address: '나' }])).toBe(true);
    expect(mayAddLine([newLine('QTY', 'CH001', prices(''), prices(''))])).toBe(false);
    expect(mayAddLine([{ ...newLine('QTY', 'CH001', prices(''), prices('')), kindCd: 'TAC0201' }])).toBe(
      true,
    );
  });

  it('new lines go by weight only when both sides are communication shippers', () => {
    expect(calculationFor('COM', { ...newReceiver(), shipperCd: 'COM' })).toBe('WEIGHT');
    expect(calculationFor('COM', { ...newReceiver(), shipperCd: 'PCL' })).toBe('QTY');
    expect(calculationFor('GEN', { ...newReceiver(), shipperCd: 'COM' })).toBe('QTY');
  });

  it('sums quantities and amounts of what is typed', () => {
    const lines = loadedState(stored).receivers[0]!.shipments;
    expect(lineTotals([...lines, { ...lines[0]!, key: 'x', senderQty: '1,000', senderUntpc: '2' }])).toEqual({
      qty: 1002,
      senderAmount: 10000,
      receiverAmount: 12000,
    });
  });

  it('sends real receivers only, drops blank new lines, and passes the shared schema', () => {
    let state = editorReducer(loadedState(stored), { type: 'addReceiver', receiver: newReceiver() });
    state = editorReducer(state, {
      type: 'addLine',
      receiverKey: 'r-11',
      line: newLine('QTY', 'CH001', prices('1'), prices('1')),
    });
    const payload = savePayload({ senderTransportId: 7, version: 3 }, sender, state);
    expect(payload.receivers).toHaveLength(1);
    expect(payload.receivers[0]!.shipments).toHaveLength(1);
    const parsed = transportSaveSchema.safeParse(payload);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.receivers[0]?.shipments[0]).toMatchObject({ shipmentId: 101, senderQty: 2 });
  });

  it("prices a new line by its payer: a parcel at each side's 수량단가, a communication line at the payer's 무게단가", () => {
    const sender = { untpc: '4000', weightUntpc: '900' };
    const receiver = { untpc: '3000', weightUntpc: '700' };
    expect(newLine('QTY', 'CH002', sender, receiver)).toMatchObject({
      senderUntpc: '4000',
      receiverUntpc: '3000',
    });
    expect(newLine('WEIGHT', 'CH001', sender, receiver)).toMatchObject({
      senderUntpc: '900',
      receiverUntpc: '900',
    });
    expect(newLine('WEIGHT', 'CH002', sender, receiver)).toMatchObject({
      senderUntpc: '700',
      receiverUntpc: '700',
    });
    // A price nobody gave stays empty: the server fills it from the party's company.
    expect(newLine('QTY', 'CH001', { untpc: '', weightUntpc: '' }, receiver)).toMatchObject({
      senderUntpc: '',
    });
  });

  it('a confirmed charge change reprices every line, typed prices included, by the new payer', () => {
    let state = loadedState(stored);
    const typed = {
      ...state.receivers[0]!.shipments[0]!,
      trnsprtCd: 'WEIGHT' as const,
      senderUntpc: '1',
      receiverUntpc: '2',
    };
    state = editorReducer(state, { type: 'updateLine', receiverKey: 'r-11', line: typed });
    state = editorReducer(state, {
      type: 'reprice',
      chargeCd: 'CH002',
      sender: { untpc: '4000', weightUntpc: '900' },
    });
    expect(state.receivers[0]!.shipments[0]).toMatchObject({
      senderUntpc: state.receivers[0]!.weightUntpc,
      receiverUntpc: state.receivers[0]!.weightUntpc,
    });
    expect(lineCount(state.receivers)).toBe(stored[0]!.shipments.length);
    expect(state.dirty).toBe(true);
  });

  it('points a save problem at the receiver and field', () => {
    expect(problemPlace(['receivers', 2, 'telNo'])).toEqual({ receiverIndex: 2, field: 'telNo' });
    expect(problemPlace(['sender', 'address'])).toEqual({ receiverIndex: null, field: 'address' });
  });
});
