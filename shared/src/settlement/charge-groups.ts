// How the staff's billing views group goods lines by charge (issue 34): the delivery check's sheet
// tells 선불, 착불 and 도착분 apart; the per-type statement splits its rows into 선불 and 착불 (도착분).
// Both follow the payer rule (billing.ts payerSide): prepaid lines bill their sender, collect lines
// their receiver.
import { payerSide } from './billing';

/**
 * The delivery check's 구분 of a line: PREPAID (the sender pays), COLLECT (the receiver pays, not
 * delivered yet) or ARRIVED (the receiver pays and the goods have arrived: a completion date is
 * recorded, 도착분). Null for an unknown charge, which bills nobody.
 */
export const LINE_CHARGE_GROUPS = ['PREPAID', 'COLLECT', 'ARRIVED'] as const;
export type LineChargeGroup = (typeof LINE_CHARGE_GROUPS)[number];

export const LINE_CHARGE_GROUP_LABELS: Readonly<Record<LineChargeGroup, string>> = {
  PREPAID: '선불',
  COLLECT: '착불',
  ARRIVED: '도착분',
};

export function lineChargeGroupOf(chargeCd: string, delivered: boolean): LineChargeGroup | null {
  const side = payerSide(chargeCd);
  if (side === 'SENDER') return 'PREPAID';
  if (side === 'RECEIVER') return delivered ? 'ARRIVED' : 'COLLECT';
  return null;
}

/**
 * The per-type statement's groups: what the company pays as sender (선불) and as receiver (착불,
 * the goods that arrived to it: 도착분), in that order. Every billed line has one: a line of an
 * unknown charge bills nobody, so it is on no statement.
 */
export const STATEMENT_CHARGE_GROUPS = ['PREPAID', 'COLLECT'] as const;
export type StatementChargeGroup = (typeof STATEMENT_CHARGE_GROUPS)[number];

export const STATEMENT_CHARGE_GROUP_LABELS: Readonly<Record<StatementChargeGroup, string>> = {
  PREPAID: '선불',
  COLLECT: '착불 (도착분)',
};

export function statementChargeGroupOf(chargeCd: string): StatementChargeGroup {
  return payerSide(chargeCd) === 'RECEIVER' ? 'COLLECT' : 'PREPAID';
}
