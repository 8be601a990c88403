// Whom the lines of a transport bill before it is saved (DECISIONS.md "Who is billed what": nothing
// billed to nobody by accident). The payer of every line is the sender when the charge is prepaid,
// each receiver when collect; the server says whom each party would bill as the save would link it
// (partyBilling), and a line whose payer bills nobody carries a warning with a way to pick or
// register the company.
import { useQuery } from '@apollo/client/react';
import { payerSide } from '@parcel/shared/settlement/billing';
import { withSubject } from '@parcel/shared/validation/particles';
import { useEffect, useState } from 'react';
import type { PartyBillingQuery as PartyBillingData } from '../../gql/graphql';
import { PartyBillingQuery } from './api/transport-editor';

export const UNBILLED_LINE_MESSAGE = '이 물품은 청구 대상 업체가 없습니다';

/** A party as the editor holds it: the company picked, or the name typed. */
export interface PartyRef {
  companyId: number | null;
  companyNm: string;
}

export type PartyBilling = PartyBillingData['partyBilling'][number];

/** Who pays a receiver's lines, and why they bill nobody (null: they are billed). */
export interface PayerWarning {
  side: 'SENDER' | 'RECEIVER';
  reason: string | null;
}

/** Why a payer's lines bill nobody, in words for the warning; null when they are billed. */
export function unbilledWarning(billing: PartyBilling | undefined, side: 'SENDER' | 'RECEIVER'): string | null {
  if (!billing || billing.billingState !== 'NOBODY') return null;
  const payer = side === 'SENDER' ? '보내는 곳' : '받는 곳';
  const name = billing.companyNm.trim() || '(이름 없음)';
  if (billing.companyId === null)
    return `지불처인 ${payer} ${withSubject(name)} 등록된 업체가 아닙니다. 업체를 선택하거나 등록해주세요.`;
  const top = billing.topCompanyNm ?? name;
  return `지불처인 ${payer} ${name}의 정산 그룹 업체 ${withSubject(top)} 청구하는 화주가 아닙니다. 업체 정보에서 화주와 공급자를 확인해주세요.`;
}

/** The parties settle 300 ms after the last keystroke (the editor's debounce), then one query asks. */
const SETTLE_MS = 300;

function useSettled<T>(value: T, key: string): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
    // The key stands for the value: a new array of the same parties is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled;
}

/**
 * Whom the lines of each receiver bill: per receiver (in order), the payer's side and, when its
 * lines bill nobody, why. `sender` and `receivers` as the editor holds them now.
 */
export function useUnbilledPayers(
  chargeCd: string,
  sender: PartyRef,
  receivers: readonly PartyRef[],
): PayerWarning[] {
  const parties = [sender, ...receivers].map(({ companyId, companyNm }) => ({
    companyId,
    companyNm: companyNm.trim(),
  }));
  const settled = useSettled(parties, JSON.stringify(parties));
  const { data } = useQuery(PartyBillingQuery, {
    variables: { parties: settled },
    skip: settled.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const billing = data?.partyBilling ?? [];
  const side = payerSide(chargeCd) ?? 'SENDER';
  return receivers.map((_receiver, r) => ({
    side,
    reason: unbilledWarning(side === 'SENDER' ? billing[0] : billing[r + 1], side),
  }));
}
