import { phoneSuffixOf } from '@parcel/shared/validation/phone-suffix';
import { type RunStatement, type Sql, sql } from './paged-query';
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

// --- A transport party's filter, looked up first ------------------------------------------------

/**
 * The most stored names a party filter is narrowed to. Past it the text is a common fragment
 * (통신: 193 of 2,920 names, a tenth of all receivers), whose rows the list's walk in its own order
 * finds sooner than a list of names would, and which PostgreSQL would estimate name by name.
 */
export const MOST_LOOKED_UP_NAMES = 30;

/** What a transport party filter's text finds, looked up before its list's statement is built. */
export interface PartyLookup {
  /**
   * The names parties were saved with that contain the text (transport_party_name), or null when
   * more than MOST_LOOKED_UP_NAMES do.
   */
  names: string[] | null;
  /** The registered companies whose phones end with the text's digits (none for a name). */
  phoneCompanyIds: number[];
}

/** The lookups of a list's sender and receiver filters (none for a filter not given). */
export interface PartyLookups {
  sender?: PartyLookup;
  receiver?: PartyLookup;
}

/** A PostgreSQL array literal (`{"a","b"}`) for `cast(? as text[])`: its values reach the planner. */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;

/**
 * Looks a transport party filter's text up: the saved names that contain it (as the filter compares
 * them: likeFor) and, for a phone's end, the registered companies whose phones end with it. One
 * statement over two small tables; the list's statement then names what was found, so PostgreSQL
 * plans it with these values and their statistics (a subquery's rows it would guess: 31,405
 * receivers for 562, and a walk of 1.3 million transports, 2-3 s, at 2,000,000 transports).
 */
export async function lookUpParty(run: RunStatement, text: string): Promise<PartyLookup> {
  const digits = phoneSuffixOf(text);
  const registered = digits
    ? anyOf(COMPANY_PHONES.map((column) => phoneEndsWith(`c.${column}`, digits)))
    : sql('false');
  const [found] = (await run(
    sql(
      `select array(select n.company_nm::text from transport_party_name n
                     where n.company_nm ${likeFor(text)} ? escape '\\' order by n.company_nm limit ?) as names,
              array(select c.company_id from company c where ${registered.text} order by c.company_id) as "companyIds"`,
      containsPattern(text),
      MOST_LOOKED_UP_NAMES + 1,
      ...registered.params,
    ),
  )) as { names: string[]; companyIds: number[] }[];
  const names = found?.names ?? [];
  return {
    names: names.length > MOST_LOOKED_UP_NAMES ? null : names,
    phoneCompanyIds: found?.companyIds ?? [],
  };
}

/** The lookups of the filters given (both at once). */
export async function lookUpParties(
  run: RunStatement,
  texts: { sender?: string; receiver?: string },
): Promise<PartyLookups> {
  const [sender, receiver] = await Promise.all([
    texts.sender ? lookUpParty(run, texts.sender) : undefined,
    texts.receiver ? lookUpParty(run, texts.receiver) : undefined,
  ]);
  return { ...(sender && { sender }), ...(receiver && { receiver }) };
}

/** A transport party filter as a condition, and whether it is one saved name's rows. */
export interface PartyCondition {
  where: Sql;
  /**
   * The text is a name (not a phone's end) contained in one saved name only: the condition is that
   * name, which the party's (name, reception date, ...) index answers in the lists' order.
   */
  oneName: boolean;
}

/**
 * A transport party filter (nameOrPhoneSuffix's rows, exactly) from its text's lookup: the name as
 * one of the saved names found (all of them: every name a party was saved with is in
 * transport_party_name), or as the pattern when there are too many; the party's own phones; the
 * registered companies found by their phones. Without a lookup (a caller that cannot wait for one:
 * the aggregates, the bench's bare handler), nameOrPhoneSuffix itself.
 */
export function partyCondition(text: string, party: SearchedParty, lookup?: PartyLookup): PartyCondition {
  if (!lookup) return { where: nameOrPhoneSuffix(text, party), oneName: false };
  const digits = phoneSuffixOf(text);
  const { names } = lookup;
  const arms: Sql[] = [];
  if (names === null) arms.push(sql(`${party.name} ${likeFor(text)} ? escape '\\'`, containsPattern(text)));
  else if (names.length === 1) arms.push(sql(`${party.name} = ?`, names[0]));
  else if (names.length > 1) arms.push(sql(`${party.name} = any(cast(? as text[]))`, textArray(names)));
  if (digits) {
    arms.push(...party.phones.map((column) => phoneEndsWith(column, digits)));
    if (party.companyId && lookup.phoneCompanyIds.length)
      arms.push(sql(`${party.companyId} = any(cast(? as int[]))`, `{${lookup.phoneCompanyIds.join(',')}}`));
  }
  return {
    where: arms.length ? anyOf(arms) : sql('false'),
    oneName: digits === null && names?.length === 1,
  };
}
