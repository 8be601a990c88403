import { MikroORM } from '@mikro-orm/postgresql';
import {
  columnNameOf,
  isNullable,
  isNumberKind,
  storedLengthOf,
  type FieldDeclarations,
} from '@parcel/shared/records/define-fields';
import { ALL_COMPANY_FIELDS } from '@parcel/shared/records/company';
import { ROUTE_FIELDS } from '@parcel/shared/records/delivery-route-list';
import { INVOICE_FIELDS } from '@parcel/shared/records/invoice';
import { MEMBER_FIELDS } from '@parcel/shared/records/member-list';
import { NOTICE_FIELDS } from '@parcel/shared/records/notice';
import { SUPPLIER_FIELDS } from '@parcel/shared/records/supplier';
import { WAYBILL_FIELDS } from '@parcel/shared/records/waybill';
import { BillCompany, BillHistory, Company, DeliveryRoute, Member, Notice, Waybill } from '../src';
import { createOrmConfig } from '../src/config';

/** Each record's declared fields and the entity that stores them. */
const DECLARED_RECORDS: readonly { fields: FieldDeclarations; entity: string }[] = [
  { fields: SUPPLIER_FIELDS, entity: BillCompany.name },
  { fields: ALL_COMPANY_FIELDS, entity: Company.name },
  { fields: MEMBER_FIELDS, entity: Member.name },
  { fields: ROUTE_FIELDS, entity: DeliveryRoute.name },
  { fields: WAYBILL_FIELDS, entity: Waybill.name },
  { fields: INVOICE_FIELDS, entity: BillHistory.name },
  { fields: NOTICE_FIELDS, entity: Notice.name },
];

let orm: MikroORM;
beforeAll(async () => {
  // The entities' metadata only: nothing connects.
  orm = await MikroORM.init({ ...createOrmConfig('postgres://nobody@127.0.0.1:1/none'), connect: false });
});
afterAll(() => orm.close());

/**
 * What the column of a field says: its name, its length (none for unbounded text) and whether it
 * takes null. The property is found by its column, since an id field (deliveryRouteId) is stored
 * by a relation (deliveryRoute).
 */
function storedAs(entity: string, name: string) {
  const property = Object.values(orm.getMetadata().get(entity).properties).find(
    ({ fieldNames }) => fieldNames?.length === 1 && fieldNames[0] === columnNameOf(name),
  );
  if (!property) return undefined;
  const [columnType = ''] = property.columnTypes;
  const unbounded = columnType === 'text';
  return {
    column: property.fieldNames[0],
    // A bigint (a range's 18-digit number) passes 2^53: it is declared, and answered, as digits.
    holdsNumbers: /^(small)?int/.test(columnType),
    length: unbounded ? 'unbounded' : (property.length ?? 'none'),
    nullable: property.nullable ?? false,
  };
}

describe.each(DECLARED_RECORDS)(
  '$entity: the declared fields agree with the columns',
  ({ fields, entity }) => {
    it.each(Object.entries(fields))('%s', (name, declaration) => {
      const stored = storedAs(entity, name);
      const declared = storedLengthOf(declaration);
      expect(stored).toEqual({
        column: columnNameOf(name),
        holdsNumbers: isNumberKind(declaration),
        // A text column takes any limit the form sets; a varchar's length is the field's.
        length: stored?.length === 'unbounded' ? 'unbounded' : (declared ?? 'none'),
        nullable: isNullable(declaration),
      });
    });
  },
);
