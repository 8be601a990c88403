// The transport editor's drafts (the spec's part 2, "Shipment editor"): the receivers and their goods
// lines as the person edits them, before one save sends the whole transport. New rows carry a
// temporary key; deleting a saved row (id > 0) records its id for the save, a draft just goes.
import {
  defaultCalculation,
  isBlankShipment,
  lineAmount,
  TRANSPORT_DEFAULTS,
  type Calculation,
  type TransportSaveInput,
} from '@parcel/shared/forms/transport-form';
import { linePrices, type PartyPrices } from '@parcel/shared/settlement/billing';

/** A goods line being edited. Numbers stay as typed (strings) until the save parses them. */
export interface LineDraft {
  key: string;
  shipmentId: number;
  trnsprtCd: Calculation | '';
  kindCd: string;
  waybillNo: string;
  senderQty: string;
  receiverQty: string;
  senderUntpc: string;
  receiverUntpc: string;
}

/** The receiver fields the right-hand form edits. */
export interface ReceiverFields {
  receiverCompanyId: number | null;
  companyNm: string;
  telNo: string;
  managerTelNo: string;
  address: string;
  rmk: string;
  regionCd: string;
  regionDtlCd: string;
  shipperCd: string;
  untpc: string;
  weightUntpc: string;
  /** 알림 수신 동의: delivery notifications to the contact mobile (N unless ticked). */
  notifyYn: 'Y' | 'N';
}

export interface ReceiverDraft extends ReceiverFields {
  key: string;
  receiverTransportId: number;
  shipments: LineDraft[];
  deletedShipmentIds: number[];
}

export interface EditorState {
  receivers: ReceiverDraft[];
  deletedReceiverIds: number[];
  /** The receiver shown on the right, by key. */
  selectedKey: string | null;
  /** Anything changed since the load or the last save. */
  dirty: boolean;
}

let keySequence = 0;
/** A temporary key for a row that has no id yet (unique within the page's life). */
export const draftKey = (prefix: 'r' | 'l') => `${prefix}-draft-${++keySequence}`;

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

export const emptyReceiverFields = (): ReceiverFields => ({
  receiverCompanyId: null,
  companyNm: '',
  telNo: '',
  managerTelNo: '',
  address: '',
  rmk: '',
  regionCd: TRANSPORT_DEFAULTS.regionCd,
  regionDtlCd: TRANSPORT_DEFAULTS.regionDtlCd,
  shipperCd: TRANSPORT_DEFAULTS.shipperCd,
  // Left to the server (the company's, 0 without one) until a company is picked or a price typed.
  untpc: '',
  weightUntpc: '',
  notifyYn: 'N',
});

export const newReceiver = (): ReceiverDraft => ({
  ...emptyReceiverFields(),
  key: draftKey('r'),
  receiverTransportId: 0,
  shipments: [],
  deletedShipmentIds: [],
});

/** A party's prices as the editor holds them (typed text; '' leaves it to the server). */
export type PartyPriceText = PartyPrices<string>;

/**
 * A new goods line, priced by its payer (billing.ts linePrices): a parcel line at each party's
 * 수량단가, a communication line at the payer's 무게단가 on both sides. An empty price is left to
 * the server, which fills it from the party's company.
 */
export function newLine(
  calculation: Calculation,
  chargeCd: string,
  sender: PartyPriceText,
  receiver: PartyPriceText,
): LineDraft {
  return {
    key: draftKey('l'),
    shipmentId: 0,
    trnsprtCd: calculation,
    kindCd: '',
    waybillNo: '',
    senderQty: '',
    receiverQty: '',
    ...linePrices(chargeCd, calculation, sender, receiver),
  };
}

/** Every line of the drafts, priced again by the payer of `chargeCd` (a charge change, confirmed). */
function repriced(receivers: readonly ReceiverDraft[], chargeCd: string, sender: PartyPriceText) {
  return receivers.map((receiver) => ({
    ...receiver,
    shipments: receiver.shipments.map((line) => ({
      ...line,
      ...linePrices(chargeCd, line.trnsprtCd === 'WEIGHT' ? 'WEIGHT' : 'QTY', sender, receiver),
    })),
  }));
}

/** How many goods lines the drafts hold (a charge change reprices them all). */
export const lineCount = (receivers: readonly ReceiverDraft[]) =>
  receivers.reduce((count, receiver) => count + receiver.shipments.length, 0);

