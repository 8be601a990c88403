// 운송장 사전 등록's list: one row per live pre-registered waybill range. The GraphQL Waybill type,
// its select list, the grid and 운송장사전등록.xlsx are built from it.
import { WAYBILL_FIELD_LABELS as LABELS } from '../forms/waybill-form';
import { defineList } from './define-list';

export const WAYBILL_LIST = defineList({
  columns: {
    waybillId: { label: '대역 번호', kind: 'integer', doc: 'Range number (waybillId).' },
    senderCompanyId: { kind: 'integer', doc: 'The sender company (보내는 업체).' },
    senderCompanyNm: { label: LABELS.senderCompanyId, width: 24, grow: true, doc: 'Sender company name.' },
    senderTelNo: { nullable: true, doc: 'Sender telephone, digits only.' },
    senderAddress: { nullable: true, doc: 'Sender address.' },
    receiverCompanyId: {
      kind: 'integer',
      nullable: true,
      doc: 'The receiver company (받는 업체), if any.',
    },
    receiverCompanyNm: {
      label: LABELS.receiverCompanyId,
      width: 24,
      grow: true,
      nullable: true,
      empty: '-',
      doc: 'Receiver company name.',
    },
    receiverTelNo: { nullable: true, doc: 'Receiver telephone, digits only.' },
    receiverAddress: { nullable: true, doc: 'Receiver address.' },
    chargeCd: { doc: 'Charge (운임 구분): pre (선불), collect (착불) or credit (신용).' },
    chargeNm: { label: LABELS.chargeCd, width: 10, doc: 'The charge in Korean: 선불, 착불 or 신용.' },
    qty: {
      label: LABELS.qty,
      kind: 'integer',
      doc: 'Quantity (수량) in pieces (개), at least 1, as entered; not checked against the range size.',
    },
    startNo: { label: LABELS.startNo, kind: 'rangeNo', doc: 'First number of the range, 11 to 18 digits.' },
    endNo: {
      label: LABELS.endNo,
      kind: 'rangeNo',
      doc: 'Last number of the range (inclusive), not below startNo.',
    },
    printCount: {
      label: '인쇄 횟수',
      kind: 'integer',
      doc: 'Number of times its labels were handed to a printer (print log rows); above 0 a print asks first.',
    },
    lastPrintedAt: { kind: 'date', nullable: true, doc: 'When its labels were last printed (UTC).' },
    delYn: { doc: 'N live, Y deleted (a delete only marks the row and frees its numbers).' },
    regDt: { label: '등록일', kind: 'date', doc: 'Registration time (UTC).' },
    chgDt: { kind: 'date', nullable: true, doc: 'Time of the last change or of the delete (UTC).' },
    version: { kind: 'integer', doc: 'Optimistic-lock version; send it back with updates.' },
  },
  filters: {
    senderCompanyNm: {
      label: LABELS.senderCompanyId,
      kind: 'text',
      doc: 'Part of the sender company name, any case.',
    },
    receiverCompanyNm: {
      label: LABELS.receiverCompanyId,
      kind: 'text',
      doc: 'Part of the receiver company name, any case.',
    },
    searchNo: {
      label: '운송장 번호',
      kind: 'text',
      doc: 'A waybill number, hyphens ignored: 11-18 digits find the range holding it; fewer digits match ranges whose start or end number contains them.',
    },
  },
  grid: [
    'senderCompanyNm',
    'receiverCompanyNm',
    'chargeNm',
    'startNo',
    'endNo',
    'qty',
    'printCount',
    'regDt',
  ],
  sheet: [
    'waybillId',
    'senderCompanyNm',
    'receiverCompanyNm',
    'chargeNm',
    'startNo',
    'endNo',
    'qty',
    'printCount',
    'regDt',
  ],
});
