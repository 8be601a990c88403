// The shipment editor's save (택배 > 운송 정보 입력): the sender, its receivers and each receiver's
// goods lines, checked in the spec's order (part 2, 5. "Transport save"): the sender's charge type,
// address, manager, phone and mobile; each receiver's address, phone and mobile; then what the
// database needs besides (names, codes, quantities). The editor, the API and the tests use it.
import { z } from 'zod';
import { formatMessage } from '../validation/messages';
import { isValidRangeNumber } from '../validation/number-range';
import { withSubject } from '../validation/particles';
import {
  amountField,
  choiceField,
  optionalAmountField,
  mobilePhoneField,
  optionalChoiceField,
  optionalIdField,
  optionalText,
  phoneField,
  requiredText,
} from '../validation/schemas';
import { YES_NO } from '../codes';
import { toDigits } from '../validation/digits';
import { linePrices, type PartyPrices } from '../settlement/billing';
import { field, orderedForm, rule, type FormInput, type FormOutput } from './ordered-form';

/** How a goods line is charged: per piece (parcel) or per kg (communication shippers). */
export const CALCULATIONS = ['QTY', 'WEIGHT'] as const;
export type Calculation = (typeof CALCULATIONS)[number];

/** The shipper type (SHIPPER_TYPE) of communication shippers, whose lines go by weight. */
export const COMMUNICATION_SHIPPER = 'COM';

/** What a new transport starts with (spec part 2, section 9). */
export const TRANSPORT_DEFAULTS = {
  shipperCd: COMMUNICATION_SHIPPER,
  chargeCd: 'CH001',
  regionCd: 'DAEGU',
  regionDtlCd: 'BUKGU',
} as const;

/** The transport type (TRANSPORT_PROCESS) a sender's shipper type registers. */
export const TRANSPORT_PROCESS_OF_SHIPPER: Readonly<Record<string, string>> = {
  COM: 'COMM',
  PCL: 'PARCEL',
  GEN: 'GENERAL',
};

/** Guards far above a real transport (the receivers grid shows 17 without paging). */
export const MAX_RECEIVERS = 100;
export const MAX_LINES_PER_RECEIVER = 500;
/** Amounts are integer columns: a line or a total above this cannot be stored. */
export const MAX_AMOUNT = 2_147_483_647;

export const SENDER_FIELD_LABELS = {
  chargeCd: '운임 구분',
  address: '보내는 곳 주소',
  managerNm: '담당자',
  telNo: '보내는 곳 전화번호',
  managerTelNo: '보내는 곳 휴대전화',
  companyNm: '보내는 곳 상호',
  senderCompanyId: '보내는 업체',
  shipperCd: '운송 유형',
  regionCd: '지역',
  regionDtlCd: '세부 지역',
  rmk: '비고',
  untpc: '단가',
  weightUntpc: '중량 단가',
} as const;

export const RECEIVER_FIELD_LABELS = {
  address: '받는 곳 주소',
  telNo: '받는 곳 전화번호',
  managerTelNo: '받는 곳 휴대전화',
  companyNm: '받는 곳 상호',
  receiverCompanyId: '받는 업체',
  shipperCd: '운송 유형',
  regionCd: '지역',
  regionDtlCd: '세부 지역',
  rmk: '비고',
  untpc: '단가',
  weightUntpc: '중량 단가',
  notifyYn: '알림 수신 동의',
} as const;

export const SHIPMENT_FIELD_LABELS = {
  trnsprtCd: '운송 구분',
  kindCd: '품목',
  waybillNo: '운송장 번호',
  senderQty: '수량',
  receiverQty: '받는 곳 수량',
  senderUntpc: '단가',
  receiverUntpc: '받는 곳 단가',
} as const;

