import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { AppInfo } from './app-info.types';

@Resolver()
export class AppInfoResolver {
  @Query(() => AppInfo, { description: 'Public: product name, version and whether this is a demo server.' })
  appInfo(@Ctx() context: GraphQLContext): AppInfo {
    return context.appInfo;
  }
}
