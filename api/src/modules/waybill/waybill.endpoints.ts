import { recordEndpoints } from '../../common/record-endpoints';
import { WAYBILL_CHARGE_WIRE, type WireCodes } from '../../rest/wire-codes';
import { WaybillCreateInput, WaybillUpdateInput } from './waybill.inputs';
import { createWaybill, deleteWaybill, getWaybill, updateWaybill } from './waybill.service';
import { Waybill } from './waybill.types';

/** A range's charge: pre, collect or credit, taken in any case. */
const WAYBILL_WIRE_CODES: WireCodes = { chargeCd: WAYBILL_CHARGE_WIRE };

/** A pre-registered waybill range's own operations, for the resolver and the REST rows. */
export const WAYBILL_ENDPOINTS = recordEndpoints<Waybill>({
  type: Waybill,
  id: { name: 'waybillId', description: "The waybill range's number (waybillId)." },
  get: {
    op: getWaybill,
    field: 'waybill',
    description: 'One live range; NOT_FOUND for a deleted or unknown one.',
  },
  create: {
    op: createWaybill,
    field: 'createWaybill',
    description:
      'Admins, member_all and member_pickup: pre-registers a range; CONFLICT (field startNo) when it shares a number with a live range.',
    input: WaybillCreateInput,
    inputDescription: 'The new range.',
    rest: {
      method: 'POST',
      path: '/api/waybill/insert',
      args: 'senderCompanyId, receiverCompanyId, chargeCd, startNo, endNo, qty',
      answer: 'waybill; 409 {code, message, field: startNo} for a range overlapping a live one',
      errors: [409],
      wireCodes: WAYBILL_WIRE_CODES,
    },
  },
  update: {
    op: updateWaybill,
    field: 'updateWaybill',
    description:
      'Admins, member_all and member_pickup: changes a live range; CONFLICT for an overlap with another live range or a stale version.',
    input: WaybillUpdateInput,
    inputDescription: 'The changes.',
    rest: {
      method: 'PUT',
      path: '/api/waybill/update',
      args: 'body + waybillId, version',
      answer: 'waybill; 409 for an overlap or a stale version',
      errors: [404, 409],
      wireCodes: WAYBILL_WIRE_CODES,
    },
  },
  delete: {
    op: deleteWaybill,
    field: 'deleteWaybill',
    description:
      'Admins, member_all and member_pickup: deletes a range by marking it (delYn Y, chgId the caller); its numbers are free again.',
    rest: {
      method: 'DELETE',
      path: '/api/waybill/delete/:id',
      args: 'id; chgId = the caller',
      answer: 'waybill (delYn Y): its numbers are free again',
    },
  },
});