/** The editor's messages (spec part 2, sections 5 and 8, in Korean: docs/decisions.md#korean-text). */
export const TRANSPORT_EDITOR_MESSAGES = {
  /** A customer (화주) sends as one of its own companies only. */
  senderNotCustomers: '보내는 업체는 소속 업체 중에서 선택해주세요.',
  previousReceiverIncomplete: '이전 받는 곳의 모든 정보를 입력한 후 새로 추가해주세요.',
  selectReceiverFirst: '받는 곳을 먼저 선택하거나 추가해주세요.',
  saveReceiverFirst: '현재 받는 곳의 변경 내용을 먼저 저장해주세요.',
  previousLineIncomplete: '이전 물품의 운송 구분과 품목을 입력한 후 새로 추가해주세요.',
  noRowSelected: '선택된 행이 없습니다.',
  created: '운송 정보가 등록되었습니다.',
  createFailed: '운송 정보 등록에 실패했습니다.',
  updated: '운송 정보가 수정되었습니다.',
  updateFailed: '운송 정보 수정에 실패했습니다.',
  receiverDeleted: '받는 곳이 삭제되었습니다.',
  receiverDeleteFailed: '받는 곳 삭제에 실패했습니다.',
  lineDeleted: '물품이 삭제되었습니다.',
  lineDeleteFailed: '물품 삭제에 실패했습니다.',
  amountTooLarge: `금액은 ${MAX_AMOUNT.toLocaleString('en-US')}원을 넘을 수 없습니다.`,
  tooManyReceivers: `받는 곳은 한 운송 정보에 ${MAX_RECEIVERS}곳까지 입력할 수 있습니다.`,
  tooManyLines: `물품은 받는 곳마다 ${MAX_LINES_PER_RECEIVER}건까지 입력할 수 있습니다.`,
  duplicateWaybill: (waybillNo: string) => `운송장 번호 ${withSubject(waybillNo)} 두 번 입력되었습니다.`,
  /**
   * A line whose payer bills nobody (docs/decisions.md#nothing-billed-to-nobody-by-accident); saving
   * stays possible.
   */
  unbilledLine: '이 물품은 청구 대상 업체가 없습니다',
} as const;

/**
 * Why a payer's lines bill nobody, in the words of the editor's and the import's warning: the payer
 * (the sender or the receiver, `side`) is no registered company (`topName` null), or the top of its
 * settlement group (`topName`) is no shipper billed by a supplier.
 */
export function unbilledPayerMessage(
  side: 'SENDER' | 'RECEIVER',
  name: string,
  topName: string | null,
): string {
  const payer = side === 'SENDER' ? '보내는 곳' : '받는 곳';
  const shown = name.trim() || '(이름 없음)';
  if (topName === null)
    return `지불처인 ${payer} ${withSubject(shown)} 등록된 업체가 아닙니다. 업체를 선택하거나 등록해주세요.`;
  if (topName.trim() === name.trim())
    return `지불처인 ${payer} ${withSubject(shown)} 청구하는 화주가 아닙니다. 업체 정보에서 화주 여부와 공급자를 확인해주세요.`;
  return `지불처인 ${payer} ${shown}의 정산 그룹 업체 ${withSubject(topName)} 청구하는 화주가 아닙니다. 업체 정보에서 화주와 공급자를 확인해주세요.`;
}

/** QTY unless both sides are communication shippers (spec part 2, section 4). */
export function defaultCalculation(
  senderShipperCd: string | null | undefined,
  receiverShipperCd: string | null | undefined,
): Calculation {
  return senderShipperCd === COMMUNICATION_SHIPPER && receiverShipperCd === COMMUNICATION_SHIPPER
    ? 'WEIGHT'
    : 'QTY';
}

/** quantity x unit price, in whole won. */
export const lineAmount = (qty: number, untpc: number): number => qty * untpc;

/** A goods line's waybill number: digits (hyphens allowed as typed), 11 to 18; empty → null. */
function waybillNoField(label: string) {
  return optionalText(label, { max: 40 })
    .refine((value) => value === null || isValidRangeNumber(value), { error: formatMessage(label) })
    .transform((value) => (value === null ? null : toDigits(value)));
}

/** A quantity or a price: a whole number from 0 that an integer column holds. */
const storedAmount = (label: string) =>
  amountField(label).refine((value) => value <= MAX_AMOUNT, {
    error: TRANSPORT_EDITOR_MESSAGES.amountTooLarge,
  });

/** A unit price the caller may leave out (null): the server fills it by the payer (priceSave). */
const storedPrice = (label: string) =>
  optionalAmountField(label).refine((value) => value === null || value <= MAX_AMOUNT, {
    error: TRANSPORT_EDITOR_MESSAGES.amountTooLarge,
  });

const amountFits = (qty: string, untpc: string) => (parsed: Readonly<Record<string, unknown>>) =>
  lineAmount(Number(parsed[qty]), Number(parsed[untpc])) <= MAX_AMOUNT;

const L = SHIPMENT_FIELD_LABELS;

