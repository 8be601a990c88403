import { recordEndpoints } from '../../common/record-endpoints';
import { SupplierCreateInput, SupplierUpdateInput } from './supplier.inputs';
import { createSupplier, deleteSupplier, getSupplier, updateSupplier } from './supplier.service';
import { Supplier } from './supplier.types';

/** A supplier's own operations, for the resolver and the REST rows. */
export const SUPPLIER_ENDPOINTS = recordEndpoints<Supplier>({
  type: Supplier,
  id: { name: 'billCompanyId', description: "The supplier's number (billCompanyId)." },
  get: {
    op: getSupplier,
    field: 'supplier',
    description: 'One live supplier; NOT_FOUND for a deleted or unknown one.',
  },
  create: {
    op: createSupplier,
    field: 'createSupplier',
    description:
      'Admins and member_all: registers a supplier; CONFLICT (field bizNo) for a business number in use.',
    input: SupplierCreateInput,
    inputDescription: 'The new supplier.',
    rest: {
      method: 'POST',
      path: '/api/bill-company/insert',
      args: 'body',
      answer: 'supplier',
      errors: [409],
    },
  },
  update: {
    op: updateSupplier,
    field: 'updateSupplier',
    description:
      'Admins and member_all: changes a live supplier; CONFLICT for a business number in use or a stale version.',
    input: SupplierUpdateInput,
    inputDescription: 'The changes.',
    rest: {
      method: 'PUT',
      path: '/api/bill-company/update',
      args: 'body + billCompanyId; memberId ignored: the caller is recorded',
      answer: 'supplier',
      errors: [404, 409],
    },
  },
  delete: {
    op: deleteSupplier,
    field: 'deleteSupplier',
    description:
      'Admins and member_all: deletes a supplier by marking it (delYn Y, chgId the caller); CONFLICT (field billCompanyId) while companies in use are billed through it.',
    rest: {
      method: 'DELETE',
      path: '/api/bill-company/delete/:id',
      args: 'id; chgId = the caller',
      answer: 'supplier (delYn Y, chgId)',
      errors: [409],
    },
  },
});