/** The stored transport's receivers and lines, as the loaded query gives them. */
export interface StoredReceiver {
  receiverTransportId: number;
  receiverCompanyId?: number | null;
  companyNm: string;
  telNo?: string | null;
  managerTelNo?: string | null;
  address?: string | null;
  rmk?: string | null;
  regionCd?: string | null;
  regionDtlCd?: string | null;
  shipperCd?: string | null;
  untpc: number;
  weightUntpc: number;
  notifyYn?: string | null;
  shipments: {
    shipmentId: number;
    trnsprtCd: string;
    kindCd: string;
    waybillNo?: string | null;
    senderQty: number;
    receiverQty: number;
    senderUntpc: number;
    receiverUntpc: number;
  }[];
}

export function loadedState(receivers: readonly StoredReceiver[]): EditorState {
  return {
    receivers: receivers.map((stored) => ({
      key: `r-${stored.receiverTransportId}`,
      receiverTransportId: stored.receiverTransportId,
      receiverCompanyId: stored.receiverCompanyId ?? null,
      companyNm: stored.companyNm,
      telNo: text(stored.telNo),
      managerTelNo: text(stored.managerTelNo),
      address: text(stored.address),
      rmk: text(stored.rmk),
      regionCd: text(stored.regionCd),
      regionDtlCd: text(stored.regionDtlCd),
      shipperCd: text(stored.shipperCd),
      untpc: text(stored.untpc),
      weightUntpc: text(stored.weightUntpc),
      notifyYn: stored.notifyYn === 'Y' ? 'Y' : 'N',
      deletedShipmentIds: [],
      shipments: stored.shipments.map((line) => ({
        key: `l-${line.shipmentId}`,
        shipmentId: line.shipmentId,
        trnsprtCd: line.trnsprtCd === 'WEIGHT' ? 'WEIGHT' : 'QTY',
        kindCd: line.kindCd,
        waybillNo: text(line.waybillNo),
        senderQty: text(line.senderQty),
        receiverQty: text(line.receiverQty),
        senderUntpc: text(line.senderUntpc),
        receiverUntpc: text(line.receiverUntpc),
      })),
    })),
    deletedReceiverIds: [],
    selectedKey: receivers.length ? `r-${receivers[0]!.receiverTransportId}` : null,
    dirty: false,
  };
}

export type EditorAction =
  | { type: 'load'; state: EditorState }
  | { type: 'addReceiver'; receiver: ReceiverDraft }
  | { type: 'select'; key: string | null }
  | { type: 'updateReceiver'; key: string; fields: Partial<ReceiverFields> }
  | { type: 'deleteReceivers'; keys: readonly string[] }
  | { type: 'addLine'; receiverKey: string; line: LineDraft }
  | { type: 'updateLine'; receiverKey: string; line: LineDraft }
  | { type: 'deleteLines'; receiverKey: string; keys: readonly string[] }
  | { type: 'reprice'; chargeCd: string; sender: PartyPriceText }
  | { type: 'touch' };

const withReceiver = (
  state: EditorState,
  key: string,
  change: (receiver: ReceiverDraft) => ReceiverDraft,
) => ({
  ...state,
  dirty: true,
  receivers: state.receivers.map((receiver) => (receiver.key === key ? change(receiver) : receiver)),
});

const savedIds = (rows: readonly { id: number }[]) => rows.map((row) => row.id).filter((id) => id > 0);

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return action.state;
    case 'addReceiver':
      return {
        ...state,
        dirty: true,
        receivers: [...state.receivers, action.receiver],
        selectedKey: action.receiver.key,
      };
    case 'select':
      return { ...state, selectedKey: action.key };
    case 'updateReceiver':
      return withReceiver(state, action.key, (receiver) => ({ ...receiver, ...action.fields }));
    case 'deleteReceivers': {
      const gone = state.receivers.filter((receiver) => action.keys.includes(receiver.key));
      const receivers = state.receivers.filter((receiver) => !action.keys.includes(receiver.key));
      const selectedKey =
        state.selectedKey && action.keys.includes(state.selectedKey)
          ? (receivers[0]?.key ?? null)
          : state.selectedKey;
      return {
        receivers,
        selectedKey,
        dirty: true,
        deletedReceiverIds: [
          ...state.deletedReceiverIds,
          ...savedIds(gone.map((receiver) => ({ id: receiver.receiverTransportId }))),
        ],
      };
    }
    case 'addLine':
      return withReceiver(state, action.receiverKey, (receiver) => ({
        ...receiver,
        shipments: [...receiver.shipments, action.line],
      }));
    case 'updateLine':
      return withReceiver(state, action.receiverKey, (receiver) => ({
        ...receiver,
        shipments: receiver.shipments.map((line) => (line.key === action.line.key ? action.line : line)),
      }));
    case 'deleteLines':
      return withReceiver(state, action.receiverKey, (receiver) => {
        const gone = receiver.shipments.filter((line) => action.keys.includes(line.key));
        return {
          ...receiver,
          shipments: receiver.shipments.filter((line) => !action.keys.includes(line.key)),
          deletedShipmentIds: [
            ...receiver.deletedShipmentIds,
            ...savedIds(gone.map((line) => ({ id: line.shipmentId }))),
          ],
        };
      });
    case 'reprice':
      return { ...state, dirty: true, receivers: repriced(state.receivers, action.chargeCd, action.sender) };
    case 'touch':
      return { ...state, dirty: true };
  }
}