/** One goods line (물품), as the goods grid checks it when saved. */
export const shipmentSchema = orderedForm([
  field('shipmentId', optionalIdField('물품 번호')),
  field('trnsprtCd', choiceField(L.trnsprtCd, CALCULATIONS)),
  field('kindCd', requiredText(L.kindCd, { max: 30 })),
  field('waybillNo', waybillNoField(L.waybillNo)),
  field('senderQty', storedAmount(L.senderQty)),
  field('receiverQty', storedAmount(L.receiverQty)),
  field('senderUntpc', storedPrice(L.senderUntpc)),
  field('receiverUntpc', storedPrice(L.receiverUntpc)),
  rule('senderUntpc', TRANSPORT_EDITOR_MESSAGES.amountTooLarge, amountFits('senderQty', 'senderUntpc')),
  rule('receiverUntpc', TRANSPORT_EDITOR_MESSAGES.amountTooLarge, amountFits('receiverQty', 'receiverUntpc')),
]);
export type ShipmentValues = FormInput<typeof shipmentSchema.steps>;
export type ShipmentData = FormOutput<typeof shipmentSchema.steps>;

/** A line a person left empty (no waybill number, no quantity): dropped rather than saved. */
export function isBlankShipment(line: {
  waybillNo?: string | null;
  senderQty?: number | string | null;
  receiverQty?: number | string | null;
}): boolean {
  const empty = (value: number | string | null | undefined) =>
    value === null || value === undefined || value === '' || Number(value) === 0;
  return !line.waybillNo?.trim() && empty(line.senderQty) && empty(line.receiverQty);
}

const idList = (label: string, max: number) =>
  z
    .array(
      z
        .number({ error: formatMessage(label) })
        .int({ error: formatMessage(label) })
        .positive(),
      {
        error: formatMessage(label),
      },
    )
    .max(max, { error: formatMessage(label) })
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]);

/** A line marked deleted (delYn 'Y', old callers) or a blank new line is not saved. */
const savedLines = z
  .array(z.looseObject({}), { error: formatMessage('물품') })
  .nullish()
  .transform((lines) =>
    (lines ?? []).filter(
      (line) => line.delYn !== 'Y' && !(isBlankShipment(line) && !Number(line.shipmentId)),
    ),
  )
  .pipe(
    z.array(shipmentSchema).max(MAX_LINES_PER_RECEIVER, { error: TRANSPORT_EDITOR_MESSAGES.tooManyLines }),
  );

const R = RECEIVER_FIELD_LABELS;

/** One receiver (받는 곳) with its goods lines, checked in the spec's order. */
export const receiverSchema = orderedForm([
  field('address', requiredText(R.address, { max: 200 })),
  field('telNo', phoneField(R.telNo)),
  field('managerTelNo', mobilePhoneField(R.managerTelNo)),
  field('companyNm', requiredText(R.companyNm, { max: 100 })),
  field('receiverTransportId', optionalIdField('받는 곳 번호')),
  field('receiverCompanyId', optionalIdField(R.receiverCompanyId)),
  field('shipperCd', optionalText(R.shipperCd, { max: 30 })),
  field('regionCd', optionalText(R.regionCd, { max: 30 })),
  field('regionDtlCd', optionalText(R.regionDtlCd, { max: 30 })),
  field('rmk', optionalText(R.rmk, { max: 1000 })),
  field('untpc', storedPrice(R.untpc)),
  field('weightUntpc', storedPrice(R.weightUntpc)),
  // 알림 수신 동의 (Y/N); not sent: a new receiver's is N, a saved one's stays as it is.
  field('notifyYn', optionalChoiceField(R.notifyYn, YES_NO)),
  field('shipments', savedLines),
  field('deletedShipmentIds', idList('삭제할 물품', MAX_RECEIVERS * MAX_LINES_PER_RECEIVER)),
]);
export type ReceiverValues = FormInput<typeof receiverSchema.steps>;
export type ReceiverData = FormOutput<typeof receiverSchema.steps>;

const S = SENDER_FIELD_LABELS;

/** The sender (보내는 곳), checked in the spec's order. */
export const senderSchema = orderedForm([
  field('chargeCd', requiredText(S.chargeCd, { max: 30 })),
  field('address', requiredText(S.address, { max: 200 })),
  field('managerNm', requiredText(S.managerNm, { max: 50 })),
  field('telNo', phoneField(S.telNo)),
  field('managerTelNo', mobilePhoneField(S.managerTelNo)),
  field('companyNm', requiredText(S.companyNm, { max: 100 })),
  field('senderCompanyId', optionalIdField(S.senderCompanyId)),
  field('shipperCd', optionalText(S.shipperCd, { max: 30 })),
  field('regionCd', optionalText(S.regionCd, { max: 30 })),
  field('regionDtlCd', optionalText(S.regionDtlCd, { max: 30 })),
  field('rmk', optionalText(S.rmk, { max: 1000 })),
  field('untpc', storedPrice(S.untpc)),
  field('weightUntpc', storedPrice(S.weightUntpc)),
]);
export type SenderValues = FormInput<typeof senderSchema.steps>;
export type SenderData = FormOutput<typeof senderSchema.steps>;

