// What a clerk's transport editor sends (web/src/features/transport-editor): a company picked for
// each party fills its fields, new goods lines are priced by the payer (shared linePrices), a charge
// change reprices every line, and the save is the whole transport as typed, parsed by the shared
// schema before it goes out as the GraphQL saveTransport mutation's input.
import {
  type Calculation,
  defaultCalculation,
  TRANSPORT_DEFAULTS,
  transportSaveSchema,
} from '@parcel/shared/forms/transport-form';
import { linePrices, type PartyPrices } from '@parcel/shared/settlement/billing';

/** A registered company as the editor's picker fills a party from it (web party-fields.tsx, EditorCompany). */
export interface PickedCompany {
  companyId: number;
  companyNm: string;
  telNo: string | null;
  address: string | null;
  managerNm: string | null;
  managerTelNo: string | null;
  regionCd: string | null;
  regionDtlCd: string | null;
  shipperCd: string | null;
  untpc: number;
  weightUntpc: number;
}

/** A party's fields as the editor holds them: text as typed, prices included ('' leaves them to the server). */
interface PartyText extends PartyPrices<string> {
  companyNm: string;
  telNo: string;
  managerTelNo: string;
  address: string;
  rmk: string;
  regionCd: string;
  regionDtlCd: string;
  shipperCd: string;
}

export interface EditorLine {
  shipmentId: number;
  trnsprtCd: Calculation;
  kindCd: string;
  waybillNo: string;
  senderQty: string;
  receiverQty: string;
  senderUntpc: string;
  receiverUntpc: string;
}

export interface EditorReceiver extends PartyText {
  receiverTransportId: number;
  receiverCompanyId: number | null;
  shipments: EditorLine[];
  deletedShipmentIds: number[];
}

/** The editor's save before the schema parses it (web editor-state.ts savePayload). */
export interface EditorTransport {
  senderTransportId: number;
  version: number | null;
  sender: PartyText & { senderCompanyId: number | null; chargeCd: string; managerNm: string };
  receivers: EditorReceiver[];
  deletedReceiverIds: number[];
}

/** The fields a picked company fills (usePickCompany): its own, the defaults where it has none. */
function partyOf(company: PickedCompany): PartyText {
  return {
    companyNm: company.companyNm,
    telNo: company.telNo ?? '',
    managerTelNo: company.managerTelNo ?? '',
    address: company.address ?? '',
    rmk: '',
    shipperCd: company.shipperCd ?? TRANSPORT_DEFAULTS.shipperCd,
    regionCd: company.regionCd ?? TRANSPORT_DEFAULTS.regionCd,
    regionDtlCd: company.regionCd ? (company.regionDtlCd ?? '') : TRANSPORT_DEFAULTS.regionDtlCd,
    untpc: String(company.untpc),
    weightUntpc: String(company.weightUntpc),
  };
}

/** What a clerk types on a new goods line besides what the editor fills: its kind, waybill number and quantity. */
export interface TypedLine {
  kindCd: string;
  waybillNo: string;
  qty: number;
}

/** A new goods line of a receiver, calculated and priced as the editor's 추가 does (newLine, calculationFor). */
export function newLine(
  sender: EditorTransport['sender'],
  receiver: PartyText,
  typed: TypedLine,
): EditorLine {
  const calculation = defaultCalculation(sender.shipperCd, receiver.shipperCd);
  return {
    shipmentId: 0,
    trnsprtCd: calculation,
    kindCd: typed.kindCd,
    waybillNo: typed.waybillNo,
    senderQty: String(typed.qty),
    receiverQty: String(typed.qty),
    ...linePrices(sender.chargeCd, calculation, sender, receiver),
  };
}

/** A new transport from `sender` to each of `receivers`, with the lines `typedLines` gives each receiver. */
export function newTransport(
  sender: PickedCompany,
  chargeCd: string,
  receivers: PickedCompany[],
  typedLines: (receiverIndex: number) => TypedLine[],
): EditorTransport {
  const senderText = {
    ...partyOf(sender),
    senderCompanyId: sender.companyId,
    chargeCd,
    managerNm: sender.managerNm ?? '',
  };
  return {
    senderTransportId: 0,
    version: null,
    sender: senderText,
    receivers: receivers.map((company, r) => {
      const party = partyOf(company);
      return {
        ...party,
        receiverTransportId: 0,
        receiverCompanyId: company.companyId,
        shipments: typedLines(r).map((typed) => newLine(senderText, party, typed)),
        deletedShipmentIds: [],
      };
    }),
    deletedReceiverIds: [],
  };
}

