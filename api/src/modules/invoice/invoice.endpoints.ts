import { recordEndpoints } from '../../common/record-endpoints';
import { InvoiceGenerateInput } from './invoice.inputs';
import { deleteInvoice, generateInvoice, getInvoice } from './invoice.service';
import { Invoice } from './invoice.types';

/** An invoice's own operations, for the resolver and the REST rows: it is generated, not edited. */
export const INVOICE_ENDPOINTS = recordEndpoints<Invoice>({
  type: Invoice,
  id: { name: 'billHistoryId', description: "The invoice's number (billHistoryId)." },
  get: { op: getInvoice, field: 'invoice', description: 'One invoice; NOT_FOUND for an unknown one.' },
  create: {
    op: generateInvoice,
    field: 'generateInvoice',
    description:
      'Admins and member_all: generates the invoice of a supplier, year, month and billing day in one transaction (every shipper in use of the supplier with that billing day: base fare, parcel and communication amounts of the transports it sent in the period, each with 10% VAT rounded half up). Running it again recomputes the same invoice (same billHistoryId, version raised), never a second one.',
    input: InvoiceGenerateInput,
    inputDescription: 'What to generate.',
    rest: {
      method: 'POST',
      path: '/api/bill-history/insert',
      args: 'billCompanyId, year, month, billCd',
      answer:
        'invoice; again for the same supplier, year, month and billCd: the same invoice recomputed (409 when it is closed)',
      errors: [404, 409],
    },
  },
  delete: {
    op: deleteInvoice,
    field: 'deleteInvoice',
    description: 'Admins and member_all: deletes an invoice with its company rows; answers it as it was.',
    rest: {
      method: 'DELETE',
      path: '/api/bill-history/delete/:id',
      args: 'id',
      answer: 'invoice as it was; its company rows are deleted with it (409 when it is closed)',
      errors: [409],
    },
  },
});
