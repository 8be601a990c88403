import type { EntityManager } from '@mikro-orm/postgresql';
import type { GroupVal } from '@parcel/db';
import type { Caller } from '../../common/access';
import type { TokenClaims } from '../../common/access-token';

interface MemberSessionRow {
  user_id: string;
  name: string;
  group_val: GroupVal;
  session_version: number;
  company_scope: number[] | null;
}

/**
 * A customer's companies: its own and every company whose settlement group chain (정산 그룹,
 * `excclc_company_id`, at most 4 steps as the view company_settlement_top climbs) leads to it, the
 * companies it is billed for. Staff have none (null).
 */
const COMPANY_SCOPE = `case when m.group_val = 'customer' then array(
    with recursive led (company_id, steps) as (
      select m.company_id, 0 where m.company_id is not null
      union
      select c.company_id, led.steps + 1 from company c join led on c.excclc_company_id = led.company_id
       where led.steps < 4
    )
    select distinct company_id from led order by company_id
  ) end`;

/**
 * The caller behind a valid access token as the database sees them now (one primary-key lookup a
 * request): null when the account was withdrawn or its session version has moved on (role or
 * password changed, signed out everywhere), so a stale token is worthless at its next request. A
 * customer's companies are read with it, so a changed company or settlement group counts at once.
 */
export async function currentCaller(em: EntityManager, claims: TokenClaims): Promise<Caller | null> {
  const [row] = await em.getConnection().execute<MemberSessionRow[]>(
    `select m.user_id, m.name, m.group_val, m.session_version, ${COMPANY_SCOPE} as company_scope
         from member m where m.member_id = ? and m.del_yn = 'N'`,
    [claims.memberId],
  );
  if (!row || row.session_version !== claims.sessionVersion) return null;
  return {
    memberId: claims.memberId,
    userId: row.user_id,
    name: row.name,
    role: row.group_val,
    companyScope: row.company_scope,
  };
}
