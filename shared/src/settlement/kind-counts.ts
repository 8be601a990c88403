// 화주별 정산서 by goods kind (issue 34): per company, how many goods of each kind (서류, 박스, 롤 ...:
// the GOODS_KIND codes) it sent (발신) and received (수신), and both (합계).

/**
 * How a goods line counts: a QTY line its pieces (the side's quantity); a WEIGHT line, whose
 * quantity is kilograms, one (a sack or pouch weighed as one).
 */
export function kindCountOf(trnsprtCd: string, qty: number): number {
  return trnsprtCd === 'WEIGHT' ? 1 : qty;
}

/** The three rows of a company, in order. */
export const KIND_SIDES = ['sent', 'received', 'total'] as const;
export type KindSide = (typeof KIND_SIDES)[number];

export const KIND_SIDE_LABELS: Readonly<Record<KindSide, string>> = {
  sent: '발신',
  received: '수신',
  total: '합계',
};

/** A company's counts per kind (in the columns' order) as sent, received and their sum. */
export interface KindCounts {
  sent: number[];
  received: number[];
  total: number[];
}

/**
 * The counts of the kinds named `columns`, from (kind, sent, received) sums: a kind without a
 * sum counts 0, and 합계 is sent plus received.
 */
export function kindCountsOf(
  columns: readonly string[],
  sums: readonly { kindCd: string; sent: number; received: number }[],
): KindCounts {
  const byKind = new Map(sums.map((sum) => [sum.kindCd, sum]));
  const sent = columns.map((kindCd) => byKind.get(kindCd)?.sent ?? 0);
  const received = columns.map((kindCd) => byKind.get(kindCd)?.received ?? 0);
  return { sent, received, total: sent.map((value, index) => value + received[index]!) };
}
