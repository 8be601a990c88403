import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import type { RequestContext } from '../../context';
import { listCodes } from './code.service';
import { CodeOption } from './code.types';

@Resolver()
export class CodeResolver {
  @Authorized(authorizedFor(listCodes))
  @Query(() => [CodeOption], {
    description: 'Options of one code list in display order; `parent` narrows districts to a region.',
  })
  codes(
    @Ctx() context: RequestContext,
    @Arg('type', { description: 'Code list type, e.g. REGION_TYPE, REGION_DTL_TYPE, CHARGE.' }) type: string,
    @Arg('parent', () => String, { nullable: true, description: 'Parent code value, e.g. DAEGU.' })
    parent?: string | null,
  ): Promise<CodeOption[]> {
    return listCodes(context, { type, parent: parent ?? undefined });
  }
}
