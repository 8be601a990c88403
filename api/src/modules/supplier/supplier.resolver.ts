import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { listQueryResolver } from '../../common/list-graphql';
import type { RequestContext } from '../../context';
import { CodeOption } from '../code/code.types';
import { SupplierCreateInput, SupplierFilterInput, SupplierUpdateInput } from './supplier.inputs';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSupplierAccountOptions,
  listSupplierOptions,
  listSuppliers,
  updateSupplier,
} from './supplier.service';
import { Supplier, SupplierAccountOption, SupplierPage } from './supplier.types';

@Resolver()
export class SupplierResolver extends listQueryResolver({
  name: 'suppliers',
  description: 'Live suppliers (bill companies) matching the filters, newest first, one page at a time.',
  filter: SupplierFilterInput,
  page: SupplierPage,
  list: listSuppliers,
}) {
  @Authorized(authorizedFor(getSupplier))
  @Query(() => Supplier, { description: 'One live supplier; NOT_FOUND for a deleted or unknown one.' })
  supplier(
    @Ctx() context: RequestContext,
    @Arg('billCompanyId', () => Int, { description: 'Supplier number.' }) billCompanyId: number,
  ): Promise<Supplier> {
    return getSupplier(context, billCompanyId);
  }

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

  @Authorized(authorizedFor(createSupplier))
  @Mutation(() => Supplier, {
    description:
      'Admins and member_all: registers a supplier; CONFLICT (field bizNo) for a business number in use.',
  })
  createSupplier(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'The new supplier.' }) input: SupplierCreateInput,
  ): Promise<Supplier> {
    return createSupplier(context, input);
  }

  @Authorized(authorizedFor(updateSupplier))
  @Mutation(() => Supplier, {
    description:
      'Admins and member_all: changes a live supplier; CONFLICT for a business number in use or a stale version.',
  })
  updateSupplier(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'The changes.' }) input: SupplierUpdateInput,
  ): Promise<Supplier> {
    return updateSupplier(context, input);
  }

  @Authorized(authorizedFor(deleteSupplier))
  @Mutation(() => Supplier, {
    description:
      'Admins and member_all: deletes a supplier by marking it (delYn Y, chgId the caller); CONFLICT (field billCompanyId) while companies in use are billed through it.',
  })
  deleteSupplier(
    @Ctx() context: RequestContext,
    @Arg('billCompanyId', () => Int, { description: 'The supplier to delete.' }) billCompanyId: number,
  ): Promise<Supplier> {
    return deleteSupplier(context, billCompanyId);
  }
}
