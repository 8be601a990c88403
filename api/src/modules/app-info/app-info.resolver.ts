import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { AppInfo } from './app-info.types';

@Resolver()
export class AppInfoResolver {
  @Query(() => AppInfo, { description: 'Public: product name, version and whether this is a demo server.' })
  appInfo(@Ctx() context: RequestContext): AppInfo {
    return context.deps.appInfo;
  }
}