/** The stored transport as the editor loads it (web transport-editor.ts EditorTransport). */
export const EDITOR_TRANSPORT_QUERY = `query EditorTransport($id: Int!) { transport(senderTransportId: $id) {
  senderTransportId version requstDt senderCompanyId companyNm chargeCd telNo address managerNm managerTelNo rmk
  regionCd regionDtlCd shipperCd untpc weightUntpc
  receivers { receiverTransportId receiverCompanyId companyNm telNo managerTelNo address rmk regionCd regionDtlCd
    shipperCd untpc weightUntpc
    shipments { shipmentId trnsprtCd kindCd waybillNo senderQty receiverQty senderUntpc receiverUntpc } } } }`;

/** A stored party's fields as GraphQL answers them (prices as numbers, empty ones null). */
type StoredParty = Record<keyof PartyText, string | number | null>;
type StoredLine = Record<keyof Omit<EditorLine, 'shipmentId'>, string | number | null> & {
  shipmentId: number;
};

/** EDITOR_TRANSPORT_QUERY's answer. */
export interface StoredTransport extends StoredParty {
  senderTransportId: number;
  version: number;
  senderCompanyId: number | null;
  chargeCd: string;
  managerNm: string | null;
  receivers: (StoredParty & {
    receiverTransportId: number;
    receiverCompanyId: number | null;
    shipments: StoredLine[];
  })[];
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

const storedParty = (stored: StoredParty): PartyText => ({
  companyNm: text(stored.companyNm),
  telNo: text(stored.telNo),
  managerTelNo: text(stored.managerTelNo),
  address: text(stored.address),
  rmk: text(stored.rmk),
  regionCd: text(stored.regionCd),
  regionDtlCd: text(stored.regionDtlCd),
  shipperCd: text(stored.shipperCd),
  untpc: text(stored.untpc),
  weightUntpc: text(stored.weightUntpc),
});

/** The editor's state of a loaded transport (senderDefaults and loadedState), at the version loaded. */
export function loadedTransport(stored: StoredTransport): EditorTransport {
  return {
    senderTransportId: stored.senderTransportId,
    version: stored.version,
    sender: {
      ...storedParty(stored),
      senderCompanyId: stored.senderCompanyId,
      chargeCd: stored.chargeCd,
      managerNm: text(stored.managerNm),
    },
    receivers: stored.receivers.map((receiver) => ({
      ...storedParty(receiver),
      receiverTransportId: receiver.receiverTransportId,
      receiverCompanyId: receiver.receiverCompanyId,
      deletedShipmentIds: [],
      shipments: receiver.shipments.map((line) => ({
        shipmentId: line.shipmentId,
        trnsprtCd: line.trnsprtCd === 'WEIGHT' ? 'WEIGHT' : 'QTY',
        kindCd: text(line.kindCd),
        waybillNo: text(line.waybillNo),
        senderQty: text(line.senderQty),
        receiverQty: text(line.receiverQty),
        senderUntpc: text(line.senderUntpc),
        receiverUntpc: text(line.receiverUntpc),
      })),
    })),
    deletedReceiverIds: [],
  };
}

/** The charge changed and confirmed: every line repriced by the new payer (the editor's reprice). */
export function withCharge(transport: EditorTransport, chargeCd: string): EditorTransport {
  const sender = { ...transport.sender, chargeCd };
  return {
    ...transport,
    sender,
    receivers: transport.receivers.map((receiver) => ({
      ...receiver,
      shipments: receiver.shipments.map((line) => ({
        ...line,
        ...linePrices(chargeCd, line.trnsprtCd, sender, receiver),
      })),
    })),
  };
}

/**
 * The last line of the last receiver deleted when it has another, and a line added to the first
 * receiver (the editor's 삭제 and 추가, saved together); answers whether a line was deleted.
 */
export function withLineAddedAndRemoved(
  transport: EditorTransport,
  typed: TypedLine,
): { transport: EditorTransport; removed: boolean } {
  const last = transport.receivers.length - 1;
  const removable = transport.receivers[last]!.shipments.length > 1;
  const receivers = transport.receivers.map((receiver, r) => {
    const removing = r === last && removable;
    const kept = removing ? receiver.shipments.slice(0, -1) : receiver.shipments;
    return {
      ...receiver,
      shipments: r === 0 ? [...kept, newLine(transport.sender, receiver, typed)] : kept,
      deletedShipmentIds: removing ? [receiver.shipments.at(-1)!.shipmentId] : [],
    };
  });
  return { transport: { ...transport, receivers }, removed: removable };
}

/** The GraphQL mutation the editor saves with. */
export const SAVE_TRANSPORT_MUTATION = `mutation SaveTransport($input: TransportSaveInput!) {
  saveTransport(input: $input) { senderTransportId version } }`;

/** The mutation's input: the editor's state parsed by the shared schema, as the editor sends it. */
export function saveInputOf(transport: EditorTransport): unknown {
  const parsed = transportSaveSchema.safeParse(transport);
  if (!parsed.success)
    throw new Error(`the bench's editor save does not parse: ${JSON.stringify(parsed.error.issues[0])}`);
  return parsed.data;
}
