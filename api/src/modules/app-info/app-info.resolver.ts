import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { AppInfo } from './app-info.types';

@Resolver()
export class AppInfoResolver {
  @Query(() => AppInfo, {
    description:
      'Public: product name, whether this is a demo server, the print program link and the public address.',
  })
  appInfo(@Ctx() context: RequestContext): AppInfo {
    const { appInfo } = context.deps;
    // The request's origin as the browser used it (protocol and host honour TRUST_PROXY).
    return { ...appInfo, publicUrl: appInfo.publicUrl ?? `${context.req.protocol}://${context.req.host}` };
  }
}
