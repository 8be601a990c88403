// Whom the lines of a transport bill before it is saved
// (docs/decisions.md#nothing-billed-to-nobody-by-accident). The payer of every line is the sender
// when the charge is prepaid, each receiver when collect; the server says whom each party would bill
// as the save would link it (partyBilling), and a line whose payer bills nobody carries a warning
// with a way to pick or register the company.
import { useQuery } from '@apollo/client/react';
import { payerSide } from '@parcel/shared/settlement/billing';
import { TRANSPORT_EDITOR_MESSAGES, unbilledPayerMessage } from '@parcel/shared/forms/transport-form';
import { useEffect, useState } from 'react';
import type { PartyBillingQuery as PartyBillingData } from '../../gql/graphql';
import { PartyBillingQuery } from './api/transport-editor';

export const UNBILLED_LINE_MESSAGE = TRANSPORT_EDITOR_MESSAGES.unbilledLine;

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
export function unbilledWarning(
  billing: PartyBilling | undefined,
  side: 'SENDER' | 'RECEIVER',
): string | null {
  if (!billing || billing.billingState !== 'NOBODY') return null;
  return unbilledPayerMessage(
    side,
    billing.companyNm,
    billing.companyId === null ? null : (billing.topCompanyNm ?? billing.companyNm),
  );
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
