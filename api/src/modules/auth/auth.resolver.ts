import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { unauthenticated } from '../../common/errors';
import type { RequestContext } from '../../context';
import { login, logout, logoutEverywhere, refresh } from './auth.service';
import { LoginInput, LoginResult, Me, RefreshResult } from './auth.types';

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, {
    description: 'Public. Signs in; sets the refresh and XSRF cookies. Rate limited per id and per address.',
  })
  login(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'Id and password.' }) input: LoginInput,
  ): Promise<LoginResult> {
    return login(context, input);
  }

  @Mutation(() => RefreshResult, {
    description:
      'Public (cookie). Renews the access token from the refresh cookie; needs the X-XSRF-TOKEN header.',
  })
  refreshToken(@Ctx() context: RequestContext): Promise<RefreshResult> {
    return refresh(context);
  }

  @Mutation(() => String, {
    description: 'Public (cookie). Signs out: revokes the refresh token, clears cookies.',
  })
  async logout(@Ctx() context: RequestContext): Promise<string> {
    return (await logout(context)).message;
  }

  @Authorized('signed-in')
  @Mutation(() => String, {
    description:
      'Signs the caller out on every device: every access token dies at its next request, every refresh token is revoked.',
  })
  async logoutEverywhere(@Ctx() context: RequestContext): Promise<string> {
    return (await logoutEverywhere(context)).message;
  }

  @Authorized('own-account')
  @Query(() => Me, {
    description:
      'The signed-in user as the database knows them now, customers (화주) included: with their company.',
  })
  async me(@Ctx() context: RequestContext): Promise<Me> {
    if (!context.caller) throw unauthenticated();
    const { memberId, userId, name, role } = context.caller;
    const [company] = await context.em.getConnection().execute<{ companyId: number; companyNm: string }[]>(
      `select c.company_id as "companyId", c.company_nm as "companyNm"
         from member m join company c on c.company_id = m.company_id where m.member_id = ?`,
      [memberId],
    );
    return {
      memberId,
      userId,
      name,
      role,
      companyId: company?.companyId ?? null,
      companyNm: company?.companyNm ?? null,
    };
  }
}
