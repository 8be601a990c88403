// The supplier form (정산 > 공급자 관리): one schema for registration and change, checking the
// declared fields (records/supplier.ts) in the spec's order. The web form, the API and the tests use
// it, so all refuse the same input with the same first message.
import { formOf, labelsOf } from '../records/define-fields';
import { SUPPLIER_FIELDS } from '../records/supplier';
import type { FormInput, FormOutput } from './ordered-form';

export const SUPPLIER_FIELD_LABELS = labelsOf(SUPPLIER_FIELDS);
export type SupplierFormField = keyof typeof SUPPLIER_FIELDS;

/** Registration and change of a supplier: the same fields, checked in the spec's order. */
export const supplierFormSchema = formOf(SUPPLIER_FIELDS);

export type SupplierFormValues = FormInput<typeof supplierFormSchema.steps>;
export type SupplierFormData = FormOutput<typeof supplierFormSchema.steps>;
