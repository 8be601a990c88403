import { Member, withActor } from '@parcel/db';
import {
  accountDetailsSchema,
  ACCOUNT_MESSAGES,
  passwordChangeSchema,
} from '@parcel/shared/forms/account-form';
import { AppError, badInput, unauthenticated } from '../../common/errors';
import { operation, type OperationContext } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import { AUTH_MESSAGES, claimsOf } from '../auth/auth.service';
import { setSessionCookies } from '../auth/auth-cookies';
import { issueRefreshToken, revokeMemberTokens } from '../auth/refresh-tokens';
import type { MyAccount, PasswordChangeResult } from './account.types';

/** Every signed-in caller's own account (내 정보): any signed-in caller, customers included. */
const OWN_ACCOUNT = 'own-account' as const;
type OwnContext = OperationContext<typeof OWN_ACCOUNT>;

async function readAccount(context: OwnContext): Promise<MyAccount> {
  const [row] = await context.em.execute<MyAccount[]>(
    `select m.member_id as "memberId", m.user_id as "userId", m.name, m.tel_no as "telNo", m.email,
            m.group_val as "groupVal", m.company_id as "companyId", c.company_nm as "companyNm", m.version
       from member m left join company c on c.company_id = m.company_id
      where m.member_id = ? and m.del_yn = 'N'`,
    [context.caller.memberId],
  );
  // A withdrawn caller has no caller (current-caller.ts); only a race reaches this.
  if (!row) throw unauthenticated();
  return row;
}

/** The caller's own account. */
export const myAccount = operation(OWN_ACCOUNT, async (context): Promise<MyAccount> => readAccount(context));

/** Changes the caller's name, telephone and e-mail (the user form's rules); nothing else. */
export const updateMyAccount = operation(OWN_ACCOUNT, async (context, input: unknown): Promise<MyAccount> => {
  const form = parseInput(accountDetailsSchema, input);
  await withActor(context.em, context.caller.memberId, async (tx) => {
    const member = await tx.findOne(Member, { memberId: context.caller.memberId, delYn: 'N' });
    if (!member) throw unauthenticated();
    tx.assign(member, {
      name: form.name,
      telNo: form.telNo,
      email: form.email,
      chgId: context.caller.memberId,
    });
    await tx.flush();
  });
  return readAccount(context);
});

/**
 * Changes the caller's password. The current one is checked first, each attempt counted as a
 * sign-in attempt of the account from this address (login-throttle.ts), so it cannot be guessed
 * faster here than at the sign-in. Then every other sign-in ends (the session version moves on,
 * every refresh token is revoked) while this one goes on: a fresh refresh token and its cookies are
 * set and a fresh access token answered, as at sign-in.
 */
export const changeMyPassword = operation(
  OWN_ACCOUNT,
  async (context, input: unknown): Promise<PasswordChangeResult> => {
    const form = parseInput(passwordChangeSchema, input);
    const { loginThrottle, passwords, tokens } = context.deps;
    const { memberId, userId } = context.caller;
    const source = context.req.ip ?? 'unknown';
    const admission = await loginThrottle.admit(context.em, userId, source);
    if (!admission.admitted) {
      context.log.warn(
        { event: 'password.throttled', memberId },
        'password change refused: too many attempts',
      );
      throw new AppError(
        'TOO_MANY_REQUESTS',
        AUTH_MESSAGES.tooManyAttempts,
        'currentPw',
        admission.retryAfterSeconds,
      );
    }
    const current = await context.em.findOne(
      Member,
      { memberId, delYn: 'N' },
      { populate: ['userPw'], disableIdentityMap: true },
    );
    if (!current) throw unauthenticated();
    if (!(await passwords.verify(current.userPw, form.currentPw))) {
      context.log.info({ event: 'password.wrong', memberId }, 'password change: wrong current password');
      throw badInput(ACCOUNT_MESSAGES.currentPasswordWrong, 'currentPw');
    }
    await loginThrottle.succeeded(context.em, userId, source);
    const hash = await passwords.hash(form.newPw);
    const { member, refreshToken } = await withActor(context.em, memberId, async (tx) => {
      const member = await tx.findOneOrFail(Member, { memberId });
      tx.assign(member, { userPw: hash, chgId: memberId, sessionVersion: member.sessionVersion + 1 });
      await tx.flush();
      await revokeMemberTokens(tx, memberId);
      return { member, refreshToken: await issueRefreshToken(tx, memberId) };
    });
    setSessionCookies(context.req, context.res, tokens, refreshToken);
    context.log.info({ event: 'password.changed', memberId }, 'password changed; other sign-ins ended');
    return { accessToken: await tokens.sign(claimsOf(member)), message: ACCOUNT_MESSAGES.passwordChanged };
  },
);
