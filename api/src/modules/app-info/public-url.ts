import type { RequestContext } from '../../context';

/**
 * The app's public address: PUBLIC_URL when set, else the origin this request reached (protocol and
 * host as Express reads them, honouring TRUST_PROXY). Links that leave the app start with it.
 */
export function publicUrlOf(context: Pick<RequestContext, 'deps' | 'req'>): string {
  return context.deps.appInfo.publicUrl ?? `${context.req.protocol}://${context.req.host}`;
}
