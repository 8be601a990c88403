import type { EntityManager } from '@mikro-orm/postgresql';
import type { GroupVal } from '@parcel/db';
import type { Caller } from '../../common/access';
import type { TokenClaims } from '../../common/access-token';

interface MemberSessionRow {
  user_id: string;
  name: string;
  group_val: GroupVal;
  session_version: number;
}

/**
 * The caller behind a valid access token as the database sees them now (one primary-key lookup a
 * request): null when the account was withdrawn or its session version has moved on (role or
 * password changed, signed out everywhere), so a stale token is worthless at its next request.
 */
export async function currentCaller(em: EntityManager, claims: TokenClaims): Promise<Caller | null> {
  const [row] = await em
    .getConnection()
    .execute<MemberSessionRow[]>(
      `select user_id, name, group_val, session_version from member where member_id = ? and del_yn = 'N'`,
      [claims.memberId],
    );
  if (!row || row.session_version !== claims.sessionVersion) return null;
  return { memberId: claims.memberId, userId: row.user_id, name: row.name, role: row.group_val };
}
