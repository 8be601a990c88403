import { z } from 'zod';
import { recordEndpoints } from '../../common/record-endpoints';
import type { ContractTypes } from '../../rest/route-contract';
import { BILL_CHARGE_TYPE_WIRE, type WireCodes } from '../../rest/wire-codes';
import { CompanyCreateInput, CompanyUpdateInput } from './company.inputs';
import { createCompany, getCompany, updateCompany } from './company.service';
import { Company, CompanySave } from './company.types';

/** A company's billing type is credit or regular on the wire (stored CREDIT, REGULAR). */
export const COMPANY_WIRE_CODES: WireCodes = { billCharCd: BILL_CHARGE_TYPE_WIRE };

/**
 * A save's REST answer: the company, as the spec's callers read it, with the save's warnings beside
 * its fields (GraphQL's CompanySave: the same warnings).
 */
const SAVED_COMPANY = {
  shape: ({ company, warnings }: CompanySave) => ({ ...company, warnings }),
  answerContract: (types: ContractTypes) =>
    z.intersection(
      types.output('Company'),
      z.object({ warnings: z.array(types.output('CompanySaveWarning')) }),
    ),
};
const SAVE_ANSWER =
  'company, and beside its fields warnings: [{code, message, field}] (TOP_NOT_SHIPPER, MEMBERS_TOP_NOT_SHIPPER: lines billed to nobody; the save is done all the same)';

/** A company's own operations, for the resolver and the REST rows: a save answers CompanySave. */
export const COMPANY_ENDPOINTS = recordEndpoints<Company>({
  type: Company,
  id: { name: 'companyId', description: 'Company number.' },
  get: { op: getCompany, field: 'company', description: 'One company.' },
  create: {
    op: createCompany,
    field: 'createCompany',
    description:
      'Registers a company (checked as the company form checks it); answers it with the warnings of the save (a shipper whose settlement group top is no shipper), which do not stop it.',
    returns: CompanySave,
    input: CompanyCreateInput,
    inputDescription: 'The new company.',
    rest: {
      method: 'POST',
      path: '/api/company/insert',
      args: 'body',
      answer: SAVE_ANSWER,
      errors: [409],
      wireCodes: COMPANY_WIRE_CODES,
      ...SAVED_COMPANY,
    },
  },
  update: {
    op: updateCompany,
    field: 'updateCompany',
    description:
      'Changes a company; its business number stays. Answers it with the warnings of the save (a shipper whose settlement group top is no shipper; members of its group whose top becomes no shipper), which do not stop it.',
    returns: CompanySave,
    input: CompanyUpdateInput,
    inputDescription: 'The changes.',
    rest: {
      method: 'PUT',
      path: '/api/company/update',
      args: 'body + companyId',
      answer: SAVE_ANSWER,
      errors: [404, 409],
      wireCodes: COMPANY_WIRE_CODES,
      ...SAVED_COMPANY,
    },
  },
});
