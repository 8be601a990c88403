import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { AppInfo } from './app-info.types';

@Resolver()
export class AppInfoResolver {
  @Query(() => AppInfo, {
    description: 'Public: product name, whether this is a demo server, and the print program link.',
  })
  appInfo(@Ctx() context: RequestContext): AppInfo {
    return context.deps.appInfo;
  }
}
