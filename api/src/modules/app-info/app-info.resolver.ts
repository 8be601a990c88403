import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { AppInfo } from './app-info.types';
import { publicUrlOf } from './public-url';

@Resolver()
export class AppInfoResolver {
  @Query(() => AppInfo, {
    description:
      'Public: product name, whether this is a demo server, the print program link and the public address.',
  })
  appInfo(@Ctx() context: RequestContext): AppInfo {
    return { ...context.deps.appInfo, publicUrl: publicUrlOf(context) };
  }
}