/**
 * A receiver counts as real if it has an id, a company, any of name, phone, address or memo, or
 * any goods (spec part 2, section 4); the save leaves the others out.
 */
export function isRealReceiver(receiver: ReceiverDraft): boolean {
  return (
    receiver.receiverTransportId > 0 ||
    receiver.receiverCompanyId !== null ||
    [receiver.companyNm, receiver.telNo, receiver.address, receiver.rmk].some(
      (value) => value.trim() !== '',
    ) ||
    receiver.shipments.length > 0
  );
}

/** Adding a receiver needs the previous one's name and address (spec part 2, section 5). */
export function mayAddReceiver(receivers: readonly ReceiverDraft[]): boolean {
  const previous = receivers.at(-1);
  return !previous || (previous.companyNm.trim() !== '' && previous.address.trim() !== '');
}

/** Adding a line needs the previous line's transport type and kind. */
export function mayAddLine(lines: readonly LineDraft[]): boolean {
  const previous = lines.at(-1);
  return !previous || (previous.trnsprtCd !== '' && previous.kindCd !== '');
}

/** A line's two amounts (read-only in the grid), from what is typed so far. */
export function lineAmounts(line: LineDraft): { sender: number; receiver: number } {
  const number = (value: string) => Number(value.replace(/[,\s]/g, '')) || 0;
  return {
    sender: lineAmount(number(line.senderQty), number(line.senderUntpc)),
    receiver: lineAmount(number(line.receiverQty), number(line.receiverUntpc)),
  };
}

/** The grid's sum row: quantity and both amounts over a receiver's lines. */
export function lineTotals(lines: readonly LineDraft[]) {
  return lines.reduce(
    (sum, line) => {
      const amounts = lineAmounts(line);
      return {
        qty: sum.qty + (Number(line.senderQty.replace(/[,\s]/g, '')) || 0),
        senderAmount: sum.senderAmount + amounts.sender,
        receiverAmount: sum.receiverAmount + amounts.receiver,
      };
    },
    { qty: 0, senderAmount: 0, receiverAmount: 0 },
  );
}

/** The line type a new line of this receiver starts with: WEIGHT when both sides are COM. */
export const calculationFor = (senderShipperCd: string, receiver: ReceiverDraft) =>
  defaultCalculation(senderShipperCd, receiver.shipperCd);

/** The save's body: real receivers only, blank new lines dropped, the deleted ids. */
export function savePayload(
  transport: { senderTransportId: number; version: number | null },
  sender: Record<string, unknown>,
  state: EditorState,
): TransportSaveInput {
  const real = state.receivers.filter(isRealReceiver);
  const dropped = state.receivers.filter((receiver) => !isRealReceiver(receiver));
  return {
    senderTransportId: transport.senderTransportId,
    version: transport.version,
    sender,
    deletedReceiverIds: [
      ...state.deletedReceiverIds,
      ...dropped.map((receiver) => receiver.receiverTransportId).filter((id) => id > 0),
    ],
    receivers: real.map(({ key: _key, shipments, ...receiver }) => ({
      ...receiver,
      shipments: shipments
        .filter((line) => line.shipmentId > 0 || !isBlankShipment(line))
        .map(({ key: _lineKey, ...line }) => line),
    })),
  };
}

/** Where a save's first problem points: the receiver (by position among those sent) and field. */
export interface ProblemPlace {
  receiverIndex: number | null;
  field: string;
}

export function problemPlace(path: readonly PropertyKey[]): ProblemPlace {
  if (path[0] === 'receivers' && typeof path[1] === 'number')
    return { receiverIndex: path[1], field: path.slice(2).map(String).join('.') };
  return {
    receiverIndex: null,
    field: path
      .slice(path[0] === 'sender' ? 1 : 0)
      .map(String)
      .join('.'),
  };
}