/** The waybill numbers of a save, each once: the first repeated one fails. */
function firstRepeatedWaybill(receivers: readonly ReceiverData[]): string | null {
  const seen = new Set<string>();
  for (const line of receivers.flatMap((receiver) => receiver.shipments)) {
    if (!line.waybillNo) continue;
    if (seen.has(line.waybillNo)) return line.waybillNo;
    seen.add(line.waybillNo);
  }
  return null;
}

/**
 * A whole save: the sender, every receiver with its lines (the full state of the transport), and
 * what was deleted. senderTransportId 0 creates; above 0 updates the transport at `version`.
 */
export const transportSaveSchema = z
  .object({
    senderTransportId: optionalIdField('운송 번호'),
    version: z
      .number({ error: formatMessage('버전') })
      .int()
      .positive()
      .nullish(),
    sender: senderSchema,
    receivers: z
      .array(receiverSchema, { error: formatMessage('받는 곳') })
      .max(MAX_RECEIVERS, { error: TRANSPORT_EDITOR_MESSAGES.tooManyReceivers }),
    deletedReceiverIds: idList('삭제할 받는 곳', MAX_RECEIVERS),
  })
  .superRefine((save, context) => {
    const repeated = firstRepeatedWaybill(save.receivers);
    if (repeated)
      context.addIssue({
        code: 'custom',
        path: ['receivers'],
        message: TRANSPORT_EDITOR_MESSAGES.duplicateWaybill(repeated),
      });
  });
export type TransportSaveInput = z.input<typeof transportSaveSchema>;
export type TransportSaveData = z.output<typeof transportSaveSchema>;

/** A party's or a company's prices, as far as known (null: not given). */
type GivenPrices = { untpc: number | null; weightUntpc: number | null };

/** A save with every price filled: what the server writes. */
export type PricedSave = Omit<TransportSaveData, 'sender' | 'receivers'> & {
  sender: Omit<SenderData, keyof PartyPrices> & PartyPrices;
  receivers: (Omit<ReceiverData, keyof PartyPrices | 'shipments'> &
    PartyPrices & {
      shipments: (Omit<ShipmentData, 'senderUntpc' | 'receiverUntpc'> & {
        senderUntpc: number;
        receiverUntpc: number;
      })[];
    })[];
};

/**
 * The save with every price left out, for priceSave to fill from the registered companies: a
 * customer's (화주) save is priced by the office's prices, whatever it sends
 * (docs/decisions.md#customer-accounts).
 */
export function withoutGivenPrices(save: TransportSaveData): TransportSaveData {
  const noPrices = { untpc: null, weightUntpc: null };
  return {
    ...save,
    sender: { ...save.sender, ...noPrices },
    receivers: save.receivers.map((receiver) => ({
      ...receiver,
      ...noPrices,
      shipments: receiver.shipments.map((line) => ({ ...line, senderUntpc: null, receiverUntpc: null })),
    })),
  };
}

/**
 * Fills the prices a save left out (docs/decisions.md#prices-follow-the-payer): a party's from its
 * registered company (`companyPrices`, by id; 0 without one), then each goods line's by the payer
 * (billing.ts linePrices). A price sent stays, so the editor's typed prices and old callers' prices
 * are kept.
 */
export function priceSave(
  save: TransportSaveData,
  companyPrices: (companyId: number) => PartyPrices | undefined,
): PricedSave {
  const partyPrices = (given: GivenPrices, companyId: number | null): PartyPrices => {
    const company = companyId === null ? undefined : companyPrices(companyId);
    return {
      untpc: given.untpc ?? company?.untpc ?? 0,
      weightUntpc: given.weightUntpc ?? company?.weightUntpc ?? 0,
    };
  };
  const sender = { ...save.sender, ...partyPrices(save.sender, save.sender.senderCompanyId) };
  return {
    ...save,
    sender,
    receivers: save.receivers.map((receiver) => {
      const priced = { ...receiver, ...partyPrices(receiver, receiver.receiverCompanyId) };
      return {
        ...priced,
        shipments: receiver.shipments.map((line) => {
          const rule = linePrices(save.sender.chargeCd, line.trnsprtCd, sender, priced);
          return {
            ...line,
            senderUntpc: line.senderUntpc ?? rule.senderUntpc,
            receiverUntpc: line.receiverUntpc ?? rule.receiverUntpc,
          };
        }),
      };
    }),
  };
}
