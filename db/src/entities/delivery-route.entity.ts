import { Entity, Enum, OneToMany, Collection, Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { EditableEntity, YES_NO, type YesNo } from './base.entity';
import { Company } from './company.entity';

/**
 * A delivery course. Its companies are those whose deliveryRoute points here; the foreign key
 * refuses to delete a course that still has companies.
 */
@Entity({ tableName: 'delivery_route' })
export class DeliveryRoute extends EditableEntity {
  @PrimaryKey({ type: 'integer' })
  deliveryRouteId!: Opt<number>;

  @Unique({ name: 'delivery_route_nm_unique' })
  @Property({ type: 'string', length: 50 })
  deliveryRouteNm!: string;

  @Enum({ items: () => [...YES_NO], default: 'Y' })
  useYn!: Opt<YesNo>;

  @OneToMany(() => Company, (company) => company.deliveryRoute)
  companies = new Collection<Company>(this);
}
