import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppInfo } from './modules/app-info/app-info.types';

/** What every resolver and REST handler receives for one request. */
export interface GraphQLContext {
  /** A fork of the ORM's EntityManager for this request only (its own identity map). */
  em: EntityManager;
  appInfo: AppInfo;
}
