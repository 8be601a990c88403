// What a database constraint's refusal means to the caller, by constraint name: the last line
// behind the services' own checks (a race between two saves, a caller skipping the form). Every
// unique, check, exclusion and foreign-key constraint a user can meet gets a row with its field.
import { MEMBER_FORM_MESSAGES } from '@parcel/shared/forms/member-form';
import { PAYMENT_MESSAGES } from '@parcel/shared/forms/payment-form';
import { WAYBILL_MESSAGES } from '@parcel/shared/forms/waybill-form';

/** The trigger company_settlement_group_cycle raises the same text (its migration). */
export const SETTLEMENT_GROUP_CYCLE_MESSAGE =
  '정산 그룹 업체를 따라가면 이 업체로 돌아옵니다. 다른 정산 그룹 업체를 선택해주세요.';

export interface ConstraintMessage {
  field?: string;
  message: string;
}

export const CONSTRAINT_MESSAGES: Readonly<Record<string, ConstraintMessage>> = {
  member_user_id_unique: { field: 'userId', message: '이미 사용 중인 ID입니다.' },
  member_customer_company_check: {
    field: 'companyId',
    message: MEMBER_FORM_MESSAGES.customerCompanyRequired,
  },
  // Two 재발송 of one row at once: the second waits for the first's insert and meets it.
  statement_send_one_open: {
    field: 'billHistoryDetailId',
    message: '이 업체의 거래명세서를 지금 발송하고 있습니다. 발송이 끝난 뒤 발송 이력을 확인해주세요.',
  },
  company_biz_no_unique: { field: 'bizNo', message: '이미 사용 중인 사업자등록번호입니다.' },
  company_biz_no_digits: { field: 'bizNo', message: '올바른 사업자등록번호 형식이 아닙니다.' },
  company_shipper_in_use: { field: 'useYn', message: '화주 업체의 상태가 "중지"로 설정되어 있습니다.' },
  company_prices_not_negative: { field: 'untpc', message: '통신비와 단가는 0 이상이어야 합니다.' },
  delivery_route_nm_unique: { field: 'deliveryRouteNm', message: '이미 있는 배송 코스 이름입니다.' },
  company_delivery_route_id_foreign: {
    field: 'deliveryRouteId',
    message: '배송 코스에 업체가 존재합니다. 업체를 이동 후 삭제해주세요.',
  },
  transport_sender_delivery_route_id_foreign: {
    field: 'deliveryRouteId',
    message: '운송 기록에 쓰인 배송 코스는 삭제할 수 없습니다.',
  },
  transport_receiver_delivery_route_id_foreign: {
    field: 'deliveryRouteId',
    message: '운송 기록에 쓰인 배송 코스는 삭제할 수 없습니다.',
  },
  company_bill_company_id_foreign: { field: 'billCompanyId', message: '이 공급자를 쓰는 업체가 있습니다.' },
  company_settlement_group_cycle: { field: 'excclcCompanyId', message: SETTLEMENT_GROUP_CYCLE_MESSAGE },
  company_excclc_company_id_foreign: {
    field: 'excclcCompanyId',
    message: '이 업체를 정산 그룹 업체로 쓰는 업체가 있습니다.',
  },
  bill_company_biz_no_unique: { field: 'bizNo', message: '이미 사용 중인 사업자등록번호입니다.' },
  bill_company_biz_no_digits: { field: 'bizNo', message: '올바른 사업자등록번호 형식이 아닙니다.' },
  bill_company_account_no_digits: { field: 'accountNo', message: '올바른 계좌번호 형식이 아닙니다.' },
  bill_company_post_no_digits: { field: 'postNo', message: '올바른 우편번호 형식이 아닙니다.' },
  waybill_range_no_overlap: { field: 'startNo', message: WAYBILL_MESSAGES.overlap },
  waybill_start_before_end: { field: 'endNo', message: WAYBILL_MESSAGES.endBeforeStart },
  waybill_numbers_length: { field: 'startNo', message: '운송장 번호는 11~18자리 숫자입니다.' },
  waybill_qty_positive: { field: 'qty', message: WAYBILL_MESSAGES.qtyPositive },
  waybill_sender_company_id_foreign: { field: 'senderCompanyId', message: '보내는 업체를 찾을 수 없습니다.' },
  waybill_receiver_company_id_foreign: {
    field: 'receiverCompanyId',
    message: '받는 업체를 찾을 수 없습니다.',
  },
  payment_bill_history_detail_id_foreign: {
    field: 'billHistoryDetailId',
    message:
      '입금이 기록된 업체의 청구 내역은 삭제할 수 없습니다(청구서 삭제나 다시 생성으로 빠지는 업체 포함).',
  },
  payment_amount_positive: { field: 'amount', message: PAYMENT_MESSAGES.amountPositive },
  payment_deletion_recorded: { field: 'reason', message: PAYMENT_MESSAGES.reasonRequired },
};

/** The message for a refused constraint, or null when the table has none. */
export function constraintMessage(constraint: unknown): ConstraintMessage | null {
  return typeof constraint === 'string' ? (CONSTRAINT_MESSAGES[constraint] ?? null) : null;
}
