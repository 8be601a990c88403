import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, Rel, Unique } from '@mikro-orm/core';
import { Member } from './member.entity';

/**
 * A refresh token, stored as its SHA-256 hash. Each rotation issues a new token in the same family
 * and marks the old one used; presenting a used token again revokes the whole family.
 */
@Entity({ tableName: 'refresh_token' })
@Index({ name: 'refresh_token_family_index', properties: ['familyId'] })
export class RefreshToken {
  @PrimaryKey({ type: 'bigint' })
  tokenId!: Opt<string>;

  @Index({ name: 'refresh_token_member_id_index' })
  @ManyToOne(() => Member, { deleteRule: 'cascade', fieldName: 'member_id' })
  member!: Rel<Member>;

  @Property({ type: 'uuid' })
  familyId!: string;

  @Unique({ name: 'refresh_token_hash_unique' })
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  issuedAt!: Opt<Date>;

  /** Idle limit: renewed with each rotation. */
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Absolute limit of the sign-in: set at sign-in and copied to every successor. */
  @Property({ type: 'datetime' })
  sessionExpiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;
}
