import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { recordResolver } from '../../common/record-endpoints';
import type { RequestContext } from '../../context';
import { CodeOption } from '../code/code.types';
import { SUPPLIER_ENDPOINTS } from './supplier.endpoints';
import { SupplierFilterInput } from './supplier.inputs';
import { listSupplierAccountOptions, listSupplierOptions, listSuppliers } from './supplier.service';
import { SupplierAccountOption, SupplierPage } from './supplier.types';

@Resolver()
export class SupplierResolver extends recordResolver(
  {
    name: 'suppliers',
    description: 'Live suppliers (bill companies) matching the filters, newest first, one page at a time.',
    filter: SupplierFilterInput,
    page: SupplierPage,
    list: listSuppliers,
  },
  SUPPLIER_ENDPOINTS,
) {
  @Authorized(authorizedFor(listSupplierOptions))
  @Query(() => [CodeOption], {
    description:
      'Supplier filter options of the companies screen (GET /api/bill-company/code/list): codeVal the supplier number as text, codeNm its name; live suppliers by name.',
  })
  supplierOptions(@Ctx() context: RequestContext): Promise<CodeOption[]> {
    return listSupplierOptions(context);
  }

  @Authorized(authorizedFor(listSupplierAccountOptions))
  @Query(() => [SupplierAccountOption], {
    description:
      'Supplier-and-account options of the company form and the invoice form (GET /api/bill-company/code/detail/list); live suppliers by name.',
  })
  supplierAccountOptions(@Ctx() context: RequestContext): Promise<SupplierAccountOption[]> {
    return listSupplierAccountOptions(context);
  }
}
