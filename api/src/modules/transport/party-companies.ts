// The registered company of each party of a transport (보내는 곳, 받는 곳): the one chosen, or, for a
// party typed by name, the company of exactly that name (trimmed) when exactly one has it
// (docs/decisions.md#nothing-billed-to-nobody-by-accident). The save links typed
// parties and fills left-out prices from these companies (transport-write.service.ts linkAndPrice);
// the editor asks which of its lines would bill nobody (partyBilling). One statement for all parties.
import { isInScope } from '../../common/customer-scope';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PartyPrices } from '@parcel/shared/settlement/billing';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import { z } from 'zod';
import { RECEIVER_FIELD_LABELS } from '@parcel/shared/forms/transport-form';
import { optionalIdField, optionalText } from '@parcel/shared/validation/schemas';
import { billingStateOf, type BillingState } from '@parcel/db';

/** A party as a save or the editor names it: the company chosen (or none) and the name typed. */
export interface PartyRef {
  companyId: number | null;
  companyNm: string;
}

/** A party's registered company, with its prices and whom the lines it pays are billed to. */
export interface PartyCompany extends PartyPrices {
  companyId: number;
  companyNm: string;
  billingState: BillingState;
  /** The top of its settlement group (itself when it has none). */
  topCompanyId: number;
  topCompanyNm: string;
}

/** Each party's company, in the parties' order; null for a typed party no single company names. */
export async function readPartyCompanies(
  em: EntityManager,
  parties: readonly PartyRef[],
): Promise<(PartyCompany | null)[]> {
  if (!parties.length) return [];
  const rows = await em.execute<(PartyCompany & { i: number })[]>(
    `with parties as (
       select * from jsonb_to_recordset(cast(? as jsonb)) as p(i int, company_id int, name text)
     ), named as (
       select btrim(c.company_nm) as name, min(c.company_id) as company_id
         from company c
        where btrim(c.company_nm) in (select btrim(name) from parties where company_id is null)
        group by btrim(c.company_nm) having count(*) = 1
     ), linked as (
       select p.i, coalesce(p.company_id, n.company_id) as company_id
         from parties p left join named n on p.company_id is null and n.name = btrim(p.name)
     )
     select l.i, c.company_id as "companyId", c.company_nm as "companyNm", c.untpc,
            c.weight_untpc as "weightUntpc", ${billingStateOf('c.company_id')} as "billingState",
            top.company_id as "topCompanyId", top.company_nm as "topCompanyNm"
       from linked l
       join company c on c.company_id = l.company_id
       join company top on top.company_id = settlement_top_of(c.company_id)`,
    [
      JSON.stringify(
        parties.map((party, i) => ({ i, company_id: party.companyId, name: party.companyNm.trim() })),
      ),
    ],
  );
  const byIndex = new Map(rows.map(({ i, ...company }) => [i, company]));
  return parties.map((_party, i) => byIndex.get(i) ?? null);
}

const MAX_PARTIES = 101;
/** Another company's identity, as a customer's answer leaves it out. */
const UNNAMED = { companyId: null, topCompanyId: null, topCompanyNm: null } as const;
/** Each party as the save checks it: its company (optionalIdField) and its name (optionalText). */
const partiesSchema = z
  .array(
    z.object({
      companyId: optionalIdField(RECEIVER_FIELD_LABELS.receiverCompanyId),
      companyNm: optionalText(RECEIVER_FIELD_LABELS.companyNm, { max: 100 }).transform((name) => name ?? ''),
    }),
    { error: '업체 목록이 올바르지 않습니다.' },
  )
  .max(MAX_PARTIES, { error: `업체는 한 번에 ${MAX_PARTIES}곳까지 물어볼 수 있습니다.` });

/**
 * Whom each party's lines would bill if it paid them: its company as a save would link it, and
 * that company's billing state. The editor warns on the lines whose payer bills nobody.
 */
export const partyBilling = operation(
  { area: 'transports', level: 'read', customers: true },
  async (context, input: unknown) => {
    const parties = parseInput(partiesSchema, input ?? []);
    const companies = await readPartyCompanies(context.em, parties);
    return parties.map((party, i) => {
      const found = companies[i] ?? null;
      // A customer learns how another company is billed (its lines' warning), not who it is.
      const company =
        found && isInScope(context, found.companyId) ? found : found && { ...found, ...UNNAMED };
      return {
        companyId: company?.companyId ?? null,
        companyNm: company?.companyNm ?? party.companyNm,
        billingState: company?.billingState ?? 'NOBODY',
        topCompanyId: company?.topCompanyId ?? null,
        topCompanyNm: company?.topCompanyNm ?? null,
      };
    });
  },
);
