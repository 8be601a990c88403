import { phoneSuffixOf } from '@parcel/shared/validation/phone-suffix';
import { type Sql, sql } from './paged-query';
import { containsPattern } from './paging';

/** The columns a company search reads of a company or a transport party. */
export interface SearchedParty {
  /** Its name, e.g. `ts.company_nm`. */
  name: string;
  /** Its phones (digits only), e.g. `ts.tel_no`, `ts.manager_tel_no`. */
  phones: readonly string[];
  /** A transport party's registered company, e.g. `ts.sender_company_id`: that company's phones count too. */
  companyId?: string;
}

/** A company's phones: 전화번호 and 담당자 연락처 (a company has no other phone). */
const COMPANY_PHONES = ['tel_no', 'manager_tel_no'] as const;

/**
 * "The phone ends with these digits" as an index serves it: the reversed phone starts with the
 * reversed digits, a range of the btree on reverse(phone) text_pattern_ops (each searched phone
 * column has one: the entities' `*_tel_no_reverse_index`). Digits need no LIKE escape.
 */
const phoneEndsWith = (column: string, digits: string): Sql =>
  sql(`reverse(${column}) like ?`, `${[...digits].reverse().join('')}%`);

/**
 * `like` or `ilike` for a name search: ilike folds the case of every name it reads, which costs
 * Korean names some three times what like does (a walk of 12,000 transports, or a scan of 20,000
 * companies: 30-40 ms against 10-12 ms, on a loaded 2-core machine), and a text with no letter that
 * has a case (Korean, digits, signs) matches the same either way.
 */
export const likeFor = (text: string): 'like' | 'ilike' =>
  text.toLowerCase() === text.toUpperCase() ? 'like' : 'ilike';

function anyOf(parts: readonly Sql[]): Sql {
  return sql(`(${parts.map((part) => part.text).join(' or ')})`, ...parts.flatMap((part) => part.params));
}

/**
 * A company search text (trimmed, not blank) as a condition: the name contains it, in any case (the
 * trigram index on the name column serves it; likeFor); and when the text is a phone's end by the shared rule
 * (`phoneSuffixOf`: 4 to 12 digits, hyphens or not), or any of the phones ends with its digits: the
 * row's own phones, and for a transport party its registered company's (which may have changed since
 * the transport copied them). The registered companies are found first (`= any(array(...))`, an
 * index condition), so every arm is an index scan and PostgreSQL ORs their bitmaps.
 */
export function nameOrPhoneSuffix(text: string, party: SearchedParty): Sql {
  const name = sql(`${party.name} ${likeFor(text)} ? escape '\\'`, containsPattern(text));
  const digits = phoneSuffixOf(text);
  if (digits === null) return name;
  const arms = [name, ...party.phones.map((column) => phoneEndsWith(column, digits))];
  if (party.companyId) {
    const registered = anyOf(COMPANY_PHONES.map((column) => phoneEndsWith(`phone_co.${column}`, digits)));
    arms.push(
      sql(
        `${party.companyId} = any(array(select phone_co.company_id from company phone_co where ${registered.text}))`,
        ...registered.params,
      ),
    );
  }
  return anyOf(arms);
}

/** A company's own columns under `alias` for nameOrPhoneSuffix. */
export const companySearched = (alias: string): SearchedParty => ({
  name: `${alias}.company_nm`,
  phones: COMPANY_PHONES.map((column) => `${alias}.${column}`),
});

/**
 * A transport's parties as their filters search them (the shipments list, the delivery check): the
 * name, 전화번호 and 휴대전화 they were saved with, and their registered company.
 */
const partySearched = (alias: string, companyId: string): SearchedParty => ({
  name: `${alias}.company_nm`,
  phones: [`${alias}.tel_no`, `${alias}.manager_tel_no`],
  companyId: `${alias}.${companyId}`,
});
/** The sender, transport_sender `ts`. */
export const SENDER_SEARCHED = partySearched('ts', 'sender_company_id');
/** A receiver, transport_receiver `tr`. */
export const RECEIVER_SEARCHED = partySearched('tr', 'receiver_company_id');
