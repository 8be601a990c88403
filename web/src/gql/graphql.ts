/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Arrivals list filters; empty ones are ignored. */
export type ArrivalFilterInput = {
  /** The delivering course (the receiver's, else the sender's); 0 or empty for all. */
  deliveryRouteId?: number | null | undefined;
  /** Reception period end, yyyy-MM-dd (Asia/Seoul); default today. */
  endDate?: string | null | undefined;
  /** Part of the receiver's name. */
  receiverCompanyNm?: string | null | undefined;
  /** Part of the sender's name. */
  senderCompanyNm?: string | null | undefined;
  /** Reception period start, yyyy-MM-dd (Asia/Seoul); default today. */
  startDate?: string | null | undefined;
};

/** What a change did to its record. */
export type AuditAction =
  /** 등록: the record was inserted. */
  | 'CREATE'
  /** 삭제: the row was deleted (most records are marked deleted instead: an UPDATE of 삭제). */
  | 'DELETE'
  /** 수정: some of its fields changed. */
  | 'UPDATE';

/** A kind of record whose changes the database records (audit_log). */
export type AuditEntity =
  /** 업체 (table company; readable by whoever may read companies). */
  | 'COMPANY'
  /** 배송 코스 (table delivery_route; readable by whoever may read companies). */
  | 'DELIVERY_ROUTE'
  /** 물품 (table shipment; readable by whoever may read transports). */
  | 'GOODS_LINE'
  /** 청구서 (table bill_history; readable by whoever may read settlement). */
  | 'INVOICE'
  /** 사용자 (table member; readable by whoever may read users). */
  | 'MEMBER'
  /** 공지사항 (table notice; readable by whoever may read notices). */
  | 'NOTICE'
  /** 입금 (table payment; readable by whoever may read settlement). */
  | 'PAYMENT'
  /** 받는 곳 (table transport_receiver; readable by whoever may read transports). */
  | 'RECEIVER'
  /** 공급자 (table bill_company; readable by whoever may read settlement). */
  | 'SUPPLIER'
  /** 운송 정보 (table transport_sender; readable by whoever may read transports). */
  | 'TRANSPORT'
  /** 일괄 등록 (table transport_import; readable by whoever may read transports). */
  | 'TRANSPORT_IMPORT'
  /** 운송장 사전 등록 (table waybill; readable by whoever may read transports). */
  | 'WAYBILL';

/** Filters of the change history; all optional, combined with AND. */
export type AuditLogFilterInput = {
  /** Only creates, updates or deletes. */
  action?: AuditAction | null | undefined;
  /** Only changes of this kind of record. */
  entity?: AuditEntity | null | undefined;
  /** Only this record's changes (with entity): its number as text. */
  entityId?: string | null | undefined;
  /** From this Asia/Seoul date on, yyyy-MM-dd. */
  from?: string | null | undefined;
  /** Only changes this member made. */
  memberId?: number | null | undefined;
  /** Up to and including this Asia/Seoul date, yyyy-MM-dd. */
  to?: string | null | undefined;
};

/** A deposit line to apply and the invoice company row it pays. */
export type BankDepositChoiceInput = {
  /** The invoice company row it pays (billHistoryDetailId). */
  billHistoryDetailId: number;
  /** The line's row number in the file (BankDepositLine.rowNo). */
  rowNo: number;
};

/** Which column of the bank file fills a field of a bank line. */
export type BankFileColumnInput = {
  /** Index into the headers (from 0); null: no column. */
  column?: number | null | undefined;
  /** The field: transactedAt, transactedTime, summary, depositor, deposit, withdrawal, balance or memo. */
  field: string;
};

/** Where a deposit line of a bank file stands (docs/bank-deposits.md). */
export type BankLineStatus =
  /** 이미 반영: the line was applied before (by this file or another); never again. */
  | 'APPLIED'
  /** 후보 여러 건: several such rows; one must be chosen. */
  | 'CANDIDATES'
  /** 일치: exactly one invoice company row of a company the depositor names is owed exactly the amount. */
  | 'MATCHED'
  /** 미확인: none; rows of the named companies or owed exactly the amount are suggested, or any row may be chosen. */
  | 'UNMATCHED';

/** Why an invoice company row is offered for a deposit. */
export type BankMatchReason =
  /** It is owed exactly the amount; the depositor does not name its company. */
  | 'AMOUNT'
  /** The depositor names its company; the amount differs. */
  | 'NAME'
  /** The depositor names its company and it is owed exactly the amount. */
  | 'NAME_AND_AMOUNT';

/** A new company. Check the business number first (bizNoTaken). */
export type CompanyCreateInput = {
  /** Address (소재지), up to 200 characters, required. */
  address?: string | null | undefined;
  /** Billing type: CREDIT (외상) or REGULAR (정기), default CREDIT. */
  billCharCd?: string | null | undefined;
  /** Supplier that bills this shipper (and whose account the invoice shows), required for a shipper. */
  billCompanyId?: number | null | undefined;
  /** Billing day: 20, or 30 for the month's end, default 20. */
  billStdrCd?: string | null | undefined;
  /** Business item (업종), up to 100 characters, required. */
  bizItem?: string | null | undefined;
  /** Business registration number (사업자등록번호), 123-45-67890 or 10 digits, with a valid check digit, unique; it cannot change once registered. */
  bizNo: string;
  /** Business type (업태), up to 100 characters, required. */
  bizType?: string | null | undefined;
  /** Monthly base fare, whole won, not negative, default 0. */
  communicationFee?: number | null | undefined;
  /** Trade name (상호), up to 100 characters. */
  companyNm: string;
  /** When the course passes (ROUTE_TIME), up to 30 characters, blank clears it. */
  deliveryRouteCd?: string | null | undefined;
  /** Delivery course, required for a shipper. */
  deliveryRouteId?: number | null | undefined;
  /** E-mail, up to 100 characters, required. */
  email?: string | null | undefined;
  /** Settlement group company; required for a shipper unless excclcSelfYn is Y. On a change, its own number makes the company its own group. */
  excclcCompanyId?: number | null | undefined;
  /** Y: the company is its own settlement group (자기 자신), a new one too (its new number is stored as its excclcCompanyId); then send no excclcCompanyId. Default N. */
  excclcSelfYn?: string | null | undefined;
  /** Fax, with or without hyphens, required. */
  faxNo?: string | null | undefined;
  /** Contact person (담당자), up to 50 characters, blank clears it. */
  managerNm?: string | null | undefined;
  /** Contact person's phone (담당자 연락처), with or without hyphens, blank clears it. */
  managerTelNo?: string | null | undefined;
  /** Region code (REGION_TYPE), up to 30 characters, required. */
  regionCd?: string | null | undefined;
  /** District code under the region (REGION_DTL_TYPE), up to 30 characters, required. */
  regionDtlCd?: string | null | undefined;
  /** Representative (대표자), up to 50 characters, required. */
  representativeNm?: string | null | undefined;
  /** Memo (비고), up to 2000 characters, blank clears it. */
  rmk?: string | null | undefined;
  /** Shipper type (SHIPPER_TYPE; COM = communication), up to 30 characters, required for a shipper. */
  shipperCd?: string | null | undefined;
  /** Y for a shipper (화주), billed monthly, Y or N, default N. */
  shipperYn?: string | null | undefined;
  /** Y when the company gets tax invoices, Y or N, default Y. */
  taxbilOutputYn?: string | null | undefined;
  /** Telephone, with or without hyphens, required. */
  telNo?: string | null | undefined;
  /** Per piece (parcel, QTY lines), whole won, not negative, default 0. */
  untpc?: number | null | undefined;
  /** Y in use (정상), N suspended (중지); a shipper cannot be suspended, Y or N, default Y. */
  useYn?: string | null | undefined;
  /** Y when its amounts carry 10% VAT, Y or N, default Y. */
  vatYn?: string | null | undefined;
  /** Per kg (communication lines), whole won, not negative, default 0. */
  weightUntpc?: number | null | undefined;
};

/** Company list filters; empty ones (and "all") are ignored. */
export type CompanyFilterInput = {
  /** Supplier number. */
  billCompanyId?: number | null | undefined;
  /** Part of the name or, for 4 to 12 digits (hyphens allowed), the end of the telephone or the contact person's phone. */
  companyNm?: string | null | undefined;
  /** Region code. */
  regionCd?: string | null | undefined;
  /** Shipper type code. */
  shipperCd?: string | null | undefined;
  /** Y or N. */
  shipperYn?: string | null | undefined;
  /** Part of the telephone, with or without hyphens. */
  telNo?: string | null | undefined;
};

/** A company ledger's company and period; the period's ends are optional and included. */
export type CompanyLedgerInput = {
  /** Only this supplier's invoices and their payments; empty for all. */
  billCompanyId?: number | null | undefined;
  /** The company. */
  companyId?: number | null | undefined;
  /** First day, yyyy-MM-dd; empty from the start. */
  from?: string | null | undefined;
  /** Last day, yyyy-MM-dd; empty to the end. */
  to?: string | null | undefined;
};

/** Changes to a company. The business number cannot change. */
export type CompanyUpdateInput = {
  /** Address (소재지), up to 200 characters, required. */
  address?: string | null | undefined;
  /** Billing type: CREDIT (외상) or REGULAR (정기), default CREDIT. */
  billCharCd?: string | null | undefined;
  /** Supplier that bills this shipper (and whose account the invoice shows), required for a shipper. */
  billCompanyId?: number | null | undefined;
  /** Billing day: 20, or 30 for the month's end, default 20. */
  billStdrCd?: string | null | undefined;
  /** Business item (업종), up to 100 characters, required. */
  bizItem?: string | null | undefined;
  /** Business type (업태), up to 100 characters, required. */
  bizType?: string | null | undefined;
  /** Monthly base fare, whole won, not negative, default 0. */
  communicationFee?: number | null | undefined;
  /** The company to change. */
  companyId: number;
  /** Trade name (상호), up to 100 characters. */
  companyNm: string;
  /** When the course passes (ROUTE_TIME), up to 30 characters, blank clears it. */
  deliveryRouteCd?: string | null | undefined;
  /** Delivery course, required for a shipper. */
  deliveryRouteId?: number | null | undefined;
  /** E-mail, up to 100 characters, required. */
  email?: string | null | undefined;
  /** Settlement group company; required for a shipper unless excclcSelfYn is Y. On a change, its own number makes the company its own group. */
  excclcCompanyId?: number | null | undefined;
  /** Y: the company is its own settlement group (자기 자신), a new one too (its new number is stored as its excclcCompanyId); then send no excclcCompanyId. Default N. */
  excclcSelfYn?: string | null | undefined;
  /** Fax, with or without hyphens, required. */
  faxNo?: string | null | undefined;
  /** Contact person (담당자), up to 50 characters, blank clears it. */
  managerNm?: string | null | undefined;
  /** Contact person's phone (담당자 연락처), with or without hyphens, blank clears it. */
  managerTelNo?: string | null | undefined;
  /** Region code (REGION_TYPE), up to 30 characters, required. */
  regionCd?: string | null | undefined;
  /** District code under the region (REGION_DTL_TYPE), up to 30 characters, required. */
  regionDtlCd?: string | null | undefined;
  /** Representative (대표자), up to 50 characters, required. */
  representativeNm?: string | null | undefined;
  /** Memo (비고), up to 2000 characters, blank clears it. */
  rmk?: string | null | undefined;
  /** Shipper type (SHIPPER_TYPE; COM = communication), up to 30 characters, required for a shipper. */
  shipperCd?: string | null | undefined;
  /** Y for a shipper (화주), billed monthly, Y or N, default N. */
  shipperYn?: string | null | undefined;
  /** Y when the company gets tax invoices, Y or N, default Y. */
  taxbilOutputYn?: string | null | undefined;
  /** Telephone, with or without hyphens, required. */
  telNo?: string | null | undefined;
  /** Per piece (parcel, QTY lines), whole won, not negative, default 0. */
  untpc?: number | null | undefined;
  /** Y in use (정상), N suspended (중지); a shipper cannot be suspended, Y or N, default Y. */
  useYn?: string | null | undefined;
  /** Y when its amounts carry 10% VAT, Y or N, default Y. */
  vatYn?: string | null | undefined;
  /** The version read; a newer one on the server refuses the update. */
  version?: number | null | undefined;
  /** Per kg (communication lines), whole won, not negative, default 0. */
  weightUntpc?: number | null | undefined;
};

/** Delivery check filters; empty ones are ignored. */
export type DeliveryCheckFilterInput = {
  /** The billing day ('20' or '30') of the companies billCompanyId names; alone, the lines any supplier bills on that day. */
  billCd?: string | null | undefined;
  /** The supplier (공급자) whose invoices bill the line: the payer's settlement group top is a shipper in use of this supplier (as invoice generation and the month-end close board count). */
  billCompanyId?: number | null | undefined;
  /** Charge: CH001..CH004 or prepaid, collect, credit_prepaid, credit_collect. */
  chargeCd?: string | null | undefined;
  /** Part of the collector's (member's) name. */
  collectorNm?: string | null | undefined;
  /** Delivery state (배송 상태): 'undelivered' (미배송, no completion date) or 'delivered'; blank or 'all' for both. */
  deliveryState?: string | null | undefined;
  /** Reception period end, yyyy-MM-dd (Asia/Seoul); default today. */
  endDate?: string | null | undefined;
  /** Part of the receiver's name or, for 4 to 12 digits (hyphens allowed), the end of its phone or mobile or of its registered company's phones. */
  receiverCompanyNm?: string | null | undefined;
  /** The receiver's region (REGION_TYPE code). */
  receiverRegionCd?: string | null | undefined;
  /** The receiver's district (REGION_DTL_TYPE code). */
  receiverRegionDtlCd?: string | null | undefined;
  /** Digits of the receiver's phone or mobile, hyphens allowed. */
  receiverTelNo?: string | null | undefined;
  /** Part of the sender's name or, for 4 to 12 digits (hyphens allowed), the end of its phone or mobile or of its registered company's phones. */
  senderCompanyNm?: string | null | undefined;
  /** The sender's region (REGION_TYPE code). */
  senderRegionCd?: string | null | undefined;
  /** Digits of the sender's phone or manager's mobile, hyphens allowed. */
  senderTelNo?: string | null | undefined;
  /** The sender's shipper type (SHIPPER_TYPE code). */
  shipperCd?: string | null | undefined;
  /** Reception period start, yyyy-MM-dd (Asia/Seoul); default 6 days before the end. */
  startDate?: string | null | undefined;
  /** Why no invoice bills the line (미청구): 'nobody' (청구 대상 없음, by accident: no registered payer, a party typed by name or an unknown charge, or the payer's settlement group top, in use, is no shipper, has no supplier or is not its own top) or 'suspended' (중지된 정산 그룹, deliberately: the top is suspended, use_yn N); blank or 'all' for every line. */
  unbilled?: string | null | undefined;
  /** The whole waybill number, hyphens allowed. */
  waybillNo?: string | null | undefined;
};

/** The delivery facts of one goods line (배송 처리); an empty transportDate records it as not delivered. */
export type DeliveryRecordInput = {
  /** Memo. */
  memo?: string | null | undefined;
  /** Pickup check Y or N (default N). */
  pickupCheck?: string | null | undefined;
  /** Goods line number. */
  shipmentId: number;
  /** Delivery code (TRANSPORT_CD); required with a date. */
  transportCode?: string | null | undefined;
  /** Completion date, yyyy-MM-dd (Asia/Seoul); empty: not delivered. */
  transportDate?: string | null | undefined;
  /** Delivery manager (배송 담당); required with a date. */
  transportManager?: string | null | undefined;
  /** The version read; a line changed since answers CONFLICT (409). */
  version?: number | null | undefined;
};

/** Which column of the file fills an import field. */
export type ImportColumnInput = {
  /** Index into the headers (from 0); null: no column. */
  column?: number | null | undefined;
  /** The import field (receptionDate, senderCompany, receiverName, ...). */
  field: string;
};

/** Values typed over a row’s cells: a field given as text (empty too) replaces the cell, null goes back to the cell, absent leaves it. */
export type ImportRowValuesInput = {
  /** 주소 */
  address?: string | null | undefined;
  /** 운임구분 */
  chargeCd?: string | null | undefined;
  /** 배송메시지 */
  deliveryMessage?: string | null | undefined;
  /** 상품명 */
  goodsName?: string | null | undefined;
  /** 품목 */
  kindCd?: string | null | undefined;
  /** 수량 */
  quantity?: string | null | undefined;
  /** 휴대폰 */
  receiverMobileNo?: string | null | undefined;
  /** 받는사람 */
  receiverName?: string | null | undefined;
  /** 전화번호 */
  receiverTelNo?: string | null | undefined;
  /** 접수일자 (read as an Asia/Seoul calendar date: 2026-11-25, 2026.11.25, 20261125, an Excel serial). */
  receptionDate?: string | null | undefined;
  /** 보내는사람 */
  senderCompany?: string | null | undefined;
  /** 수량/중량 */
  trnsprtCd?: string | null | undefined;
  /** 단가 */
  unitPrice?: string | null | undefined;
  /** 운송장번호 */
  waybillNo?: string | null | undefined;
  /** 우편번호 */
  zipCode?: string | null | undefined;
};

/** Invoice list filters; empty ones are ignored. */
export type InvoiceFilterInput = {
  /** Billing day: '20' or '30'. */
  billCd?: string | null | undefined;
  /** The supplier; 0 or null for all. */
  billCompanyId?: number | null | undefined;
  /** Billing month (청구 월), 1-12, Asia/Seoul calendar. */
  month?: number | null | undefined;
  /** Billing year (청구 연도), Asia/Seoul calendar. */
  year?: number | null | undefined;
};

/** What to generate (청구서 생성). Its fields are checked in the form order (billCompanyId, year, month, billCd); the first failure is answered (BAD_USER_INPUT with the field). */
export type InvoiceGenerateInput = {
  /** Billing day (청구 기준일): '20' (21st of the month before to the 20th) or '30' (the calendar month), required. */
  billCd?: string | null | undefined;
  /** The supplier (공급자), required. */
  billCompanyId?: number | null | undefined;
  /** Billing month (청구 월), Asia/Seoul calendar, 1 to 12, required. */
  month?: number | null | undefined;
  /** Billing year (청구 연도), Asia/Seoul calendar, 2000 to 2999, required. */
  year?: number | null | undefined;
};

/** A new user. The id must be free (see userIdTaken). */
export type MemberCreateInput = {
  /** Company the user belongs to; null for none. */
  companyId?: number | null | undefined;
  /** Email address (이메일), up to 100 characters. */
  email: string;
  /** Permission group (권한): admin, member_view, member_delivery, member_pickup, member_all, customer (화주: a shipper's own login, linked to its company). */
  groupVal: string;
  /** Display name (이름), up to 50 characters. */
  name: string;
  /** Telephone (전화번호), with or without hyphens. */
  telNo: string;
  /** Sign-in id (아이디): letters, digits and . _ -, at least 3 characters, up to 50 characters, unique, withdrawn users included (see userIdTaken); it cannot change once registered. */
  userId: string;
  /** Password, 8-100 characters. */
  userPw: string;
  /** The password again; must match. */
  userPwConfirm: string;
};

/** User list filters; empty ones are ignored. */
export type MemberFilterInput = {
  /** Exact permission group. */
  groupVal?: string | null | undefined;
  /** Part of the name. */
  name?: string | null | undefined;
  /** Part of the telephone number, with or without hyphens. */
  telNo?: string | null | undefined;
};

/** Changes to a user. A blank password keeps the current one. */
export type MemberUpdateInput = {
  /** Company the user belongs to; null for none. */
  companyId?: number | null | undefined;
  /** N normal, Y withdrawn. */
  delYn?: string;
  /** Email address (이메일), up to 100 characters. */
  email: string;
  /** Permission group (권한): admin, member_view, member_delivery, member_pickup, member_all, customer (화주: a shipper's own login, linked to its company). */
  groupVal: string;
  /** The user to change. */
  memberId: number;
  /** Display name (이름), up to 50 characters. */
  name: string;
  /** Telephone (전화번호), with or without hyphens. */
  telNo: string;
  /** New password, 8-100 characters; blank keeps the current one. */
  userPw?: string | null | undefined;
  /** The password again; must match. */
  userPwConfirm?: string | null | undefined;
  /** The version read; a newer one on the server refuses the update. */
  version?: number | null | undefined;
};

/** Which month the close board shows: year (2000-2999) and month (1-12). */
export type MonthCloseInput = {
  /** Billing month (청구 월), 1-12, Asia/Seoul calendar. */
  month?: number | null | undefined;
  /** Billing year (청구 연도), Asia/Seoul calendar. */
  year?: number | null | undefined;
};

/** Changes to the caller's own details: name, telephone and e-mail (the user form's rules). The id, the permission, the company and the status are an admin's to change. */
export type MyAccountInput = {
  /** Email address (이메일), up to 100 characters. */
  email: string;
  /** Display name (이름), up to 50 characters. */
  name: string;
  /** Telephone (전화번호), with or without hyphens. */
  telNo: string;
};

/** A new notice. Its fields are checked in the form order (title, body, audience, pinnedYn); the first failure is answered (BAD_USER_INPUT with the field). */
export type NoticeInput = {
  /** Who reads it (대상): ALL everyone, STAFF staff only, CUSTOMER customers (화주) only, default ALL. */
  audience?: string | null | undefined;
  /** Body text (내용), plain text; line breaks are kept, up to 4000 characters. */
  body: string;
  /** Y: pinned (고정), listed before the others, Y or N, default N. */
  pinnedYn?: string | null | undefined;
  /** Title (제목), up to 100 characters. */
  title: string;
};

/** Changes to a notice; every field is sent, as the form holds it. Its fields are checked in the form order (title, body, audience, pinnedYn); the first failure is answered (BAD_USER_INPUT with the field). */
export type NoticeUpdateInput = {
  /** Who reads it (대상): ALL everyone, STAFF staff only, CUSTOMER customers (화주) only, default ALL. */
  audience?: string | null | undefined;
  /** Body text (내용), plain text; line breaks are kept, up to 4000 characters. */
  body: string;
  /** The notice to change. */
  noticeId: number;
  /** Y: pinned (고정), listed before the others, Y or N, default N. */
  pinnedYn?: string | null | undefined;
  /** Title (제목), up to 100 characters. */
  title: string;
  /** The version read; a newer one on the server refuses the update (CONFLICT). */
  version?: number | null | undefined;
};

/** What a 배송 출발 scan of a waybill number did. */
export type OutForDeliveryStatus =
  /** The line is delivered; nothing changed. */
  | 'ALREADY_DELIVERED'
  /** The line was out for delivery before; nothing changed. */
  | 'ALREADY_OUT'
  /** The live goods line with the number is now out for delivery. */
  | 'OUT_FOR_DELIVERY'
  /** No goods line of a live transport has the number. */
  | 'UNKNOWN';

/** A page of a list: page counts from 0; size 1-100, default 17. */
export type PageInput = {
  /** Page number, from 0. */
  page?: number;
  /** Number of rows per page, 1-100. */
  size?: number;
};

/** A party of a transport as the editor holds it: the company chosen, or the name typed. */
export type PartyRefInput = {
  /** The company chosen; empty when the name was typed. */
  companyId?: number | null | undefined;
  /** The name (상호) as typed or shown. */
  companyNm?: string | null | undefined;
};

/** A password change: the current password, then the new one (8-100 characters) twice. A wrong current password is BAD_USER_INPUT with field currentPw; guesses are rate limited as sign-ins are. */
export type PasswordChangeInput = {
  /** The current password (현재 비밀번호). */
  currentPw: string;
  /** The new password (새 비밀번호), 8-100 characters, not the current one. */
  newPw: string;
  /** The new password again (새 비밀번호 확인); must match. */
  newPwConfirm: string;
};

/** Why a payment is deleted (삭제 사유): required, up to 500 characters. */
export type PaymentDeleteInput = {
  /** The reason, recorded with the payment. */
  reason?: string | null | undefined;
};

/** A payment to record (입금 등록), checked in the form's order: billHistoryDetailId (the invoice company row), paidOn (yyyy-MM-dd, not after today), amount (whole won, 1 or more), method (TRANSFER, CASH, CARD, OTHER), depositor (up to 50 characters), memo (up to 500); the first failure is answered (BAD_USER_INPUT with the field). */
export type PaymentInput = {
  /** Amount received (입금액), whole won, 1 or more. */
  amount?: number | null | undefined;
  /** The invoice company row it pays (billHistoryDetailId). */
  billHistoryDetailId?: number | null | undefined;
  /** Who sent it (입금자); blank for none. */
  depositor?: string | null | undefined;
  /** Memo (메모); blank for none. */
  memo?: string | null | undefined;
  /** TRANSFER 계좌이체, CASH 현금, CARD 카드 or OTHER 기타. */
  method?: string | null | undefined;
  /** The day the money came in (입금일), yyyy-MM-dd. */
  paidOn?: string | null | undefined;
};

/** Receivables list filters; empty ones are ignored (the as-of date is then today). */
export type ReceivableFilterInput = {
  /** CURRENT, D30, D60 or D90: only companies with an unpaid amount in that bucket. */
  agingBucket?: string | null | undefined;
  /** The as-of date, yyyy-MM-dd (Asia/Seoul); today when empty. */
  asOf?: string | null | undefined;
  /** A supplier's number: only its invoices and the payments of their rows; empty for all. */
  billCompanyId?: string | null | undefined;
  /** Part of the company name, any case. */
  companyNm?: string | null | undefined;
  /** 'Y': only companies whose outstanding amount is above 0. */
  outstandingOnly?: string | null | undefined;
};

/** A receiver (받는 곳) with its goods lines, as the editor saves it. */
export type ReceiverSaveInput = {
  /** Address. */
  address?: string | null | undefined;
  /** Name (상호). */
  companyNm?: string | null | undefined;
  /** Saved shipments of this receiver to delete. */
  deletedShipmentIds?: Array<number> | null | undefined;
  /** Mobile phone. */
  managerTelNo?: string | null | undefined;
  /** 알림 수신 동의 (Y/N): delivery notifications to the contact mobile. Not sent: N for a new receiver, unchanged for a saved one. */
  notifyYn?: string | null | undefined;
  /** Registered company, when chosen from the list. */
  receiverCompanyId?: number | null | undefined;
  /** Receiver number; 0 or empty for a new receiver. */
  receiverTransportId?: number | null | undefined;
  /** Region code (REGION_TYPE). */
  regionCd?: string | null | undefined;
  /** District code (REGION_DTL_TYPE) of that region. */
  regionDtlCd?: string | null | undefined;
  /** Remark (비고). */
  rmk?: string | null | undefined;
  /** Every shipment to keep, in order. */
  shipments?: Array<ShipmentInput> | null | undefined;
  /** Shipper type code (SHIPPER_TYPE). */
  shipperCd?: string | null | undefined;
  /** Telephone. */
  telNo?: string | null | undefined;
  /** Unit price per piece in won. */
  untpc?: number | null | undefined;
  /** Unit price per kg in won. */
  weightUntpc?: number | null | undefined;
};

/** Why a closed invoice is reopened (마감 해제): required, at most 500 characters. */
export type ReopenInvoiceInput = {
  /** The reason (해제 사유). */
  reason?: string | null | undefined;
};

/** A new delivery course. The name must be free. */
export type RouteCreateInput = {
  /** Course name (배송 코스명), up to 50 characters, unique (CONFLICT otherwise). */
  deliveryRouteNm: string;
};

/** A renamed delivery course. */
export type RouteUpdateInput = {
  /** The course to change. */
  deliveryRouteId: number;
  /** Course name (배송 코스명), up to 50 characters, unique (CONFLICT otherwise). */
  deliveryRouteNm: string;
  /** The version read; a newer one on the server refuses the update. */
  version?: number | null | undefined;
};

/** What a scan of a waybill number did. */
export type ScanStatus =
  /** The line was delivered before (transportDate says when). */
  | 'ALREADY_DELIVERED'
  /** The live goods line with the number is now delivered today. */
  | 'DELIVERED'
  /** No goods line of a live transport has the number. */
  | 'UNKNOWN';

/** The sender (보내는 곳) of a transport, as the editor saves it. */
export type SenderSaveInput = {
  /** Address. */
  address?: string | null | undefined;
  /** Charge code (CHARGE, e.g. CH001 선불). */
  chargeCd?: string | null | undefined;
  /** Name (상호). */
  companyNm?: string | null | undefined;
  /** Manager (담당자). */
  managerNm?: string | null | undefined;
  /** Manager's mobile phone. */
  managerTelNo?: string | null | undefined;
  /** Region code (REGION_TYPE). */
  regionCd?: string | null | undefined;
  /** District code (REGION_DTL_TYPE) of that region. */
  regionDtlCd?: string | null | undefined;
  /** Remark (비고). */
  rmk?: string | null | undefined;
  /** Registered sender company, when chosen from the list. */
  senderCompanyId?: number | null | undefined;
  /** Shipper type code (SHIPPER_TYPE): the transport type. */
  shipperCd?: string | null | undefined;
  /** Telephone. */
  telNo?: string | null | undefined;
  /** Unit price per piece in won. */
  untpc?: number | null | undefined;
  /** Unit price per kg in won. */
  weightUntpc?: number | null | undefined;
};

/** A shipment (물품) of a receiver, as the editor saves it. */
export type ShipmentInput = {
  /** Goods kind code (GOODS_KIND). */
  kindCd?: string | null | undefined;
  /** Receiver's quantity: pieces (QTY) or kg (WEIGHT). */
  receiverQty?: number | null | undefined;
  /** Receiver's unit price in won; the amount is computed. */
  receiverUntpc?: number | null | undefined;
  /** Sender's quantity: pieces (QTY) or kg (WEIGHT). */
  senderQty?: number | null | undefined;
  /** Sender's unit price in won; the amount is computed. */
  senderUntpc?: number | null | undefined;
  /** Shipment number; 0 or empty for a new one. */
  shipmentId?: number | null | undefined;
  /** Calculation: QTY (per piece) or WEIGHT (per kg). */
  trnsprtCd?: string | null | undefined;
  /** Waybill number, 11 to 18 digits (hyphens allowed); inside the sender's ranges if it has any. */
  waybillNo?: string | null | undefined;
};

/** Shipper details filters; empty ones are ignored. */
export type ShipperDetailsFilterInput = {
  /** Part of the shipper's (sender's) name. */
  companyNm?: string | null | undefined;
  /** Reception period end, yyyy-MM-dd (Asia/Seoul); default today. */
  endDate?: string | null | undefined;
  /** Reception period start, yyyy-MM-dd (Asia/Seoul); default the 1st of the end's month. */
  startDate?: string | null | undefined;
};

/** Settlement by shipper filters; empty ones are ignored. */
export type ShipperSettlementFilterInput = {
  /** Reception period end, yyyy-MM-dd (Asia/Seoul); default today. */
  endDate?: string | null | undefined;
  /** The company's region (REGION_TYPE code). */
  regionCd?: string | null | undefined;
  /** Reception period start, yyyy-MM-dd (Asia/Seoul); default the 1st of the end's month. */
  startDate?: string | null | undefined;
};

/** A new supplier. Its fields are checked in the form order (companyNm, bizNo, representativeNm, bizType, bizItem, address, postNo, telNo, faxNo, email, bankNm, depositorNm, accountNo, rmk); the first failure is answered (BAD_USER_INPUT with the field). */
export type SupplierCreateInput = {
  /** Account number, 10 to 14 digits, hyphens and spaces ignored. */
  accountNo: string;
  /** Address (주소), up to 200 characters. */
  address: string;
  /** Bank name (은행명), up to 50 characters. */
  bankNm: string;
  /** Business item (업종), up to 100 characters. */
  bizItem: string;
  /** Business registration number (사업자등록번호), 123-45-67890 or 10 digits, with a valid check digit, unique among live suppliers (CONFLICT otherwise). */
  bizNo: string;
  /** Business type (업태), up to 100 characters. */
  bizType: string;
  /** Company name (상호), up to 100 characters. */
  companyNm: string;
  /** Account holder (예금주), up to 50 characters. */
  depositorNm: string;
  /** Email address, up to 100 characters. */
  email: string;
  /** Fax, with or without hyphens. */
  faxNo: string;
  /** Postal code (우편번호), 5 digits. */
  postNo: string;
  /** Representative (대표자명), up to 50 characters. */
  representativeNm: string;
  /** Memo (비고), up to 1000 characters, blank clears it. */
  rmk?: string | null | undefined;
  /** Telephone, with or without hyphens. */
  telNo: string;
};

/** Supplier list filters; empty ones are ignored. */
export type SupplierFilterInput = {
  /** Part of the business registration number, with or without hyphens. */
  bizNo?: string | null | undefined;
  /** Part of the company name (상호), any case. */
  companyNm?: string | null | undefined;
};

/** Changes to a live supplier; every field is sent, as the form holds it. Its fields are checked in the form order (companyNm, bizNo, representativeNm, bizType, bizItem, address, postNo, telNo, faxNo, email, bankNm, depositorNm, accountNo, rmk); the first failure is answered (BAD_USER_INPUT with the field). */
export type SupplierUpdateInput = {
  /** Account number, 10 to 14 digits, hyphens and spaces ignored. */
  accountNo: string;
  /** Address (주소), up to 200 characters. */
  address: string;
  /** Bank name (은행명), up to 50 characters. */
  bankNm: string;
  /** The supplier to change. */
  billCompanyId: number;
  /** Business item (업종), up to 100 characters. */
  bizItem: string;
  /** Business registration number (사업자등록번호), 123-45-67890 or 10 digits, with a valid check digit, unique among live suppliers (CONFLICT otherwise). */
  bizNo: string;
  /** Business type (업태), up to 100 characters. */
  bizType: string;
  /** Company name (상호), up to 100 characters. */
  companyNm: string;
  /** Account holder (예금주), up to 50 characters. */
  depositorNm: string;
  /** Email address, up to 100 characters. */
  email: string;
  /** Fax, with or without hyphens. */
  faxNo: string;
  /** Postal code (우편번호), 5 digits. */
  postNo: string;
  /** Representative (대표자명), up to 50 characters. */
  representativeNm: string;
  /** Memo (비고), up to 1000 characters, blank clears it. */
  rmk?: string | null | undefined;
  /** Telephone, with or without hyphens. */
  telNo: string;
  /** The version read; a newer one on the server refuses the update (CONFLICT). */
  version?: number | null | undefined;
};

/** Transports list filters; empty ones are ignored. */
export type TransportFilterInput = {
  /** The sender's delivery course; 0 or empty for all. */
  deliveryRouteId?: number | null | undefined;
  /** Reception period end, yyyy-MM-dd (Asia/Seoul); default today. */
  endDate?: string | null | undefined;
  /** Part of a receiver's name or, for 4 to 12 digits (hyphens allowed), the end of its phone or mobile or of its registered company's phones: transports sending to such a receiver. */
  receiverCompanyNm?: string | null | undefined;
  /** Part of the sender's name or, for 4 to 12 digits (hyphens allowed), the end of its phone or mobile or of its registered company's phones. */
  senderCompanyNm?: string | null | undefined;
  /** Reception period start, yyyy-MM-dd (Asia/Seoul); default today. */
  startDate?: string | null | undefined;
};

/** Where a spreadsheet import stands. */
export type TransportImportStatus =
  /** Its rows were written as transports (once: committing again writes nothing). */
  | 'COMMITTED'
  /** Uploaded and checked; its rows can be fixed, removed and committed. */
  | 'PREVIEW'
  /** Its transports were deleted by an undo. */
  | 'UNDONE';

/** A whole transport as the editor saves it: the sender, every receiver with its lines, and what was deleted. */
export type TransportSaveInput = {
  /** Saved receivers to delete (with their lines). */
  deletedReceiverIds?: Array<number> | null | undefined;
  /** Every receiver to keep, in order. */
  receivers: Array<ReceiverSaveInput>;
  /** The sender. */
  sender: SenderSaveInput;
  /** Transport number; 0 or empty creates a transport. */
  senderTransportId?: number | null | undefined;
  /** The version loaded (required to update); a newer stored version answers CONFLICT. */
  version?: number | null | undefined;
};

/** A new waybill range. Its fields are checked in the form order (receiverCompanyId, senderCompanyId, chargeCd, startNo, endNo, qty); the first failure is answered (BAD_USER_INPUT with the field). Then endNo must not be below startNo; a range overlapping a live one is CONFLICT (field startNo). */
export type WaybillCreateInput = {
  /** Charge (운임 구분): pre, collect or credit, default credit. */
  chargeCd?: string | null | undefined;
  /** Last number (종료 번호), inclusive, 11 to 18 digits, hyphens allowed, no leading 0, not below startNo. */
  endNo: string;
  /** Quantity (수량) in pieces (개), a whole number of at least 1, required. */
  qty?: number | null | undefined;
  /** Receiver company (받는 업체), optional: 0 or null for none, blank clears it. */
  receiverCompanyId?: number | null | undefined;
  /** Sender company (보내는 업체), required. */
  senderCompanyId?: number | null | undefined;
  /** First number (시작 번호), 11 to 18 digits, hyphens allowed, no leading 0. */
  startNo: string;
};

/** Waybill list filters; empty ones are ignored. */
export type WaybillFilterInput = {
  /** Part of the receiver company name, any case. */
  receiverCompanyNm?: string | null | undefined;
  /** A waybill number, hyphens ignored: 11-18 digits find the range holding it; fewer digits match ranges whose start or end number contains them. */
  searchNo?: string | null | undefined;
  /** Part of the sender company name, any case. */
  senderCompanyNm?: string | null | undefined;
};

/** Changes to a live range; every field is sent, as the form holds it. Its fields are checked in the form order (receiverCompanyId, senderCompanyId, chargeCd, startNo, endNo, qty); the first failure is answered (BAD_USER_INPUT with the field). Then endNo must not be below startNo; a range overlapping a live one is CONFLICT (field startNo). */
export type WaybillUpdateInput = {
  /** Charge (운임 구분): pre, collect or credit, default credit. */
  chargeCd?: string | null | undefined;
  /** Last number (종료 번호), inclusive, 11 to 18 digits, hyphens allowed, no leading 0, not below startNo. */
  endNo: string;
  /** Quantity (수량) in pieces (개), a whole number of at least 1, required. */
  qty?: number | null | undefined;
  /** Receiver company (받는 업체), optional: 0 or null for none, blank clears it. */
  receiverCompanyId?: number | null | undefined;
  /** Sender company (보내는 업체), required. */
  senderCompanyId?: number | null | undefined;
  /** First number (시작 번호), 11 to 18 digits, hyphens allowed, no leading 0. */
  startNo: string;
  /** The version read; a newer one on the server refuses the update (CONFLICT). */
  version?: number | null | undefined;
  /** The range to change. */
  waybillId: number;
};

export type AuditEntryFieldsFragment = { id: string, entity: AuditEntity, subject: string, changedAt: string, memberName: string, actionLabel: string, changes: Array<{ field: string, label: string, before: string | null, after: string | null }> };

export type AuditTrailQueryVariables = Exact<{
  entity: AuditEntity;
  id: string;
}>;


export type AuditTrailQuery = { auditTrail: Array<{ id: string, entity: AuditEntity, subject: string, changedAt: string, memberName: string, actionLabel: string, changes: Array<{ field: string, label: string, before: string | null, after: string | null }> }> };

export type CompanyRowFragment = { companyId: number, bizNo: string, companyNm: string, representativeNm: string | null, bizType: string | null, bizItem: string | null, address: string | null, telNo: string | null, faxNo: string | null, email: string | null, rmk: string | null, managerNm: string | null, managerTelNo: string | null, regionCd: string | null, regionNm: string | null, regionDtlCd: string | null, regionDtlNm: string | null, shipperYn: string, shipperCd: string | null, shipperNm: string | null, useYn: string, vatYn: string, taxbilOutputYn: string, billStdrCd: string, billCharCd: string, communicationFee: number, untpc: number, weightUntpc: number, deliveryRouteId: number | null, deliveryRouteNm: string | null, deliveryRouteCd: string | null, billCompanyId: number | null, billCompanyNm: string | null, excclcCompanyId: number | null, excclcCompanyNm: string | null, regDt: string, version: number };

export type BizNoTakenQueryVariables = Exact<{
  bizNo: string;
}>;


export type BizNoTakenQuery = { bizNoTaken: boolean };

export type CreateCompanyMutationVariables = Exact<{
  input: CompanyCreateInput;
}>;


export type CreateCompanyMutation = { createCompany: { company: { companyId: number, bizNo: string, companyNm: string, representativeNm: string | null, bizType: string | null, bizItem: string | null, address: string | null, telNo: string | null, faxNo: string | null, email: string | null, rmk: string | null, managerNm: string | null, managerTelNo: string | null, regionCd: string | null, regionNm: string | null, regionDtlCd: string | null, regionDtlNm: string | null, shipperYn: string, shipperCd: string | null, shipperNm: string | null, useYn: string, vatYn: string, taxbilOutputYn: string, billStdrCd: string, billCharCd: string, communicationFee: number, untpc: number, weightUntpc: number, deliveryRouteId: number | null, deliveryRouteNm: string | null, deliveryRouteCd: string | null, billCompanyId: number | null, billCompanyNm: string | null, excclcCompanyId: number | null, excclcCompanyNm: string | null, regDt: string, version: number } } };

export type UpdateCompanyMutationVariables = Exact<{
  input: CompanyUpdateInput;
}>;


export type UpdateCompanyMutation = { updateCompany: { company: { companyId: number, bizNo: string, companyNm: string, representativeNm: string | null, bizType: string | null, bizItem: string | null, address: string | null, telNo: string | null, faxNo: string | null, email: string | null, rmk: string | null, managerNm: string | null, managerTelNo: string | null, regionCd: string | null, regionNm: string | null, regionDtlCd: string | null, regionDtlNm: string | null, shipperYn: string, shipperCd: string | null, shipperNm: string | null, useYn: string, vatYn: string, taxbilOutputYn: string, billStdrCd: string, billCharCd: string, communicationFee: number, untpc: number, weightUntpc: number, deliveryRouteId: number | null, deliveryRouteNm: string | null, deliveryRouteCd: string | null, billCompanyId: number | null, billCompanyNm: string | null, excclcCompanyId: number | null, excclcCompanyNm: string | null, regDt: string, version: number } } };

export type CreateCompanyWarningsQueryVariables = Exact<{
  input: CompanyCreateInput;
}>;


export type CreateCompanyWarningsQuery = { createCompanyWarnings: Array<{ code: string, message: string, field: string }> };

export type UpdateCompanyWarningsQueryVariables = Exact<{
  input: CompanyUpdateInput;
}>;


export type UpdateCompanyWarningsQuery = { updateCompanyWarnings: Array<{ code: string, message: string, field: string }> };

export type GroupCompanySearchQueryVariables = Exact<{
  name: string;
}>;


export type GroupCompanySearchQuery = { companySearch: Array<{ companyId: number, companyNm: string, telNo: string | null, address: string | null, useYn: string }> };

export type LatestNoticesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type LatestNoticesQuery = { latestNotices: Array<{ noticeId: number, title: string, body: string, pinnedYn: string, regDt: string }> };

export type MyAccountFieldsFragment = { memberId: number, userId: string, name: string, telNo: string | null, email: string | null, groupVal: string, companyNm: string | null, version: number };

export type MyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountQuery = { myAccount: { memberId: number, userId: string, name: string, telNo: string | null, email: string | null, groupVal: string, companyNm: string | null, version: number } };

export type UpdateMyAccountMutationVariables = Exact<{
  input: MyAccountInput;
}>;


export type UpdateMyAccountMutation = { updateMyAccount: { memberId: number, userId: string, name: string, telNo: string | null, email: string | null, groupVal: string, companyNm: string | null, version: number } };

export type ChangeMyPasswordMutationVariables = Exact<{
  input: PasswordChangeInput;
}>;


export type ChangeMyPasswordMutation = { changeMyPassword: { accessToken: string, message: string } };

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: { productName: string, demoData: boolean, printProgramUrl: string | null, publicUrl: string } };

export type ArrivalRowFragment = { shipmentId: number, receiverTransportId: number, senderTransportId: number, requstDt: string, receiverCompanyNm: string, receiverTelNo: string | null, receiverManagerTelNo: string | null, receiverAddress: string | null, receiverRegionNm: string | null, receiverRegionDtlNm: string | null, deliveryRouteNm: string | null, senderDeliveryRouteNm: string | null, senderCompanyNm: string, chargeNm: string, kindNm: string, waybillNo: string | null, trnsprtCd: string, receiverQty: number, receiverUntpc: number, receiverAmount: number, pickupCheck: string, transportManager: string | null, transportDate: string | null, transportCode: string | null, transportNm: string | null, memo: string | null, version: number };

export type ArrivalsQueryVariables = Exact<{
  filter?: ArrivalFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ArrivalsQuery = { arrivals: { total: number, totalExact: boolean, items: Array<{ shipmentId: number, receiverTransportId: number, senderTransportId: number, requstDt: string, receiverCompanyNm: string, receiverTelNo: string | null, receiverManagerTelNo: string | null, receiverAddress: string | null, receiverRegionNm: string | null, receiverRegionDtlNm: string | null, deliveryRouteNm: string | null, senderDeliveryRouteNm: string | null, senderCompanyNm: string, chargeNm: string, kindNm: string, waybillNo: string | null, trnsprtCd: string, receiverQty: number, receiverUntpc: number, receiverAmount: number, pickupCheck: string, transportManager: string | null, transportDate: string | null, transportCode: string | null, transportNm: string | null, memo: string | null, version: number }> } };

export type ArrivalQueryVariables = Exact<{
  shipmentId: number;
}>;


export type ArrivalQuery = { arrival: { receiverRmk: string | null, senderTelNo: string | null, senderManagerNm: string | null, shipmentId: number, receiverTransportId: number, senderTransportId: number, requstDt: string, receiverCompanyNm: string, receiverTelNo: string | null, receiverManagerTelNo: string | null, receiverAddress: string | null, receiverRegionNm: string | null, receiverRegionDtlNm: string | null, deliveryRouteNm: string | null, senderDeliveryRouteNm: string | null, senderCompanyNm: string, chargeNm: string, kindNm: string, waybillNo: string | null, trnsprtCd: string, receiverQty: number, receiverUntpc: number, receiverAmount: number, pickupCheck: string, transportManager: string | null, transportDate: string | null, transportCode: string | null, transportNm: string | null, memo: string | null, version: number } };

export type RecordDeliveryMutationVariables = Exact<{
  input: DeliveryRecordInput;
}>;


export type RecordDeliveryMutation = { recordDelivery: { receiverRmk: string | null, senderTelNo: string | null, senderManagerNm: string | null, shipmentId: number, receiverTransportId: number, senderTransportId: number, requstDt: string, receiverCompanyNm: string, receiverTelNo: string | null, receiverManagerTelNo: string | null, receiverAddress: string | null, receiverRegionNm: string | null, receiverRegionDtlNm: string | null, deliveryRouteNm: string | null, senderDeliveryRouteNm: string | null, senderCompanyNm: string, chargeNm: string, kindNm: string, waybillNo: string | null, trnsprtCd: string, receiverQty: number, receiverUntpc: number, receiverAmount: number, pickupCheck: string, transportManager: string | null, transportDate: string | null, transportCode: string | null, transportNm: string | null, memo: string | null, version: number } };

export type ScanDeliveryMutationVariables = Exact<{
  waybillNo: string;
}>;


export type ScanDeliveryMutation = { scanDelivery: { status: ScanStatus, waybillNo: string, message: string, shipmentId: number | null, transportDate: string | null, transportManager: string | null, receiverCompanyNm: string | null, kindNm: string | null } };

export type ScanOutForDeliveryMutationVariables = Exact<{
  waybillNo: string;
}>;


export type ScanOutForDeliveryMutation = { scanOutForDelivery: { status: OutForDeliveryStatus, waybillNo: string, message: string, shipmentId: number | null } };

export type MarkOutForDeliveryMutationVariables = Exact<{
  shipmentIds: Array<number> | number;
}>;


export type MarkOutForDeliveryMutation = { markOutForDelivery: { marked: number, alreadyOut: number, delivered: number, message: string } };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditLogFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total: number, totalExact: boolean, items: Array<{ entityId: string, recordName: string | null, action: AuditAction, id: string, entity: AuditEntity, subject: string, changedAt: string, memberName: string, actionLabel: string, changes: Array<{ field: string, label: string, before: string | null, after: string | null }> }> } };

export type AuditMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditMembersQuery = { auditMembers: Array<{ memberId: number, memberName: string, withdrawn: boolean }> };

export type BankDepositCandidateFieldsFragment = { billHistoryDetailId: number, companyId: number, companyNm: string, billCompanyNm: string, year: number, month: number, outstanding: number, reason: BankMatchReason };

export type BankDepositUploadFieldsFragment = { id: number, bankNm: string, fileName: string, headers: Array<string>, createdAt: string, createdByNm: string | null, rowCount: number, depositCount: number, depositAmount: number, withdrawalCount: number, matchedCount: number, candidatesCount: number, unmatchedCount: number, appliedCount: number, mapping: Array<{ field: string, label: string, required: boolean, column: number | null }>, lines: Array<{ rowNo: number, transactedAt: string, summary: string, depositor: string, memo: string, amount: number, balance: number | null, status: BankLineStatus, candidates: Array<{ billHistoryDetailId: number, companyId: number, companyNm: string, billCompanyNm: string, year: number, month: number, outstanding: number, reason: BankMatchReason }>, applied: { paymentId: number, companyNm: string, year: number, month: number, appliedAt: string } | null }>, skippedRows: Array<{ rowNo: number, reason: string }> };

export type BankDepositUploadQueryVariables = Exact<{
  id: number;
}>;


export type BankDepositUploadQuery = { bankDepositUpload: { id: number, bankNm: string, fileName: string, headers: Array<string>, createdAt: string, createdByNm: string | null, rowCount: number, depositCount: number, depositAmount: number, withdrawalCount: number, matchedCount: number, candidatesCount: number, unmatchedCount: number, appliedCount: number, mapping: Array<{ field: string, label: string, required: boolean, column: number | null }>, lines: Array<{ rowNo: number, transactedAt: string, summary: string, depositor: string, memo: string, amount: number, balance: number | null, status: BankLineStatus, candidates: Array<{ billHistoryDetailId: number, companyId: number, companyNm: string, billCompanyNm: string, year: number, month: number, outstanding: number, reason: BankMatchReason }>, applied: { paymentId: number, companyNm: string, year: number, month: number, appliedAt: string } | null }>, skippedRows: Array<{ rowNo: number, reason: string }> } };

export type BankNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type BankNamesQuery = { bankNames: Array<string> };

export type SetBankDepositMappingMutationVariables = Exact<{
  id: number;
  mapping: Array<BankFileColumnInput> | BankFileColumnInput;
}>;


export type SetBankDepositMappingMutation = { setBankDepositMapping: { id: number, bankNm: string, fileName: string, headers: Array<string>, createdAt: string, createdByNm: string | null, rowCount: number, depositCount: number, depositAmount: number, withdrawalCount: number, matchedCount: number, candidatesCount: number, unmatchedCount: number, appliedCount: number, mapping: Array<{ field: string, label: string, required: boolean, column: number | null }>, lines: Array<{ rowNo: number, transactedAt: string, summary: string, depositor: string, memo: string, amount: number, balance: number | null, status: BankLineStatus, candidates: Array<{ billHistoryDetailId: number, companyId: number, companyNm: string, billCompanyNm: string, year: number, month: number, outstanding: number, reason: BankMatchReason }>, applied: { paymentId: number, companyNm: string, year: number, month: number, appliedAt: string } | null }>, skippedRows: Array<{ rowNo: number, reason: string }> } };

export type ConfirmBankDepositsMutationVariables = Exact<{
  id: number;
  lines: Array<BankDepositChoiceInput> | BankDepositChoiceInput;
}>;


export type ConfirmBankDepositsMutation = { confirmBankDeposits: { appliedCount: number, appliedAmount: number, alreadyAppliedCount: number, rememberedDepositorCount: number, upload: { id: number, bankNm: string, fileName: string, headers: Array<string>, createdAt: string, createdByNm: string | null, rowCount: number, depositCount: number, depositAmount: number, withdrawalCount: number, matchedCount: number, candidatesCount: number, unmatchedCount: number, appliedCount: number, mapping: Array<{ field: string, label: string, required: boolean, column: number | null }>, lines: Array<{ rowNo: number, transactedAt: string, summary: string, depositor: string, memo: string, amount: number, balance: number | null, status: BankLineStatus, candidates: Array<{ billHistoryDetailId: number, companyId: number, companyNm: string, billCompanyNm: string, year: number, month: number, outstanding: number, reason: BankMatchReason }>, applied: { paymentId: number, companyNm: string, year: number, month: number, appliedAt: string } | null }>, skippedRows: Array<{ rowNo: number, reason: string }> } } };

export type DepositCompanyRowsQueryVariables = Exact<{
  companyId: number;
}>;


export type DepositCompanyRowsQuery = { receivableInvoiceRows: Array<{ billHistoryDetailId: number, billCompanyNm: string, year: number, month: number, billed: number, outstanding: number }> };

export type CompaniesQueryVariables = Exact<{
  filter?: CompanyFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type CompaniesQuery = { companies: { total: number, items: Array<{ companyId: number, bizNo: string, companyNm: string, representativeNm: string | null, bizType: string | null, bizItem: string | null, address: string | null, telNo: string | null, faxNo: string | null, email: string | null, rmk: string | null, managerNm: string | null, managerTelNo: string | null, regionCd: string | null, regionNm: string | null, regionDtlCd: string | null, regionDtlNm: string | null, shipperYn: string, shipperCd: string | null, shipperNm: string | null, useYn: string, vatYn: string, taxbilOutputYn: string, billStdrCd: string, billCharCd: string, communicationFee: number, untpc: number, weightUntpc: number, deliveryRouteId: number | null, deliveryRouteNm: string | null, deliveryRouteCd: string | null, billCompanyId: number | null, billCompanyNm: string | null, excclcCompanyId: number | null, excclcCompanyNm: string | null, regDt: string, version: number }> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { memberId: number, role: string, companyId: number | null, companyNm: string | null } };

export type CustomerLedgerQueryVariables = Exact<{
  input: CompanyLedgerInput;
}>;


export type CustomerLedgerQuery = { companyLedger: { companyId: number, companyNm: string, from: string | null, to: string | null, openingBalance: number, closingBalance: number, entries: Array<{ kind: string, date: string, description: string, debit: number, credit: number, balance: number, billHistoryDetailId: number, billHistoryId: number, billCompanyId: number, billCompanyNm: string, year: number, month: number, billCd: string }> } };

export type DeliveryChecksQueryVariables = Exact<{
  filter?: DeliveryCheckFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type DeliveryChecksQuery = { deliveryChecks: { total: number, totalExact: boolean, items: Array<{ shipmentId: number, requstDt: string, deliveryState: string, delivered: boolean, waybillNo: string | null, chargeNm: string, chargeGroupNm: string | null, billedCompanyNm: string | null, senderCompanyNm: string, senderRegionNm: string | null, senderTelNo: string | null, receiverCompanyNm: string, receiverRegionNm: string | null, receiverRegionDtlNm: string | null, receiverTelNo: string | null, receiverMobileNo: string | null, receiverAddress: string | null, kindNm: string, trnsprtCd: string, qty: number, amount: number, deliveryRouteNm: string | null, collectorNm: string | null, transportManager: string | null, transportDate: string | null, transportCodeNm: string | null, pickupCheck: string, memo: string | null }> } };

export type RouteRowFragment = { deliveryRouteId: number, deliveryRouteNm: string, useYn: string, companyCount: number, version: number };

export type RouteCompanyRowFragment = { companyId: number, companyNm: string, telNo: string | null, managerTelNo: string | null, address: string | null, useYn: string };

export type RoutesQueryVariables = Exact<{ [key: string]: never; }>;


export type RoutesQuery = { routes: { total: number, items: Array<{ deliveryRouteId: number, deliveryRouteNm: string, useYn: string, companyCount: number, version: number }> } };

export type RouteCompaniesQueryVariables = Exact<{
  deliveryRouteId: number;
  page?: PageInput | null | undefined;
}>;


export type RouteCompaniesQuery = { routeCompanies: { total: number, items: Array<{ companyId: number, companyNm: string, telNo: string | null, managerTelNo: string | null, address: string | null, useYn: string }> } };

export type RouteHasCompaniesQueryVariables = Exact<{
  deliveryRouteId: number;
}>;


export type RouteHasCompaniesQuery = { routeHasCompanies: boolean };

export type CreateRouteMutationVariables = Exact<{
  input: RouteCreateInput;
}>;


export type CreateRouteMutation = { createRoute: { deliveryRouteId: number, deliveryRouteNm: string, useYn: string, companyCount: number, version: number } };

export type UpdateRouteMutationVariables = Exact<{
  input: RouteUpdateInput;
}>;


export type UpdateRouteMutation = { updateRoute: { deliveryRouteId: number, deliveryRouteNm: string, useYn: string, companyCount: number, version: number } };

export type DeleteRouteMutationVariables = Exact<{
  deliveryRouteId: number;
}>;


export type DeleteRouteMutation = { deleteRoute: { deliveryRouteId: number } };

export type DailyVolumeQueryVariables = Exact<{
  filter?: TransportFilterInput | null | undefined;
}>;


export type DailyVolumeQuery = { transportStats: { startDate: string, endDate: string, rows: Array<{ requstDt: string | null, transportCount: number, shipmentCount: number }> } };

export type DeliveryStatesQueryVariables = Exact<{
  filter?: DeliveryCheckFilterInput | null | undefined;
}>;


export type DeliveryStatesQuery = { deliveryStateStats: { startDate: string, shipmentCount: number, states: Array<{ state: string, stateNm: string, shipmentCount: number }> } };

export type MonthlyRevenueQueryVariables = Exact<{
  filter?: InvoiceFilterInput | null | undefined;
}>;


export type MonthlyRevenueQuery = { monthlyRevenue: { year: number, months: Array<{ month: number, invoiceCount: number, totAmount: number }> } };

export type DeliveryStatusQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type DeliveryStatusQuery = { deliveryStatus: { total: number, totalExact: boolean, items: Array<{ shipmentId: number, transportProcessNm: string, requstDt: string, senderRegionNm: string | null, collectorNm: string | null, senderCompanyNm: string, waybillNo: string | null, senderManagerNm: string | null, chargeNm: string, qty: number | null, untpc: number | null, sumAmount: number | null, weightUntpc: number | null, weightQty: number | null, weightAmount: number | null, rmk: string | null, receiverRegionNm: string | null, kindNm: string, receiverCompanyNm: string, receiverTelNo: string | null, receiverMobileNo: string | null, deliveryRouteNm: string | null, pickupCheck: string, transportManager: string | null, transportDate: string | null, transportCodeNm: string | null, memo: string | null, receiverAddress: string | null }> } };

export type CompanyStatementQueryVariables = Exact<{
  billCompanyId: number;
  year: number;
  month: number;
  billCd: string;
  companyId: number;
}>;


export type CompanyStatementQuery = { companyStatement: { year: number, month: number, billCd: string, billCompanyInfo: { billCompanyNm: string, billAddress: string, billTelNo: string, billFaxNo: string, billBizNo: string, billRepresentativeNm: string, billBizType: string, billBizItem: string, billAccountInfo: string }, companyInfo: { companyId: number, companyNm: string, bizNo: string, representativeNm: string | null, address: string | null, startDate: string, endDate: string, communicationFee: number }, shipmentInfoList: Array<{ shipmentId: number, billDate: string, waybillNo: string | null, senderNm: string, receiverNm: string, kindNm: string, qty: number, chargeNm: string, untpc: number, amount: number, trnsprtCd: string, side: string, payerNm: string }>, amounts: { billHistoryDetailId: number, totQty: number, totAmount: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number }, typeSummary: Array<{ trnsprtCd: string, kindCd: string, kindNm: string, lineCount: number, qty: number, amount: number }>, typeGroups: Array<{ chargeGroup: string, chargeGroupNm: string, lineCount: number, amount: number, rows: Array<{ trnsprtCd: string, kindCd: string, kindNm: string, lineCount: number, qty: number, amount: number }> }> } };

export type InvoiceCompanyRowFragment = { billHistoryDetailId: number, companyId: number, companyNm: string, email: string | null, faxNo: string | null, status: string, lastSentAt: string | null, lastSendError: string | null, sendState: string | null, changedAfterSend: boolean, sentTotAmount: number | null, mailExcluded: boolean, totQty: number, totAmount: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number };

export type InvoiceCompaniesQueryVariables = Exact<{
  billHistoryId: number;
  statementState?: string | null | undefined;
}>;


export type InvoiceCompaniesQuery = { invoice: { billHistoryId: number, billCompanyId: number, billCompanyNm: string, year: number, month: number, billCd: string, periodStart: string, periodEnd: string, totAmount: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number, companyCount: number, version: number, closedAt: string | null, details: Array<{ billHistoryDetailId: number, companyId: number, companyNm: string, email: string | null, faxNo: string | null, status: string, lastSentAt: string | null, lastSendError: string | null, sendState: string | null, changedAfterSend: boolean, sentTotAmount: number | null, mailExcluded: boolean, totQty: number, totAmount: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number }> } };

export type SendStatementMutationVariables = Exact<{
  billHistoryDetailId: number;
}>;


export type SendStatementMutation = { sendStatement: { detail: { billHistoryDetailId: number, companyId: number, companyNm: string, email: string | null, faxNo: string | null, status: string, lastSentAt: string | null, lastSendError: string | null, sendState: string | null, changedAfterSend: boolean, sentTotAmount: number | null, mailExcluded: boolean, totQty: number, totAmount: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number }, attempt: { statementMailId: number, recipient: string, result: string, error: string | null } | null, send: { statementSendId: number, state: string, attempts: number, error: string | null } } };

export type StatementMailsQueryVariables = Exact<{
  billHistoryDetailId: number;
}>;


export type StatementMailsQuery = { statementMails: Array<{ statementMailId: number, sentAt: string, recipient: string, sentByNm: string, result: string, error: string | null, attachmentName: string, attachments: Array<{ statementMailAttachmentId: number, fileName: string, contentType: string }> }> };

export type InvoiceCompanyFiguresFragment = { totQty: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number, totAmount: number };

export type InvoiceCompanyVersionFragment = { versionNo: number, run: string, reason: string, memberNm: string | null, replacedAt: string, before: { totQty: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number, totAmount: number }, after: { totQty: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number, totAmount: number } | null };

export type RecalculateInvoiceCompanyMutationVariables = Exact<{
  billHistoryDetailId: number;
  reason: string;
}>;


export type RecalculateInvoiceCompanyMutation = { recalculateInvoiceCompany: { detail: { billHistoryDetailId: number, companyId: number, companyNm: string, email: string | null, faxNo: string | null, status: string, lastSentAt: string | null, lastSendError: string | null, sendState: string | null, changedAfterSend: boolean, sentTotAmount: number | null, mailExcluded: boolean, totQty: number, totAmount: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number }, version: { versionNo: number, run: string, reason: string, memberNm: string | null, replacedAt: string, before: { totQty: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number, totAmount: number }, after: { totQty: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number, totAmount: number } | null } | null } };

export type InvoiceCompanyVersionsQueryVariables = Exact<{
  billHistoryDetailId: number;
}>;


export type InvoiceCompanyVersionsQuery = { invoiceCompanyVersions: Array<{ versionNo: number, run: string, reason: string, memberNm: string | null, replacedAt: string, before: { totQty: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number, totAmount: number }, after: { totQty: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number, totAmount: number } | null }> };

export type InvoiceRowFragment = { billHistoryId: number, billCompanyId: number, billCompanyNm: string, year: number, month: number, billCd: string, periodStart: string, periodEnd: string, totAmount: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number, companyCount: number, version: number, closedAt: string | null };

export type InvoicesQueryVariables = Exact<{
  filter?: InvoiceFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type InvoicesQuery = { invoices: { total: number, items: Array<{ billHistoryId: number, billCompanyId: number, billCompanyNm: string, year: number, month: number, billCd: string, periodStart: string, periodEnd: string, totAmount: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number, companyCount: number, version: number, closedAt: string | null }> } };

export type GenerateInvoiceMutationVariables = Exact<{
  input: InvoiceGenerateInput;
}>;


export type GenerateInvoiceMutation = { generateInvoice: { billHistoryId: number, billCompanyId: number, billCompanyNm: string, year: number, month: number, billCd: string, periodStart: string, periodEnd: string, totAmount: number, communicationFee: number, communicationFeeVat: number, untpc: number, untpcVat: number, weightUntpc: number, weightUntpcVat: number, companyCount: number, version: number, closedAt: string | null } };

export type DeleteInvoiceMutationVariables = Exact<{
  billHistoryId: number;
}>;


export type DeleteInvoiceMutation = { deleteInvoice: { billHistoryId: number } };

export type StatementSendBatchProgressFragment = { statementSendBatchId: number, billHistoryId: number, includeSent: boolean, requestedAt: string, requestedByNm: string, total: number, waiting: number, retrying: number, sending: number, sent: number, failed: number, unknown: number, cancelled: number, finished: boolean, skippedZero: number, skippedSent: number, skippedQueued: number };

export type SendAllStatementsMutationVariables = Exact<{
  billHistoryId: number;
  includeSent: boolean;
}>;


export type SendAllStatementsMutation = { sendAllStatements: { statementSendBatchId: number, billHistoryId: number, includeSent: boolean, requestedAt: string, requestedByNm: string, total: number, waiting: number, retrying: number, sending: number, sent: number, failed: number, unknown: number, cancelled: number, finished: boolean, skippedZero: number, skippedSent: number, skippedQueued: number } };

export type StatementSendBatchQueryVariables = Exact<{
  statementSendBatchId: number;
}>;


export type StatementSendBatchQuery = { statementSendBatch: { statementSendBatchId: number, billHistoryId: number, includeSent: boolean, requestedAt: string, requestedByNm: string, total: number, waiting: number, retrying: number, sending: number, sent: number, failed: number, unknown: number, cancelled: number, finished: boolean, skippedZero: number, skippedSent: number, skippedQueued: number } };

export type LatestStatementSendBatchQueryVariables = Exact<{
  billHistoryId: number;
}>;


export type LatestStatementSendBatchQuery = { statementSendBatches: Array<{ statementSendBatchId: number, billHistoryId: number, includeSent: boolean, requestedAt: string, requestedByNm: string, total: number, waiting: number, retrying: number, sending: number, sent: number, failed: number, unknown: number, cancelled: number, finished: boolean, skippedZero: number, skippedSent: number, skippedQueued: number }> };

export type MemberRowFragment = { memberId: number, userId: string, name: string, email: string | null, telNo: string | null, companyId: number | null, companyNm: string | null, groupVal: string, delYn: string, regDt: string, version: number };

export type MembersQueryVariables = Exact<{
  filter?: MemberFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type MembersQuery = { members: { total: number, items: Array<{ memberId: number, userId: string, name: string, email: string | null, telNo: string | null, companyId: number | null, companyNm: string | null, groupVal: string, delYn: string, regDt: string, version: number }> } };

export type UserIdTakenQueryVariables = Exact<{
  userId: string;
}>;


export type UserIdTakenQuery = { userIdTaken: boolean };

export type CreateMemberMutationVariables = Exact<{
  input: MemberCreateInput;
}>;


export type CreateMemberMutation = { createMember: { memberId: number, userId: string, name: string, email: string | null, telNo: string | null, companyId: number | null, companyNm: string | null, groupVal: string, delYn: string, regDt: string, version: number } };

export type UpdateMemberMutationVariables = Exact<{
  input: MemberUpdateInput;
}>;


export type UpdateMemberMutation = { updateMember: { memberId: number, userId: string, name: string, email: string | null, telNo: string | null, companyId: number | null, companyNm: string | null, groupVal: string, delYn: string, regDt: string, version: number } };

export type WithdrawMemberMutationVariables = Exact<{
  memberId: number;
}>;


export type WithdrawMemberMutation = { withdrawMember: { memberId: number, userId: string, name: string, email: string | null, telNo: string | null, companyId: number | null, companyNm: string | null, groupVal: string, delYn: string, regDt: string, version: number } };

export type UnlockMemberMutationVariables = Exact<{
  memberId: number;
}>;


export type UnlockMemberMutation = { unlockMember: { memberId: number } };

export type MonthCloseRowFieldsFragment = { billCompanyId: number, billCompanyNm: string, billCd: string, periodStart: string, periodEnd: string, billHistoryId: number | null, generatedAt: string | null, companyCount: number, totAmount: number | null, staleCompanies: number | null, undeliveredLines: number, undeliveredLink: string, invoiceLink: string, statementsSent: number, statementsFailed: number, statementsSkipped: number, statementsUnsent: number, taxBillDownloads: number, lastTaxBillDownloadAt: string | null, closedAt: string | null, closedByNm: string | null, statementLinks: { sent: string, failed: string, unsent: string, skipped: string } | null, events: Array<{ action: string, reason: string | null, memberNm: string, at: string }> };

export type MonthCloseQueryVariables = Exact<{
  input: MonthCloseInput;
}>;


export type MonthCloseQuery = { monthClose: { year: number, month: number, receivedFrom: string, receivedTo: string, billedToNobodyLines: number, billedToNobodyLink: string, suspendedGroupLines: number, suspendedGroupLink: string, rows: Array<{ billCompanyId: number, billCompanyNm: string, billCd: string, periodStart: string, periodEnd: string, billHistoryId: number | null, generatedAt: string | null, companyCount: number, totAmount: number | null, staleCompanies: number | null, undeliveredLines: number, undeliveredLink: string, invoiceLink: string, statementsSent: number, statementsFailed: number, statementsSkipped: number, statementsUnsent: number, taxBillDownloads: number, lastTaxBillDownloadAt: string | null, closedAt: string | null, closedByNm: string | null, statementLinks: { sent: string, failed: string, unsent: string, skipped: string } | null, events: Array<{ action: string, reason: string | null, memberNm: string, at: string }> }> } };

export type CloseInvoiceMutationVariables = Exact<{
  billHistoryId: number;
}>;


export type CloseInvoiceMutation = { closeInvoice: { billHistoryId: number, closedAt: string | null } };

export type ReopenInvoiceMutationVariables = Exact<{
  billHistoryId: number;
  input: ReopenInvoiceInput;
}>;


export type ReopenInvoiceMutation = { reopenInvoice: { billHistoryId: number, closedAt: string | null } };

export type TaxBillDownloadsQueryVariables = Exact<{
  billHistoryId: number;
}>;


export type TaxBillDownloadsQuery = { taxBillDownloads: Array<{ taxBillDownloadId: string, downloadedAt: string, memberNm: string, userId: string }> };

export type NoticeRowFragment = { noticeId: number, title: string, body: string, audience: string, pinnedYn: string, regNm: string | null, regDt: string, chgDt: string | null, version: number };

export type NoticesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type NoticesQuery = { notices: { total: number, items: Array<{ noticeId: number, title: string, body: string, audience: string, pinnedYn: string, regNm: string | null, regDt: string, chgDt: string | null, version: number }> } };

export type CreateNoticeMutationVariables = Exact<{
  input: NoticeInput;
}>;


export type CreateNoticeMutation = { createNotice: { noticeId: number, title: string, body: string, audience: string, pinnedYn: string, regNm: string | null, regDt: string, chgDt: string | null, version: number } };

export type UpdateNoticeMutationVariables = Exact<{
  input: NoticeUpdateInput;
}>;


export type UpdateNoticeMutation = { updateNotice: { noticeId: number, title: string, body: string, audience: string, pinnedYn: string, regNm: string | null, regDt: string, chgDt: string | null, version: number } };

export type DeleteNoticeMutationVariables = Exact<{
  noticeId: number;
}>;


export type DeleteNoticeMutation = { deleteNotice: { noticeId: number } };

export type ReceivableRowFragment = { companyId: number, companyNm: string, bizNo: string, billCompanyNm: string | null, billed: number, paid: number, outstanding: number, current: number, days30: number, days60: number, days90: number, lastPaidOn: string | null };

export type ReceivablesQueryVariables = Exact<{
  filter?: ReceivableFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ReceivablesQuery = { receivables: { asOf: string, total: number, items: Array<{ companyId: number, companyNm: string, bizNo: string, billCompanyNm: string | null, billed: number, paid: number, outstanding: number, current: number, days30: number, days60: number, days90: number, lastPaidOn: string | null }>, totals: { billed: number, paid: number, outstanding: number, current: number, days30: number, days60: number, days90: number } } };

export type ReceivableInvoiceRowsQueryVariables = Exact<{
  companyId: number;
  billCompanyId?: number | null | undefined;
}>;


export type ReceivableInvoiceRowsQuery = { receivableInvoiceRows: Array<{ billHistoryDetailId: number, billCompanyNm: string, year: number, month: number, billCd: string, billed: number, paid: number, outstanding: number }> };

export type RecordPaymentMutationVariables = Exact<{
  input: PaymentInput;
}>;


export type RecordPaymentMutation = { recordPayment: { paymentId: number, amount: number } };

export type DeletePaymentMutationVariables = Exact<{
  paymentId: number;
  input: PaymentDeleteInput;
}>;


export type DeletePaymentMutation = { deletePayment: { paymentId: number, deletedAt: string | null } };

export type CompanyLedgerQueryVariables = Exact<{
  input: CompanyLedgerInput;
}>;


export type CompanyLedgerQuery = { companyLedger: { companyId: number, companyNm: string, from: string | null, to: string | null, openingBalance: number, closingBalance: number, entries: Array<{ kind: string, date: string, description: string, debit: number, credit: number, balance: number, billHistoryDetailId: number, payment: { paymentId: number, amount: number, memo: string | null, source: string, regByNm: string | null, deletedAt: string | null, deletedByNm: string | null, deleteReason: string | null } | null }> } };

export type ShipperSettlementsQueryVariables = Exact<{
  filter?: ShipperSettlementFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ShipperSettlementsQuery = { shipperSettlements: { total: number, totals: { sentLines: number, sentQty: number, sentWeightKg: number, sentAmount: number, receivedLines: number, receivedQty: number, receivedWeightKg: number, receivedAmount: number, totalLines: number, totalQty: number, totalWeightKg: number, totalAmount: number, paidAsSenderAmount: number, paidAsReceiverAmount: number, paidAmount: number }, items: Array<{ companyId: number, companyNm: string, regionNm: string | null, shipperNm: string | null, sentTransports: number, sentLines: number, sentQty: number, sentWeightKg: number, sentAmount: number, receivedLines: number, receivedQty: number, receivedWeightKg: number, receivedAmount: number, totalLines: number, totalQty: number, totalWeightKg: number, totalAmount: number, paidAsSenderAmount: number, paidAsReceiverAmount: number, paidAmount: number, settlementTopId: number, settlementTopNm: string }> } };

export type ShipperDetailsQueryVariables = Exact<{
  filter?: ShipperDetailsFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ShipperDetailsQuery = { shipperDetails: { total: number, summary: { qty: number, weightKg: number, prepaidAmount: number, collectAmount: number }, items: Array<{ shipmentId: number, requstDt: string, companyNm: string, receiverCompanyNm: string, waybillNo: string | null, kindNm: string, trnsprtCd: string, qty: number, untpc: number, amount: number, chargeNm: string }> } };

export type ShipperKindSettlementsQueryVariables = Exact<{
  filter?: ShipperSettlementFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ShipperKindSettlementsQuery = { shipperKindSettlements: { total: number, kinds: Array<{ kindCd: string, kindNm: string }>, totals: { sent: Array<number>, received: Array<number>, total: Array<number> }, items: Array<{ companyId: number, companyNm: string, regionNm: string | null, sent: Array<number>, received: Array<number>, total: Array<number> }> } };

export type SupplierRowFragment = { billCompanyId: number, companyNm: string, bizNo: string, representativeNm: string, bizType: string, bizItem: string, address: string, postNo: string, telNo: string, faxNo: string, email: string, bankNm: string, depositorNm: string, accountNo: string, rmk: string | null, companyCount: number, delYn: string, regDt: string, version: number };

export type SuppliersQueryVariables = Exact<{
  filter?: SupplierFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type SuppliersQuery = { suppliers: { total: number, items: Array<{ billCompanyId: number, companyNm: string, bizNo: string, representativeNm: string, bizType: string, bizItem: string, address: string, postNo: string, telNo: string, faxNo: string, email: string, bankNm: string, depositorNm: string, accountNo: string, rmk: string | null, companyCount: number, delYn: string, regDt: string, version: number }> } };

export type CreateSupplierMutationVariables = Exact<{
  input: SupplierCreateInput;
}>;


export type CreateSupplierMutation = { createSupplier: { billCompanyId: number, companyNm: string, bizNo: string, representativeNm: string, bizType: string, bizItem: string, address: string, postNo: string, telNo: string, faxNo: string, email: string, bankNm: string, depositorNm: string, accountNo: string, rmk: string | null, companyCount: number, delYn: string, regDt: string, version: number } };

export type UpdateSupplierMutationVariables = Exact<{
  input: SupplierUpdateInput;
}>;


export type UpdateSupplierMutation = { updateSupplier: { billCompanyId: number, companyNm: string, bizNo: string, representativeNm: string, bizType: string, bizItem: string, address: string, postNo: string, telNo: string, faxNo: string, email: string, bankNm: string, depositorNm: string, accountNo: string, rmk: string | null, companyCount: number, delYn: string, regDt: string, version: number } };

export type DeleteSupplierMutationVariables = Exact<{
  billCompanyId: number;
}>;


export type DeleteSupplierMutation = { deleteSupplier: { billCompanyId: number, delYn: string } };

export type ShipmentNotificationsQueryVariables = Exact<{
  shipmentId: number;
}>;


export type ShipmentNotificationsQuery = { shipmentNotifications: Array<{ notificationId: number, eventCd: string, eventNm: string, state: string, channel: string | null, phoneNo: string | null, attempts: number, error: string | null, createdAt: string, sentAt: string | null }> };

export type OptOutNotificationsMutationVariables = Exact<{
  phoneNo: string;
}>;


export type OptOutNotificationsMutation = { optOutNotifications: { phoneNo: string, sourceCd: string, optedOutAt: string } };

export type EditorTransportQueryVariables = Exact<{
  id: number;
}>;


export type EditorTransportQuery = { transport: { senderTransportId: number, version: number, requstDt: string, senderCompanyId: number | null, companyNm: string, chargeCd: string, telNo: string | null, address: string | null, managerNm: string | null, managerTelNo: string | null, rmk: string | null, regionCd: string | null, regionDtlCd: string | null, shipperCd: string | null, untpc: number, weightUntpc: number, receivers: Array<{ receiverTransportId: number, receiverCompanyId: number | null, companyNm: string, telNo: string | null, managerTelNo: string | null, address: string | null, rmk: string | null, regionCd: string | null, regionDtlCd: string | null, shipperCd: string | null, untpc: number, weightUntpc: number, notifyYn: string, shipments: Array<{ shipmentId: number, trnsprtCd: string, kindCd: string, waybillNo: string | null, senderQty: number, receiverQty: number, senderUntpc: number, receiverUntpc: number }> }> } };

export type EditorCompanyQueryVariables = Exact<{
  companyId: number;
}>;


export type EditorCompanyQuery = { company: { companyId: number, companyNm: string, telNo: string | null, address: string | null, managerNm: string | null, managerTelNo: string | null, regionCd: string | null, regionDtlCd: string | null, shipperCd: string | null, untpc: number, weightUntpc: number } };

export type SaveTransportMutationVariables = Exact<{
  input: TransportSaveInput;
}>;


export type SaveTransportMutation = { saveTransport: { senderTransportId: number, version: number } };

export type PartyBillingQueryVariables = Exact<{
  parties: Array<PartyRefInput> | PartyRefInput;
}>;


export type PartyBillingQuery = { partyBilling: Array<{ companyId: number | null, companyNm: string, billingState: string, topCompanyId: number | null, topCompanyNm: string | null }> };

export type TransportImportHeadFragment = { id: number, status: TransportImportStatus, fileName: string, senderCompanyId: number | null, senderCompanyNm: string | null, headers: Array<string>, rowCount: number, problemRowCount: number, transportCount: number | null, plannedTransportCount: number, receptionDates: Array<string>, createdAt: string, createdByNm: string | null, committedAt: string | null, undoneAt: string | null, canUndo: boolean, mapping: Array<{ field: string, label: string, column: number | null }> };

export type TransportImportRowFieldsFragment = { rowNo: number, transportNo: number | null, warning: string | null, values: { receptionDate: string | null, senderCompany: string | null, chargeCd: string | null, receiverName: string | null, receiverTelNo: string | null, receiverMobileNo: string | null, zipCode: string | null, address: string | null, kindCd: string | null, trnsprtCd: string | null, quantity: string | null, unitPrice: string | null, waybillNo: string | null, goodsName: string | null, deliveryMessage: string | null }, problems: Array<{ field: string, label: string, message: string }> };

export type TransportImportQueryVariables = Exact<{
  id: number;
}>;


export type TransportImportQuery = { transportImport: { id: number, status: TransportImportStatus, fileName: string, senderCompanyId: number | null, senderCompanyNm: string | null, headers: Array<string>, rowCount: number, problemRowCount: number, transportCount: number | null, plannedTransportCount: number, receptionDates: Array<string>, createdAt: string, createdByNm: string | null, committedAt: string | null, undoneAt: string | null, canUndo: boolean, mapping: Array<{ field: string, label: string, column: number | null }> } };

export type TransportImportRowsQueryVariables = Exact<{
  id: number;
  onlyProblems?: boolean | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type TransportImportRowsQuery = { transportImportRows: { total: number, rows: Array<{ rowNo: number, transportNo: number | null, warning: string | null, values: { receptionDate: string | null, senderCompany: string | null, chargeCd: string | null, receiverName: string | null, receiverTelNo: string | null, receiverMobileNo: string | null, zipCode: string | null, address: string | null, kindCd: string | null, trnsprtCd: string | null, quantity: string | null, unitPrice: string | null, waybillNo: string | null, goodsName: string | null, deliveryMessage: string | null }, problems: Array<{ field: string, label: string, message: string }> }> } };

export type TransportImportsQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type TransportImportsQuery = { transportImports: { total: number, items: Array<{ id: number, status: TransportImportStatus, fileName: string, senderCompanyId: number | null, senderCompanyNm: string | null, headers: Array<string>, rowCount: number, problemRowCount: number, transportCount: number | null, plannedTransportCount: number, receptionDates: Array<string>, createdAt: string, createdByNm: string | null, committedAt: string | null, undoneAt: string | null, canUndo: boolean, mapping: Array<{ field: string, label: string, column: number | null }> }> } };

export type SetTransportImportMappingMutationVariables = Exact<{
  id: number;
  mapping: Array<ImportColumnInput> | ImportColumnInput;
}>;


export type SetTransportImportMappingMutation = { setTransportImportMapping: { id: number, status: TransportImportStatus, fileName: string, senderCompanyId: number | null, senderCompanyNm: string | null, headers: Array<string>, rowCount: number, problemRowCount: number, transportCount: number | null, plannedTransportCount: number, receptionDates: Array<string>, createdAt: string, createdByNm: string | null, committedAt: string | null, undoneAt: string | null, canUndo: boolean, mapping: Array<{ field: string, label: string, column: number | null }> } };

export type SetTransportImportSenderMutationVariables = Exact<{
  id: number;
  senderCompanyId?: number | null | undefined;
}>;


export type SetTransportImportSenderMutation = { setTransportImportSender: { id: number, status: TransportImportStatus, fileName: string, senderCompanyId: number | null, senderCompanyNm: string | null, headers: Array<string>, rowCount: number, problemRowCount: number, transportCount: number | null, plannedTransportCount: number, receptionDates: Array<string>, createdAt: string, createdByNm: string | null, committedAt: string | null, undoneAt: string | null, canUndo: boolean, mapping: Array<{ field: string, label: string, column: number | null }> } };

export type FixTransportImportRowMutationVariables = Exact<{
  id: number;
  rowNo: number;
  values: ImportRowValuesInput;
}>;


export type FixTransportImportRowMutation = { fixTransportImportRow: { row: { rowNo: number, transportNo: number | null, warning: string | null, values: { receptionDate: string | null, senderCompany: string | null, chargeCd: string | null, receiverName: string | null, receiverTelNo: string | null, receiverMobileNo: string | null, zipCode: string | null, address: string | null, kindCd: string | null, trnsprtCd: string | null, quantity: string | null, unitPrice: string | null, waybillNo: string | null, goodsName: string | null, deliveryMessage: string | null }, problems: Array<{ field: string, label: string, message: string }> }, transportImport: { id: number, status: TransportImportStatus, fileName: string, senderCompanyId: number | null, senderCompanyNm: string | null, headers: Array<string>, rowCount: number, problemRowCount: number, transportCount: number | null, plannedTransportCount: number, receptionDates: Array<string>, createdAt: string, createdByNm: string | null, committedAt: string | null, undoneAt: string | null, canUndo: boolean, mapping: Array<{ field: string, label: string, column: number | null }> } } };

export type RemoveTransportImportRowsMutationVariables = Exact<{
  id: number;
  rowNos: Array<number> | number;
}>;


export type RemoveTransportImportRowsMutation = { removeTransportImportRows: { id: number, status: TransportImportStatus, fileName: string, senderCompanyId: number | null, senderCompanyNm: string | null, headers: Array<string>, rowCount: number, problemRowCount: number, transportCount: number | null, plannedTransportCount: number, receptionDates: Array<string>, createdAt: string, createdByNm: string | null, committedAt: string | null, undoneAt: string | null, canUndo: boolean, mapping: Array<{ field: string, label: string, column: number | null }> } };

export type CommitTransportImportMutationVariables = Exact<{
  id: number;
}>;


export type CommitTransportImportMutation = { commitTransportImport: { id: number, status: TransportImportStatus, fileName: string, senderCompanyId: number | null, senderCompanyNm: string | null, headers: Array<string>, rowCount: number, problemRowCount: number, transportCount: number | null, plannedTransportCount: number, receptionDates: Array<string>, createdAt: string, createdByNm: string | null, committedAt: string | null, undoneAt: string | null, canUndo: boolean, mapping: Array<{ field: string, label: string, column: number | null }> } };

export type UndoTransportImportMutationVariables = Exact<{
  id: number;
}>;


export type UndoTransportImportMutation = { undoTransportImport: { id: number, status: TransportImportStatus, fileName: string, senderCompanyId: number | null, senderCompanyNm: string | null, headers: Array<string>, rowCount: number, problemRowCount: number, transportCount: number | null, plannedTransportCount: number, receptionDates: Array<string>, createdAt: string, createdByNm: string | null, committedAt: string | null, undoneAt: string | null, canUndo: boolean, mapping: Array<{ field: string, label: string, column: number | null }> } };

export type TransportListQueryVariables = Exact<{
  filter?: TransportFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type TransportListQuery = { transportList: { total: number, totalExact: boolean, items: Array<{ senderTransportId: number, requstDt: string, senderCompanyNm: string, senderManagerNm: string | null, senderTelNo: string | null, senderRegionNm: string | null, senderRegionDtlNm: string | null, senderDeliveryRouteNm: string | null, chargeNm: string, receiverTransportId: number, receiverCompanyNm: string, receiverTelNo: string | null, receiverManagerTelNo: string | null, receiverAddress: string | null, receiverRegionNm: string | null, receiverRegionDtlNm: string | null, totalSenderAmount: number }> } };

export type TransportShipmentsQueryVariables = Exact<{
  transportId: number;
}>;


export type TransportShipmentsQuery = { transportShipments: Array<{ shipmentId: number, receiverTransportId: number, kindNm: string, waybillNo: string | null, trnsprtCd: string, senderQty: number, senderUntpc: number, senderAmount: number }> };

export type DeleteTransportMutationVariables = Exact<{
  senderTransportId: number;
}>;


export type DeleteTransportMutation = { deleteTransport: number };

export type WaybillRowFragment = { waybillId: number, senderCompanyId: number, senderCompanyNm: string, receiverCompanyId: number | null, receiverCompanyNm: string | null, chargeCd: string, chargeNm: string, qty: number, startNo: string, endNo: string, printCount: number, lastPrintedAt: string | null, regDt: string, version: number };

export type WaybillsQueryVariables = Exact<{
  filter?: WaybillFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type WaybillsQuery = { waybills: { total: number, items: Array<{ waybillId: number, senderCompanyId: number, senderCompanyNm: string, receiverCompanyId: number | null, receiverCompanyNm: string | null, chargeCd: string, chargeNm: string, qty: number, startNo: string, endNo: string, printCount: number, lastPrintedAt: string | null, regDt: string, version: number }> } };

export type CreateWaybillMutationVariables = Exact<{
  input: WaybillCreateInput;
}>;


export type CreateWaybillMutation = { createWaybill: { waybillId: number, senderCompanyId: number, senderCompanyNm: string, receiverCompanyId: number | null, receiverCompanyNm: string | null, chargeCd: string, chargeNm: string, qty: number, startNo: string, endNo: string, printCount: number, lastPrintedAt: string | null, regDt: string, version: number } };

export type UpdateWaybillMutationVariables = Exact<{
  input: WaybillUpdateInput;
}>;


export type UpdateWaybillMutation = { updateWaybill: { waybillId: number, senderCompanyId: number, senderCompanyNm: string, receiverCompanyId: number | null, receiverCompanyNm: string | null, chargeCd: string, chargeNm: string, qty: number, startNo: string, endNo: string, printCount: number, lastPrintedAt: string | null, regDt: string, version: number } };

export type DeleteWaybillMutationVariables = Exact<{
  waybillId: number;
}>;


export type DeleteWaybillMutation = { deleteWaybill: { waybillId: number, delYn: string } };

export type CreateWaybillPrintTicketMutationVariables = Exact<{
  waybillId: number;
  reprint?: boolean | null | undefined;
}>;


export type CreateWaybillPrintTicketMutation = { createWaybillPrintTicket: { waybillId: number, ticket: string, printUrl: string, expiresAt: string } };

export type WaybillPrintTicketStatusQueryVariables = Exact<{
  ticket: string;
}>;


export type WaybillPrintTicketStatusQuery = { waybillPrintTicketStatus: string };

export type PrintWaybillInBrowserMutationVariables = Exact<{
  waybillId: number;
  reprint?: boolean | null | undefined;
}>;


export type PrintWaybillInBrowserMutation = { printWaybillInBrowser: { printedAt: string, waybill: { waybillId: number, senderCompanyId: number, senderCompanyNm: string, receiverCompanyId: number | null, receiverCompanyNm: string | null, chargeCd: string, chargeNm: string, qty: number, startNo: string, endNo: string, printCount: number, lastPrintedAt: string | null, regDt: string, version: number }, labels: Array<{ waybillNo: string, formattedNo: string, trackingUrl: string }> } };

export type CodeListQueryVariables = Exact<{
  type: string;
  parent?: string | null | undefined;
}>;


export type CodeListQuery = { codes: Array<{ codeVal: string, codeNm: string }> };

export type CompanySearchQueryVariables = Exact<{
  name: string;
  size?: number | null | undefined;
}>;


export type CompanySearchQuery = { companySearch: Array<{ companyId: number, companyNm: string, telNo: string | null, address: string | null, managerTelNo: string | null, useYn: string }> };

export type RouteOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RouteOptionsQuery = { routes: { items: Array<{ deliveryRouteId: number, deliveryRouteNm: string }> } };

export type SupplierOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierOptionsQuery = { supplierOptions: Array<{ codeVal: string, codeNm: string }> };

export type SupplierAccountOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierAccountOptionsQuery = { supplierAccountOptions: Array<{ codeVal: string, codeNm: string }> };

export const AuditEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<AuditEntryFieldsFragment, unknown>;
export const CompanyRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"managerNm"}},{"kind":"Field","name":{"kind":"Name","value":"managerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"regionCd"}},{"kind":"Field","name":{"kind":"Name","value":"regionNm"}},{"kind":"Field","name":{"kind":"Name","value":"regionDtlCd"}},{"kind":"Field","name":{"kind":"Name","value":"regionDtlNm"}},{"kind":"Field","name":{"kind":"Name","value":"shipperYn"}},{"kind":"Field","name":{"kind":"Name","value":"shipperCd"}},{"kind":"Field","name":{"kind":"Name","value":"shipperNm"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"vatYn"}},{"kind":"Field","name":{"kind":"Name","value":"taxbilOutputYn"}},{"kind":"Field","name":{"kind":"Name","value":"billStdrCd"}},{"kind":"Field","name":{"kind":"Name","value":"billCharCd"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteCd"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"excclcCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"excclcCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CompanyRowFragment, unknown>;
export const MyAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MyAccountFieldsFragment, unknown>;
export const ArrivalRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Arrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"senderTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"requstDt"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverManagerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverAddress"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionDtlNm"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"receiverQty"}},{"kind":"Field","name":{"kind":"Name","value":"receiverUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"receiverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCheck"}},{"kind":"Field","name":{"kind":"Name","value":"transportManager"}},{"kind":"Field","name":{"kind":"Name","value":"transportDate"}},{"kind":"Field","name":{"kind":"Name","value":"transportCode"}},{"kind":"Field","name":{"kind":"Name","value":"transportNm"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ArrivalRowFragment, unknown>;
export const BankDepositCandidateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDepositCandidateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDepositCandidate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<BankDepositCandidateFieldsFragment, unknown>;
export const BankDepositUploadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDepositUploadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDepositUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCount"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"candidatesCount"}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNo"}},{"kind":"Field","name":{"kind":"Name","value":"transactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankDepositCandidateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applied"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNo"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDepositCandidateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDepositCandidate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<BankDepositUploadFieldsFragment, unknown>;
export const RouteRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RouteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Route"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RouteRowFragment, unknown>;
export const RouteCompanyRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RouteCompanyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"managerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}}]}}]} as unknown as DocumentNode<RouteCompanyRowFragment, unknown>;
export const InvoiceCompanyRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceCompanyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSendError"}},{"kind":"Field","name":{"kind":"Name","value":"sendState"}},{"kind":"Field","name":{"kind":"Name","value":"changedAfterSend"}},{"kind":"Field","name":{"kind":"Name","value":"sentTotAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mailExcluded"}},{"kind":"Field","name":{"kind":"Name","value":"totQty"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}}]}}]} as unknown as DocumentNode<InvoiceCompanyRowFragment, unknown>;
export const InvoiceCompanyFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceCompanyFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceCompanyFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totQty"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}}]}}]} as unknown as DocumentNode<InvoiceCompanyFiguresFragment, unknown>;
export const InvoiceCompanyVersionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceCompanyVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceCompanyVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionNo"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"memberNm"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceCompanyFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceCompanyFigures"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceCompanyFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceCompanyFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totQty"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}}]}}]} as unknown as DocumentNode<InvoiceCompanyVersionFragment, unknown>;
export const InvoiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"billCd"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]} as unknown as DocumentNode<InvoiceRowFragment, unknown>;
export const StatementSendBatchProgressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementSendBatchProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementSendBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementSendBatchId"}},{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"includeSent"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByNm"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"retrying"}},{"kind":"Field","name":{"kind":"Name","value":"sending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"unknown"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"skippedZero"}},{"kind":"Field","name":{"kind":"Name","value":"skippedSent"}},{"kind":"Field","name":{"kind":"Name","value":"skippedQueued"}}]}}]} as unknown as DocumentNode<StatementSendBatchProgressFragment, unknown>;
export const MemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MemberRowFragment, unknown>;
export const MonthCloseRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthCloseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthCloseRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"billCd"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}},{"kind":"Field","name":{"kind":"Name","value":"staleCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"undeliveredLines"}},{"kind":"Field","name":{"kind":"Name","value":"undeliveredLink"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLink"}},{"kind":"Field","name":{"kind":"Name","value":"statementLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"unsent"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statementsSent"}},{"kind":"Field","name":{"kind":"Name","value":"statementsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"statementsSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"statementsUnsent"}},{"kind":"Field","name":{"kind":"Name","value":"taxBillDownloads"}},{"kind":"Field","name":{"kind":"Name","value":"lastTaxBillDownloadAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedByNm"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"memberNm"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<MonthCloseRowFieldsFragment, unknown>;
export const NoticeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedYn"}},{"kind":"Field","name":{"kind":"Name","value":"regNm"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"chgDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<NoticeRowFragment, unknown>;
export const ReceivableRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceivableRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Receivable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days30"}},{"kind":"Field","name":{"kind":"Name","value":"days60"}},{"kind":"Field","name":{"kind":"Name","value":"days90"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaidOn"}}]}}]} as unknown as DocumentNode<ReceivableRowFragment, unknown>;
export const SupplierRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postNo"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"depositorNm"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SupplierRowFragment, unknown>;
export const TransportImportHeadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"problemRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"transportCount"}},{"kind":"Field","name":{"kind":"Name","value":"plannedTransportCount"}},{"kind":"Field","name":{"kind":"Name","value":"receptionDates"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}}]} as unknown as DocumentNode<TransportImportHeadFragment, unknown>;
export const TransportImportRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNo"}},{"kind":"Field","name":{"kind":"Name","value":"transportNo"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receptionDate"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompany"}},{"kind":"Field","name":{"kind":"Name","value":"chargeCd"}},{"kind":"Field","name":{"kind":"Name","value":"receiverName"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverMobileNo"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"kindCd"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"goodsName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warning"}}]}}]} as unknown as DocumentNode<TransportImportRowFieldsFragment, unknown>;
export const WaybillRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaybillRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Waybill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybillId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeCd"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"startNo"}},{"kind":"Field","name":{"kind":"Name","value":"endNo"}},{"kind":"Field","name":{"kind":"Name","value":"printCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<WaybillRowFragment, unknown>;
export const AuditTrailDocument = {"__meta__":{"hash":"sha256:9e5c8935ce6cf866a540da609e40c8d2573dc589dd78b3e1d886869a56fb077e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntity"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<AuditTrailQuery, AuditTrailQueryVariables>;
export const BizNoTakenDocument = {"__meta__":{"hash":"sha256:c20c55a167dcb961014d76f33f5867061a450a54314272b318677e0f630fcfb5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BizNoTaken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bizNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bizNoTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bizNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bizNo"}}}]}]}}]} as unknown as DocumentNode<BizNoTakenQuery, BizNoTakenQueryVariables>;
export const CreateCompanyDocument = {"__meta__":{"hash":"sha256:6c2858d7f5a8027de63524769ebf781aa27ac0533741eaad68c1dcda05798277"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"managerNm"}},{"kind":"Field","name":{"kind":"Name","value":"managerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"regionCd"}},{"kind":"Field","name":{"kind":"Name","value":"regionNm"}},{"kind":"Field","name":{"kind":"Name","value":"regionDtlCd"}},{"kind":"Field","name":{"kind":"Name","value":"regionDtlNm"}},{"kind":"Field","name":{"kind":"Name","value":"shipperYn"}},{"kind":"Field","name":{"kind":"Name","value":"shipperCd"}},{"kind":"Field","name":{"kind":"Name","value":"shipperNm"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"vatYn"}},{"kind":"Field","name":{"kind":"Name","value":"taxbilOutputYn"}},{"kind":"Field","name":{"kind":"Name","value":"billStdrCd"}},{"kind":"Field","name":{"kind":"Name","value":"billCharCd"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteCd"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"excclcCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"excclcCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const UpdateCompanyDocument = {"__meta__":{"hash":"sha256:35baf4d47be4e80be4890a97beed6adf9c8bcffa1009a177a60643f8bc9b5cb0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"managerNm"}},{"kind":"Field","name":{"kind":"Name","value":"managerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"regionCd"}},{"kind":"Field","name":{"kind":"Name","value":"regionNm"}},{"kind":"Field","name":{"kind":"Name","value":"regionDtlCd"}},{"kind":"Field","name":{"kind":"Name","value":"regionDtlNm"}},{"kind":"Field","name":{"kind":"Name","value":"shipperYn"}},{"kind":"Field","name":{"kind":"Name","value":"shipperCd"}},{"kind":"Field","name":{"kind":"Name","value":"shipperNm"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"vatYn"}},{"kind":"Field","name":{"kind":"Name","value":"taxbilOutputYn"}},{"kind":"Field","name":{"kind":"Name","value":"billStdrCd"}},{"kind":"Field","name":{"kind":"Name","value":"billCharCd"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteCd"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"excclcCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"excclcCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const CreateCompanyWarningsDocument = {"__meta__":{"hash":"sha256:81193a0ecd17c4be3a9ef23d612676979e9ea84a9835c35956031ae94aab117a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreateCompanyWarnings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompanyWarnings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]} as unknown as DocumentNode<CreateCompanyWarningsQuery, CreateCompanyWarningsQueryVariables>;
export const UpdateCompanyWarningsDocument = {"__meta__":{"hash":"sha256:3945019388717ae2580af1ecc0bd28130196f984107502934a964ac234afbad0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpdateCompanyWarnings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompanyWarnings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyWarningsQuery, UpdateCompanyWarningsQueryVariables>;
export const GroupCompanySearchDocument = {"__meta__":{"hash":"sha256:e40b8ddb6c153aee07de15ca416d008e9fc8e4a6c99b23f84a1ecf061183549f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupCompanySearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companySearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}}]}}]}}]} as unknown as DocumentNode<GroupCompanySearchQuery, GroupCompanySearchQueryVariables>;
export const LatestNoticesDocument = {"__meta__":{"hash":"sha256:11696a65efb284674788bf665312a7d552519926aaf52b468f24e3d5678c4179"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestNotices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}}]}}]}}]} as unknown as DocumentNode<LatestNoticesQuery, LatestNoticesQueryVariables>;
export const MyAccountDocument = {"__meta__":{"hash":"sha256:ffe448bef6c970d89c47eca72cc243e5ac4a8d91163a38fd066e3d150b25495d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MyAccountQuery, MyAccountQueryVariables>;
export const UpdateMyAccountDocument = {"__meta__":{"hash":"sha256:d706ce7471019dd985628e6daebcd6106f93378acc26b8c021e45e3e6a02ae95"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MyAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateMyAccountMutation, UpdateMyAccountMutationVariables>;
export const ChangeMyPasswordDocument = {"__meta__":{"hash":"sha256:04b037382cf1dc29b8ce3aa19f97e476e578243c1b61514fcd2bf260a082aee2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMyPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMyPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangeMyPasswordMutation, ChangeMyPasswordMutationVariables>;
export const AppInfoDocument = {"__meta__":{"hash":"sha256:6a3a05a6dee8d1c85eb32c7097517acb05f386c98afe71ce62c8df0b5a2db14c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"demoData"}},{"kind":"Field","name":{"kind":"Name","value":"printProgramUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}}]}}]}}]} as unknown as DocumentNode<AppInfoQuery, AppInfoQueryVariables>;
export const ArrivalsDocument = {"__meta__":{"hash":"sha256:015a3e7f9213581159e69b198b3adc621f45cfaa072ea47e06ff9ab291d3d5d9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Arrivals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArrivalFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrivals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Arrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"senderTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"requstDt"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverManagerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverAddress"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionDtlNm"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"receiverQty"}},{"kind":"Field","name":{"kind":"Name","value":"receiverUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"receiverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCheck"}},{"kind":"Field","name":{"kind":"Name","value":"transportManager"}},{"kind":"Field","name":{"kind":"Name","value":"transportDate"}},{"kind":"Field","name":{"kind":"Name","value":"transportCode"}},{"kind":"Field","name":{"kind":"Name","value":"transportNm"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ArrivalsQuery, ArrivalsQueryVariables>;
export const ArrivalDocument = {"__meta__":{"hash":"sha256:9fe67da0ed6969926f6647c8a2133905db11aa7ee28de758f409fb5be94e71d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Arrival"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shipmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrival"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shipmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shipmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalRow"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRmk"}},{"kind":"Field","name":{"kind":"Name","value":"senderTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"senderManagerNm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Arrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"senderTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"requstDt"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverManagerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverAddress"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionDtlNm"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"receiverQty"}},{"kind":"Field","name":{"kind":"Name","value":"receiverUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"receiverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCheck"}},{"kind":"Field","name":{"kind":"Name","value":"transportManager"}},{"kind":"Field","name":{"kind":"Name","value":"transportDate"}},{"kind":"Field","name":{"kind":"Name","value":"transportCode"}},{"kind":"Field","name":{"kind":"Name","value":"transportNm"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ArrivalQuery, ArrivalQueryVariables>;
export const RecordDeliveryDocument = {"__meta__":{"hash":"sha256:3510969786fe8d7b801de5d7255b56d48d18c70400ffbffc30aa106f87f2c98b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalRow"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRmk"}},{"kind":"Field","name":{"kind":"Name","value":"senderTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"senderManagerNm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Arrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"senderTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"requstDt"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverManagerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverAddress"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionDtlNm"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"receiverQty"}},{"kind":"Field","name":{"kind":"Name","value":"receiverUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"receiverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCheck"}},{"kind":"Field","name":{"kind":"Name","value":"transportManager"}},{"kind":"Field","name":{"kind":"Name","value":"transportDate"}},{"kind":"Field","name":{"kind":"Name","value":"transportCode"}},{"kind":"Field","name":{"kind":"Name","value":"transportNm"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RecordDeliveryMutation, RecordDeliveryMutationVariables>;
export const ScanDeliveryDocument = {"__meta__":{"hash":"sha256:e03f8dfb65cb90980a147aa7625cccb49cd514f3f13675a1ed74d898079f147f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScanDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waybillNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scanDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"waybillNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waybillNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"transportDate"}},{"kind":"Field","name":{"kind":"Name","value":"transportManager"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}}]}}]}}]} as unknown as DocumentNode<ScanDeliveryMutation, ScanDeliveryMutationVariables>;
export const ScanOutForDeliveryDocument = {"__meta__":{"hash":"sha256:8f4ab8910867df47be393bfe8e9fae2a18e0322a7f85db18f4592c130f3d20ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScanOutForDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waybillNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scanOutForDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"waybillNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waybillNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}}]}}]}}]} as unknown as DocumentNode<ScanOutForDeliveryMutation, ScanOutForDeliveryMutationVariables>;
export const MarkOutForDeliveryDocument = {"__meta__":{"hash":"sha256:a35d085dce9e8b5726e19742532f201707900c9e01703f82e001c25fff03fbaa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkOutForDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shipmentIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markOutForDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shipmentIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shipmentIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyOut"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MarkOutForDeliveryMutation, MarkOutForDeliveryMutationVariables>;
export const AuditLogDocument = {"__meta__":{"hash":"sha256:a6b264131de19468ed82f200c6649e29168ed5de71548637e63dcc81c8943402"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AuditMembersDocument = {"__meta__":{"hash":"sha256:f5e252d6d96da85b3b0a3156c823749d0411d3726a4c6c935da8a76623450573"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}}]}}]} as unknown as DocumentNode<AuditMembersQuery, AuditMembersQueryVariables>;
export const BankDepositUploadDocument = {"__meta__":{"hash":"sha256:cb094881369cb83acbdef33a671c43f47a9566b09529b468234558dc296fc2a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankDepositUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankDepositUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankDepositUploadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDepositCandidateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDepositCandidate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDepositUploadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDepositUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCount"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"candidatesCount"}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNo"}},{"kind":"Field","name":{"kind":"Name","value":"transactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankDepositCandidateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applied"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNo"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<BankDepositUploadQuery, BankDepositUploadQueryVariables>;
export const BankNamesDocument = {"__meta__":{"hash":"sha256:d5e6b59c62c2d60744abfd341e2a5b86c91db1f23d09d29c5c1c156ae5aac258"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankNames"}}]}}]} as unknown as DocumentNode<BankNamesQuery, BankNamesQueryVariables>;
export const SetBankDepositMappingDocument = {"__meta__":{"hash":"sha256:d60a815c2bbe3d1e95fc6d7ec6985f9bd8a6003fbe6ca2cd72c4012a9730ef14"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBankDepositMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankFileColumnInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBankDepositMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"mapping"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankDepositUploadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDepositCandidateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDepositCandidate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDepositUploadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDepositUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCount"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"candidatesCount"}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNo"}},{"kind":"Field","name":{"kind":"Name","value":"transactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankDepositCandidateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applied"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNo"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<SetBankDepositMappingMutation, SetBankDepositMappingMutationVariables>;
export const ConfirmBankDepositsDocument = {"__meta__":{"hash":"sha256:4e4787e93d63bbffa1fb437507b212112a555c9fc3ef4416b6dd48e09c5bc65e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmBankDeposits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankDepositChoiceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmBankDeposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appliedCount"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyAppliedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rememberedDepositorCount"}},{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankDepositUploadFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDepositCandidateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDepositCandidate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDepositUploadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDepositUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"depositCount"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"candidatesCount"}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNo"}},{"kind":"Field","name":{"kind":"Name","value":"transactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankDepositCandidateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applied"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNo"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ConfirmBankDepositsMutation, ConfirmBankDepositsMutationVariables>;
export const DepositCompanyRowsDocument = {"__meta__":{"hash":"sha256:e5845bb60f0c348696e04c574d3889e9b60c2e28996f44b44225671a85e4cf93"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositCompanyRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivableInvoiceRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}}]}}]}}]} as unknown as DocumentNode<DepositCompanyRowsQuery, DepositCompanyRowsQueryVariables>;
export const CompaniesDocument = {"__meta__":{"hash":"sha256:7c3630e60c5ad76c3305ce4324275a81195b2e66afac572afdb2d109d0d7480c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Companies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"managerNm"}},{"kind":"Field","name":{"kind":"Name","value":"managerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"regionCd"}},{"kind":"Field","name":{"kind":"Name","value":"regionNm"}},{"kind":"Field","name":{"kind":"Name","value":"regionDtlCd"}},{"kind":"Field","name":{"kind":"Name","value":"regionDtlNm"}},{"kind":"Field","name":{"kind":"Name","value":"shipperYn"}},{"kind":"Field","name":{"kind":"Name","value":"shipperCd"}},{"kind":"Field","name":{"kind":"Name","value":"shipperNm"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"vatYn"}},{"kind":"Field","name":{"kind":"Name","value":"taxbilOutputYn"}},{"kind":"Field","name":{"kind":"Name","value":"billStdrCd"}},{"kind":"Field","name":{"kind":"Name","value":"billCharCd"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteCd"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"excclcCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"excclcCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CompaniesQuery, CompaniesQueryVariables>;
export const MeDocument = {"__meta__":{"hash":"sha256:e73415b6ac1fe46ddc9eeae342f560b1f15ca6f76d3a9dee20337c1753ca15cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const CustomerLedgerDocument = {"__meta__":{"hash":"sha256:eb6eda98ba8d973c7ca4446bd15eecfed0a4a4938de9a3e8317e709090c09f61"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyLedgerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"openingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"debit"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"billCd"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerLedgerQuery, CustomerLedgerQueryVariables>;
export const DeliveryChecksDocument = {"__meta__":{"hash":"sha256:a89edfc7fee3e4a563bff217fc3fd3ad167c21420b2d8a698ce8c908f3956046"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryChecks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryCheckFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryChecks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"requstDt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryState"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeGroupNm"}},{"kind":"Field","name":{"kind":"Name","value":"billedCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderRegionNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionDtlNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverMobileNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverAddress"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"collectorNm"}},{"kind":"Field","name":{"kind":"Name","value":"transportManager"}},{"kind":"Field","name":{"kind":"Name","value":"transportDate"}},{"kind":"Field","name":{"kind":"Name","value":"transportCodeNm"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCheck"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryChecksQuery, DeliveryChecksQueryVariables>;
export const RoutesDocument = {"__meta__":{"hash":"sha256:df8f96d856597c3fd3016afe6d29049a528f873efca2301b4eeaeca05a6ef6f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Routes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RouteRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RouteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Route"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RoutesQuery, RoutesQueryVariables>;
export const RouteCompaniesDocument = {"__meta__":{"hash":"sha256:6ce124c1aeec636e1ed9f487f5323e4f5f109cc9a45bf5aa4ffb5d23b8c6d2cc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryRouteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routeCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryRouteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryRouteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RouteCompanyRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RouteCompanyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"managerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}}]}}]} as unknown as DocumentNode<RouteCompaniesQuery, RouteCompaniesQueryVariables>;
export const RouteHasCompaniesDocument = {"__meta__":{"hash":"sha256:e464b931b14cc34d2ab1a025731631ea71c730722374366cef75a5fb45dd49bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteHasCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryRouteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routeHasCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryRouteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryRouteId"}}}]}]}}]} as unknown as DocumentNode<RouteHasCompaniesQuery, RouteHasCompaniesQueryVariables>;
export const CreateRouteDocument = {"__meta__":{"hash":"sha256:1aefca2f262f7e8e678fe4b83ca42a4fbd638f68a29f95fe5fce28e8d39c47a3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RouteCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RouteRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RouteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Route"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateRouteMutation, CreateRouteMutationVariables>;
export const UpdateRouteDocument = {"__meta__":{"hash":"sha256:0588fab3807c41bef219e018974d21da9ccafee5e4e433b7286e9708f70aee40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RouteUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RouteRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RouteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Route"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateRouteMutation, UpdateRouteMutationVariables>;
export const DeleteRouteDocument = {"__meta__":{"hash":"sha256:aea48af70cbb4a099ac1fdc54add1f167f7ee6107454172b8a671d02103f531b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryRouteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryRouteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryRouteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteId"}}]}}]}}]} as unknown as DocumentNode<DeleteRouteMutation, DeleteRouteMutationVariables>;
export const DailyVolumeDocument = {"__meta__":{"hash":"sha256:875c9889742b7a95b25ac2ebac307b52b67bbd1ff10c4c2f89f50a5402ade354"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DailyVolume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransportFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"DAY","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requstDt"}},{"kind":"Field","name":{"kind":"Name","value":"transportCount"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentCount"}}]}}]}}]}}]} as unknown as DocumentNode<DailyVolumeQuery, DailyVolumeQueryVariables>;
export const DeliveryStatesDocument = {"__meta__":{"hash":"sha256:c44a743786957acdeaa2c210f72b2a4268017861322a34c4b18840ff8c54613d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryStates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryCheckFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryStateStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"states"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateNm"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentCount"}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryStatesQuery, DeliveryStatesQueryVariables>;
export const MonthlyRevenueDocument = {"__meta__":{"hash":"sha256:803f50b27d1dcfae01610669c8119e2fd33242843b72fc48f142aad14719358e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthlyRevenue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}}]}}]}}]}}]} as unknown as DocumentNode<MonthlyRevenueQuery, MonthlyRevenueQueryVariables>;
export const DeliveryStatusDocument = {"__meta__":{"hash":"sha256:78a300e61e53a719295598da31a5f2bbf55ce0a0d06db1c3bbf2bc721478d75e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"transportProcessNm"}},{"kind":"Field","name":{"kind":"Name","value":"requstDt"}},{"kind":"Field","name":{"kind":"Name","value":"senderRegionNm"}},{"kind":"Field","name":{"kind":"Name","value":"collectorNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"senderManagerNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"sumAmount"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightQty"}},{"kind":"Field","name":{"kind":"Name","value":"weightAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionNm"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverMobileNo"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCheck"}},{"kind":"Field","name":{"kind":"Name","value":"transportManager"}},{"kind":"Field","name":{"kind":"Name","value":"transportDate"}},{"kind":"Field","name":{"kind":"Name","value":"transportCodeNm"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverAddress"}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryStatusQuery, DeliveryStatusQueryVariables>;
export const CompanyStatementDocument = {"__meta__":{"hash":"sha256:d66023817c222563acc5b632f0a6015a1184bc6a52426d3680fcd0aa02b9198c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billCompanyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billCd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billCompanyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billCompanyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"billCd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billCd"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"billCd"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"billAddress"}},{"kind":"Field","name":{"kind":"Name","value":"billTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"billFaxNo"}},{"kind":"Field","name":{"kind":"Name","value":"billBizNo"}},{"kind":"Field","name":{"kind":"Name","value":"billRepresentativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"billBizType"}},{"kind":"Field","name":{"kind":"Name","value":"billBizItem"}},{"kind":"Field","name":{"kind":"Name","value":"billAccountInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipmentInfoList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"billDate"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"senderNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverNm"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"payerNm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"totQty"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"typeSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"kindCd"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"typeGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeGroup"}},{"kind":"Field","name":{"kind":"Name","value":"chargeGroupNm"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"kindCd"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompanyStatementQuery, CompanyStatementQueryVariables>;
export const InvoiceCompaniesDocument = {"__meta__":{"hash":"sha256:7f4232e90c1a8c440fe8a402ac76299a5d488d2c3420272747c1c774f66295be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statementState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billHistoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"statementState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statementState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceCompanyRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"billCd"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceCompanyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSendError"}},{"kind":"Field","name":{"kind":"Name","value":"sendState"}},{"kind":"Field","name":{"kind":"Name","value":"changedAfterSend"}},{"kind":"Field","name":{"kind":"Name","value":"sentTotAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mailExcluded"}},{"kind":"Field","name":{"kind":"Name","value":"totQty"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}}]}}]} as unknown as DocumentNode<InvoiceCompaniesQuery, InvoiceCompaniesQueryVariables>;
export const SendStatementDocument = {"__meta__":{"hash":"sha256:a16f551ca4ff04939d7ed1b78060bb08205231e044c77433fcb512cbd650f9a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryDetailId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billHistoryDetailId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryDetailId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceCompanyRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementMailId"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"send"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementSendId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceCompanyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSendError"}},{"kind":"Field","name":{"kind":"Name","value":"sendState"}},{"kind":"Field","name":{"kind":"Name","value":"changedAfterSend"}},{"kind":"Field","name":{"kind":"Name","value":"sentTotAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mailExcluded"}},{"kind":"Field","name":{"kind":"Name","value":"totQty"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}}]}}]} as unknown as DocumentNode<SendStatementMutation, SendStatementMutationVariables>;
export const StatementMailsDocument = {"__meta__":{"hash":"sha256:822a4fd3a34a992b99803921d4e735c68d60db0e5139afce5f63eb13bde0bdea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementMails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryDetailId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementMails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billHistoryDetailId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryDetailId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementMailId"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"sentByNm"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentName"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementMailAttachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]}}]} as unknown as DocumentNode<StatementMailsQuery, StatementMailsQueryVariables>;
export const RecalculateInvoiceCompanyDocument = {"__meta__":{"hash":"sha256:e5e2056f74fb4c4f9cfb2bbdb52bdc5f1905a52655729ebe3f7764da23521b75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecalculateInvoiceCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryDetailId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recalculateInvoiceCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billHistoryDetailId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryDetailId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceCompanyRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceCompanyVersion"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceCompanyFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceCompanyFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totQty"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceCompanyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSendError"}},{"kind":"Field","name":{"kind":"Name","value":"sendState"}},{"kind":"Field","name":{"kind":"Name","value":"changedAfterSend"}},{"kind":"Field","name":{"kind":"Name","value":"sentTotAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mailExcluded"}},{"kind":"Field","name":{"kind":"Name","value":"totQty"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceCompanyVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceCompanyVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionNo"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"memberNm"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceCompanyFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceCompanyFigures"}}]}}]}}]} as unknown as DocumentNode<RecalculateInvoiceCompanyMutation, RecalculateInvoiceCompanyMutationVariables>;
export const InvoiceCompanyVersionsDocument = {"__meta__":{"hash":"sha256:8c0b73490c2000e6e9b555a456b433df748051afaeff8c697d3cbcdf40aa9fa1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceCompanyVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryDetailId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCompanyVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billHistoryDetailId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryDetailId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceCompanyVersion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceCompanyFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceCompanyFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totQty"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceCompanyVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceCompanyVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionNo"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"memberNm"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceCompanyFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceCompanyFigures"}}]}}]}}]} as unknown as DocumentNode<InvoiceCompanyVersionsQuery, InvoiceCompanyVersionsQueryVariables>;
export const InvoicesDocument = {"__meta__":{"hash":"sha256:a3724f969750fce9e6e098a53df935ab7f2fa5d9b8f072bf8b842c6da01cb0fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"billCd"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]} as unknown as DocumentNode<InvoicesQuery, InvoicesQueryVariables>;
export const GenerateInvoiceDocument = {"__meta__":{"hash":"sha256:d26ed19b2c96449ecb125eb716c6cab1332d5f703cb4cb97f09648c40fcc5aee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceGenerateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"billCd"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFee"}},{"kind":"Field","name":{"kind":"Name","value":"communicationFeeVat"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"untpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpcVat"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]} as unknown as DocumentNode<GenerateInvoiceMutation, GenerateInvoiceMutationVariables>;
export const DeleteInvoiceDocument = {"__meta__":{"hash":"sha256:c6e11e1c52fb6640cf6473342e58e610eb0ef440bb2b77bad60d4ed0886913fd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billHistoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}}]}}]}}]} as unknown as DocumentNode<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>;
export const SendAllStatementsDocument = {"__meta__":{"hash":"sha256:4c1bf6b100628a9198a44f435942cb1706b481f1fa41bd8454c67fb9138b14b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendAllStatements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeSent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAllStatements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billHistoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeSent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeSent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementSendBatchProgress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementSendBatchProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementSendBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementSendBatchId"}},{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"includeSent"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByNm"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"retrying"}},{"kind":"Field","name":{"kind":"Name","value":"sending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"unknown"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"skippedZero"}},{"kind":"Field","name":{"kind":"Name","value":"skippedSent"}},{"kind":"Field","name":{"kind":"Name","value":"skippedQueued"}}]}}]} as unknown as DocumentNode<SendAllStatementsMutation, SendAllStatementsMutationVariables>;
export const StatementSendBatchDocument = {"__meta__":{"hash":"sha256:21f0f9d96fc65b71033e09736df26a7757ce4c3794ccfcf4a9ce47119a978dd6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementSendBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statementSendBatchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementSendBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"statementSendBatchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statementSendBatchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementSendBatchProgress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementSendBatchProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementSendBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementSendBatchId"}},{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"includeSent"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByNm"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"retrying"}},{"kind":"Field","name":{"kind":"Name","value":"sending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"unknown"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"skippedZero"}},{"kind":"Field","name":{"kind":"Name","value":"skippedSent"}},{"kind":"Field","name":{"kind":"Name","value":"skippedQueued"}}]}}]} as unknown as DocumentNode<StatementSendBatchQuery, StatementSendBatchQueryVariables>;
export const LatestStatementSendBatchDocument = {"__meta__":{"hash":"sha256:8a9d3b80de930ca827b40bf63b5aca4c8cd8ce3854a477d03618cb3fbc938b46"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestStatementSendBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementSendBatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billHistoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementSendBatchProgress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementSendBatchProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatementSendBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementSendBatchId"}},{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"includeSent"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByNm"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"retrying"}},{"kind":"Field","name":{"kind":"Name","value":"sending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"unknown"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"skippedZero"}},{"kind":"Field","name":{"kind":"Name","value":"skippedSent"}},{"kind":"Field","name":{"kind":"Name","value":"skippedQueued"}}]}}]} as unknown as DocumentNode<LatestStatementSendBatchQuery, LatestStatementSendBatchQueryVariables>;
export const MembersDocument = {"__meta__":{"hash":"sha256:71cbdded951dff2bd2919652714de38c5eaf306088541393a93a597ab36df7d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Members"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MembersQuery, MembersQueryVariables>;
export const UserIdTakenDocument = {"__meta__":{"hash":"sha256:6e750c8eb73c150a1e5d068507023082552e39e8dcb647b3ecd28af70a5dddd3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserIdTaken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userIdTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<UserIdTakenQuery, UserIdTakenQueryVariables>;
export const CreateMemberDocument = {"__meta__":{"hash":"sha256:bba5fb369d1db5be7dd37fd1d31a52d6ff37114f37350e237086ac29872f124a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateMemberMutation, CreateMemberMutationVariables>;
export const UpdateMemberDocument = {"__meta__":{"hash":"sha256:3f65f492b83427cccbb739f6b8b86044998c481913d13bccb22d97760300bda5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const WithdrawMemberDocument = {"__meta__":{"hash":"sha256:6775b327bdfca2924aba7e67ec96511009e3cc2715f3f3159737c37407f500f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<WithdrawMemberMutation, WithdrawMemberMutationVariables>;
export const UnlockMemberDocument = {"__meta__":{"hash":"sha256:9fb8862d7d4a9c06b5819cd7352d53f6caf8c4a7b6669a51c781c90d2bc1b7dd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlockMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlockMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}}]}}]}}]} as unknown as DocumentNode<UnlockMemberMutation, UnlockMemberMutationVariables>;
export const MonthCloseDocument = {"__meta__":{"hash":"sha256:6b09f93ad8f0b01a51520b3050ae854a9a5100093f4b32072844301ef6a723b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthClose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MonthCloseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthClose"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"receivedTo"}},{"kind":"Field","name":{"kind":"Name","value":"billedToNobodyLines"}},{"kind":"Field","name":{"kind":"Name","value":"billedToNobodyLink"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedGroupLines"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonthCloseRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthCloseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthCloseRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"billCd"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"totAmount"}},{"kind":"Field","name":{"kind":"Name","value":"staleCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"undeliveredLines"}},{"kind":"Field","name":{"kind":"Name","value":"undeliveredLink"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLink"}},{"kind":"Field","name":{"kind":"Name","value":"statementLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"unsent"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statementsSent"}},{"kind":"Field","name":{"kind":"Name","value":"statementsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"statementsSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"statementsUnsent"}},{"kind":"Field","name":{"kind":"Name","value":"taxBillDownloads"}},{"kind":"Field","name":{"kind":"Name","value":"lastTaxBillDownloadAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedByNm"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"memberNm"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<MonthCloseQuery, MonthCloseQueryVariables>;
export const CloseInvoiceDocument = {"__meta__":{"hash":"sha256:d2b63a11613dbd9c54829054600774dd7253c650e75e267707216819bff0802d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billHistoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]}}]} as unknown as DocumentNode<CloseInvoiceMutation, CloseInvoiceMutationVariables>;
export const ReopenInvoiceDocument = {"__meta__":{"hash":"sha256:77e92a19ebaca5e3361a958cfa99d5f6cbd92841caa0681cd298dd696bcee544"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billHistoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]}}]} as unknown as DocumentNode<ReopenInvoiceMutation, ReopenInvoiceMutationVariables>;
export const TaxBillDownloadsDocument = {"__meta__":{"hash":"sha256:d8294a06eb4f40ebab44528c0353668f30342b10ad1f463c143b13beaf22dc19"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxBillDownloads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxBillDownloads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billHistoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billHistoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxBillDownloadId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberNm"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<TaxBillDownloadsQuery, TaxBillDownloadsQueryVariables>;
export const NoticesDocument = {"__meta__":{"hash":"sha256:76418fbe92b9fde3070b5c4116522abc6c62aef1a2d6f19eafd11704656a57a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedYn"}},{"kind":"Field","name":{"kind":"Name","value":"regNm"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"chgDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<NoticesQuery, NoticesQueryVariables>;
export const CreateNoticeDocument = {"__meta__":{"hash":"sha256:f107449949205662f8b081bab5b27e313cd990b09807ef833e5920def325e5b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedYn"}},{"kind":"Field","name":{"kind":"Name","value":"regNm"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"chgDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateNoticeMutation, CreateNoticeMutationVariables>;
export const UpdateNoticeDocument = {"__meta__":{"hash":"sha256:487f7743bbb1e0faff91750011d0fc56b87e162eddf251ade77c52571a8ca073"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedYn"}},{"kind":"Field","name":{"kind":"Name","value":"regNm"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"chgDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateNoticeMutation, UpdateNoticeMutationVariables>;
export const DeleteNoticeDocument = {"__meta__":{"hash":"sha256:aae5605c2d562d8626286e0bf9a3e0310f52b70afc8daf43d08997d338aad3fe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noticeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"noticeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noticeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeId"}}]}}]}}]} as unknown as DocumentNode<DeleteNoticeMutation, DeleteNoticeMutationVariables>;
export const ReceivablesDocument = {"__meta__":{"hash":"sha256:903908e748bc88bdb7568d4b3848a8e6c1a3d9f46d511f98c0f11e689ee0edf7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Receivables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivableFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceivableRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days30"}},{"kind":"Field","name":{"kind":"Name","value":"days60"}},{"kind":"Field","name":{"kind":"Name","value":"days90"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceivableRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Receivable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days30"}},{"kind":"Field","name":{"kind":"Name","value":"days60"}},{"kind":"Field","name":{"kind":"Name","value":"days90"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaidOn"}}]}}]} as unknown as DocumentNode<ReceivablesQuery, ReceivablesQueryVariables>;
export const ReceivableInvoiceRowsDocument = {"__meta__":{"hash":"sha256:f41b739a7f4da95c0e88e88fe90ed661565c6fe4b1c120de8b57b336ee025864"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceivableInvoiceRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billCompanyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivableInvoiceRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"billCompanyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billCompanyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"billCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"billCd"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}}]}}]}}]} as unknown as DocumentNode<ReceivableInvoiceRowsQuery, ReceivableInvoiceRowsQueryVariables>;
export const RecordPaymentDocument = {"__meta__":{"hash":"sha256:4418babde1fd995052e4431105675aefd161084e15e648b2f53eeb407426fb4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<RecordPaymentMutation, RecordPaymentMutationVariables>;
export const DeletePaymentDocument = {"__meta__":{"hash":"sha256:82eaed9bb1310fa065eebdb866b1b5845e9e34ef0c641c47e5ba636ead722aaa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<DeletePaymentMutation, DeletePaymentMutationVariables>;
export const CompanyLedgerDocument = {"__meta__":{"hash":"sha256:f6f2fab1cc0fbf7e5c3f474e4ad6cfa03efd27fab7e214cd3e9b8c9608b2a7c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyLedgerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"openingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"debit"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"billHistoryDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"regByNm"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedByNm"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompanyLedgerQuery, CompanyLedgerQueryVariables>;
export const ShipperSettlementsDocument = {"__meta__":{"hash":"sha256:ee8631927952c86727ce19018d5d930c17e575b74388800fb8dd5213ae5bda82"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShipperSettlements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShipperSettlementFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipperSettlements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentLines"}},{"kind":"Field","name":{"kind":"Name","value":"sentQty"}},{"kind":"Field","name":{"kind":"Name","value":"sentWeightKg"}},{"kind":"Field","name":{"kind":"Name","value":"sentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedLines"}},{"kind":"Field","name":{"kind":"Name","value":"receivedQty"}},{"kind":"Field","name":{"kind":"Name","value":"receivedWeightKg"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalLines"}},{"kind":"Field","name":{"kind":"Name","value":"totalQty"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeightKg"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAsSenderAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAsReceiverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"regionNm"}},{"kind":"Field","name":{"kind":"Name","value":"shipperNm"}},{"kind":"Field","name":{"kind":"Name","value":"sentTransports"}},{"kind":"Field","name":{"kind":"Name","value":"sentLines"}},{"kind":"Field","name":{"kind":"Name","value":"sentQty"}},{"kind":"Field","name":{"kind":"Name","value":"sentWeightKg"}},{"kind":"Field","name":{"kind":"Name","value":"sentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedLines"}},{"kind":"Field","name":{"kind":"Name","value":"receivedQty"}},{"kind":"Field","name":{"kind":"Name","value":"receivedWeightKg"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalLines"}},{"kind":"Field","name":{"kind":"Name","value":"totalQty"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeightKg"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAsSenderAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAsReceiverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"settlementTopId"}},{"kind":"Field","name":{"kind":"Name","value":"settlementTopNm"}}]}}]}}]}}]} as unknown as DocumentNode<ShipperSettlementsQuery, ShipperSettlementsQueryVariables>;
export const ShipperDetailsDocument = {"__meta__":{"hash":"sha256:5bd080f41867718b1c9c95205aa2e071763c9c11b0f49f4ff5a9b47050a9a215"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShipperDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShipperDetailsFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipperDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"collectAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"requstDt"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}}]}}]}}]}}]} as unknown as DocumentNode<ShipperDetailsQuery, ShipperDetailsQueryVariables>;
export const ShipperKindSettlementsDocument = {"__meta__":{"hash":"sha256:4b9f11fda5f902645f2e4e94b29a1cfd0400bde5d7a9687e623e4dbd30869c43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShipperKindSettlements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShipperSettlementFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipperKindSettlements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kindCd"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"regionNm"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ShipperKindSettlementsQuery, ShipperKindSettlementsQueryVariables>;
export const SuppliersDocument = {"__meta__":{"hash":"sha256:17e6fb5b56dad1d4db2560c3839c83bcb4b2b206b880de1f187d355efb5265b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Suppliers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postNo"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"depositorNm"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SuppliersQuery, SuppliersQueryVariables>;
export const CreateSupplierDocument = {"__meta__":{"hash":"sha256:e432fb87147d8be9fdda8ea6f16aa6e9095eb52a5239aa0998f0f7a193fb3c65"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postNo"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"depositorNm"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateSupplierMutation, CreateSupplierMutationVariables>;
export const UpdateSupplierDocument = {"__meta__":{"hash":"sha256:7cf5b10852193db365a3076a37910fc7b31a0642d33c4d16051d12520e3d9b34"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postNo"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"depositorNm"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateSupplierMutation, UpdateSupplierMutationVariables>;
export const DeleteSupplierDocument = {"__meta__":{"hash":"sha256:dd4b2800f9ec4d0f292a0a6e3dcf059f41b5a4736bb9bdd3db4d0aa91bb9bd1f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billCompanyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billCompanyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billCompanyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}}]}}]}}]} as unknown as DocumentNode<DeleteSupplierMutation, DeleteSupplierMutationVariables>;
export const ShipmentNotificationsDocument = {"__meta__":{"hash":"sha256:5ccd5ba4376fd9c8c564f4e1e9549b8637c0a111c86f2fe24dc5d9f3cc857ee3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShipmentNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shipmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shipmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shipmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"eventCd"}},{"kind":"Field","name":{"kind":"Name","value":"eventNm"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<ShipmentNotificationsQuery, ShipmentNotificationsQueryVariables>;
export const OptOutNotificationsDocument = {"__meta__":{"hash":"sha256:da4f1036c10bd9bf8fea1d3a8b1d3726e8753a83fa725d10b6966b22ef47acae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OptOutNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optOutNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"sourceCd"}},{"kind":"Field","name":{"kind":"Name","value":"optedOutAt"}}]}}]}}]} as unknown as DocumentNode<OptOutNotificationsMutation, OptOutNotificationsMutationVariables>;
export const EditorTransportDocument = {"__meta__":{"hash":"sha256:425daab8739aedf4f0ebd7bc0dc171786d46f476f38ef633dda9112691608e7a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorTransport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"senderTransportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"requstDt"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeCd"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"managerNm"}},{"kind":"Field","name":{"kind":"Name","value":"managerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"regionCd"}},{"kind":"Field","name":{"kind":"Name","value":"regionDtlCd"}},{"kind":"Field","name":{"kind":"Name","value":"shipperCd"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"receivers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiverTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"managerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"regionCd"}},{"kind":"Field","name":{"kind":"Name","value":"regionDtlCd"}},{"kind":"Field","name":{"kind":"Name","value":"shipperCd"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"notifyYn"}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"kindCd"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"senderQty"}},{"kind":"Field","name":{"kind":"Name","value":"receiverQty"}},{"kind":"Field","name":{"kind":"Name","value":"senderUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"receiverUntpc"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EditorTransportQuery, EditorTransportQueryVariables>;
export const EditorCompanyDocument = {"__meta__":{"hash":"sha256:eea02903b67c7731da1fa244780b121ae6b81c4ee205dedee7fa2778a6fbcc64"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"managerNm"}},{"kind":"Field","name":{"kind":"Name","value":"managerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"regionCd"}},{"kind":"Field","name":{"kind":"Name","value":"regionDtlCd"}},{"kind":"Field","name":{"kind":"Name","value":"shipperCd"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"weightUntpc"}}]}}]}}]} as unknown as DocumentNode<EditorCompanyQuery, EditorCompanyQueryVariables>;
export const SaveTransportDocument = {"__meta__":{"hash":"sha256:4b5fe4bc5eb178a2653d05b409bcb8aec4bcdfecbafa75467343705ccf9f2ea9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTransport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransportSaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTransport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SaveTransportMutation, SaveTransportMutationVariables>;
export const PartyBillingDocument = {"__meta__":{"hash":"sha256:c1c191484320b663cb6d1213e9ec29ef31332e5b9059b4ebbc4157135d95c6ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartyBilling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parties"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartyRefInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyBilling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parties"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parties"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"billingState"}},{"kind":"Field","name":{"kind":"Name","value":"topCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"topCompanyNm"}}]}}]}}]} as unknown as DocumentNode<PartyBillingQuery, PartyBillingQueryVariables>;
export const TransportImportDocument = {"__meta__":{"hash":"sha256:b501d6b8e2cb6e1134d3844880ca10c1bf80b3634e07b63bc45855f47dd1ad0c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransportImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportImportHead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"problemRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"transportCount"}},{"kind":"Field","name":{"kind":"Name","value":"plannedTransportCount"}},{"kind":"Field","name":{"kind":"Name","value":"receptionDates"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}}]} as unknown as DocumentNode<TransportImportQuery, TransportImportQueryVariables>;
export const TransportImportRowsDocument = {"__meta__":{"hash":"sha256:39d5a84b572809357b83b6dc664c88fa316d79b86ae54c038cb1840b7718592b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransportImportRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onlyProblems"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportImportRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"onlyProblems"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onlyProblems"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportImportRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNo"}},{"kind":"Field","name":{"kind":"Name","value":"transportNo"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receptionDate"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompany"}},{"kind":"Field","name":{"kind":"Name","value":"chargeCd"}},{"kind":"Field","name":{"kind":"Name","value":"receiverName"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverMobileNo"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"kindCd"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"goodsName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warning"}}]}}]} as unknown as DocumentNode<TransportImportRowsQuery, TransportImportRowsQueryVariables>;
export const TransportImportsDocument = {"__meta__":{"hash":"sha256:391ddd136d0024f6acd5be53d02ccd63af3062d4cf5fb6b5e02ceb407f6560bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransportImports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportImports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportImportHead"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"problemRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"transportCount"}},{"kind":"Field","name":{"kind":"Name","value":"plannedTransportCount"}},{"kind":"Field","name":{"kind":"Name","value":"receptionDates"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}}]} as unknown as DocumentNode<TransportImportsQuery, TransportImportsQueryVariables>;
export const SetTransportImportMappingDocument = {"__meta__":{"hash":"sha256:125be8f8b19e55a7c03ae79c4e8133189e89c5f8c08dd64b969815aa77f924fb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTransportImportMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportColumnInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTransportImportMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"mapping"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportImportHead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"problemRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"transportCount"}},{"kind":"Field","name":{"kind":"Name","value":"plannedTransportCount"}},{"kind":"Field","name":{"kind":"Name","value":"receptionDates"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}}]} as unknown as DocumentNode<SetTransportImportMappingMutation, SetTransportImportMappingMutationVariables>;
export const SetTransportImportSenderDocument = {"__meta__":{"hash":"sha256:957f2c29a6c9fc4fe5683848b58cb2e16086c96259d653641068dae1db4eab7f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTransportImportSender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"senderCompanyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTransportImportSender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"senderCompanyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"senderCompanyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportImportHead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"problemRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"transportCount"}},{"kind":"Field","name":{"kind":"Name","value":"plannedTransportCount"}},{"kind":"Field","name":{"kind":"Name","value":"receptionDates"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}}]} as unknown as DocumentNode<SetTransportImportSenderMutation, SetTransportImportSenderMutationVariables>;
export const FixTransportImportRowDocument = {"__meta__":{"hash":"sha256:c6dc50c480f3f292b7c91f3ac95b3ed21098ab2e2a8be95251fb155ae91db7a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FixTransportImportRow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rowNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportRowValuesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fixTransportImportRow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"rowNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowNo"}}},{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportImportRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportImportHead"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNo"}},{"kind":"Field","name":{"kind":"Name","value":"transportNo"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receptionDate"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompany"}},{"kind":"Field","name":{"kind":"Name","value":"chargeCd"}},{"kind":"Field","name":{"kind":"Name","value":"receiverName"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverMobileNo"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"kindCd"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"goodsName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warning"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"problemRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"transportCount"}},{"kind":"Field","name":{"kind":"Name","value":"plannedTransportCount"}},{"kind":"Field","name":{"kind":"Name","value":"receptionDates"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}}]} as unknown as DocumentNode<FixTransportImportRowMutation, FixTransportImportRowMutationVariables>;
export const RemoveTransportImportRowsDocument = {"__meta__":{"hash":"sha256:3c9c876767756eb27275b7c8036ad7991daeb0e5096c13dac1e4233d59877502"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTransportImportRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rowNos"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTransportImportRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"rowNos"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowNos"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportImportHead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"problemRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"transportCount"}},{"kind":"Field","name":{"kind":"Name","value":"plannedTransportCount"}},{"kind":"Field","name":{"kind":"Name","value":"receptionDates"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}}]} as unknown as DocumentNode<RemoveTransportImportRowsMutation, RemoveTransportImportRowsMutationVariables>;
export const CommitTransportImportDocument = {"__meta__":{"hash":"sha256:ca077d92c06e1bdb7b10eec7b62d4dba588f91d930ddc0ae55d9da1f39d64130"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitTransportImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitTransportImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportImportHead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"problemRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"transportCount"}},{"kind":"Field","name":{"kind":"Name","value":"plannedTransportCount"}},{"kind":"Field","name":{"kind":"Name","value":"receptionDates"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}}]} as unknown as DocumentNode<CommitTransportImportMutation, CommitTransportImportMutationVariables>;
export const UndoTransportImportDocument = {"__meta__":{"hash":"sha256:97ee5cf2a8d653ae1c56357c711f92ef2d144ad12db0007ef6c77e26ae70ff82"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoTransportImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoTransportImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportImportHead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportImportHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"problemRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"transportCount"}},{"kind":"Field","name":{"kind":"Name","value":"plannedTransportCount"}},{"kind":"Field","name":{"kind":"Name","value":"receptionDates"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByNm"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}}]} as unknown as DocumentNode<UndoTransportImportMutation, UndoTransportImportMutationVariables>;
export const TransportListDocument = {"__meta__":{"hash":"sha256:3044545c8e72b4652cf1abed44b0af46d87e14afe7288114fa873ec8ced1070d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransportList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransportFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"requstDt"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderManagerNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"senderRegionNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderRegionDtlNm"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeliveryRouteNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverManagerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"receiverAddress"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverRegionDtlNm"}},{"kind":"Field","name":{"kind":"Name","value":"totalSenderAmount"}}]}}]}}]}}]} as unknown as DocumentNode<TransportListQuery, TransportListQueryVariables>;
export const TransportShipmentsDocument = {"__meta__":{"hash":"sha256:5153e0ef364c8e01dc585e4c1c3c2faab11474465757ef12c10bfaf48db831f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransportShipments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportShipments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transportId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverTransportId"}},{"kind":"Field","name":{"kind":"Name","value":"kindNm"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"trnsprtCd"}},{"kind":"Field","name":{"kind":"Name","value":"senderQty"}},{"kind":"Field","name":{"kind":"Name","value":"senderUntpc"}},{"kind":"Field","name":{"kind":"Name","value":"senderAmount"}}]}}]}}]} as unknown as DocumentNode<TransportShipmentsQuery, TransportShipmentsQueryVariables>;
export const DeleteTransportDocument = {"__meta__":{"hash":"sha256:832a9179b168a3b4cdc8aae1f2df5a50206d6a5508dbd5ba3cdf0c66371fcef5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTransport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"senderTransportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTransport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"senderTransportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"senderTransportId"}}}]}]}}]} as unknown as DocumentNode<DeleteTransportMutation, DeleteTransportMutationVariables>;
export const WaybillsDocument = {"__meta__":{"hash":"sha256:b29c8e791803abef679f95bb2f1312c61c12db24278f7a6dd35e4eda74e5e94d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Waybills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WaybillFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaybillRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaybillRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Waybill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybillId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeCd"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"startNo"}},{"kind":"Field","name":{"kind":"Name","value":"endNo"}},{"kind":"Field","name":{"kind":"Name","value":"printCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<WaybillsQuery, WaybillsQueryVariables>;
export const CreateWaybillDocument = {"__meta__":{"hash":"sha256:77a9ac19baa14ede195d579e945a40576d890d9d1791ea0bc6f3f028c25bab2c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWaybill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WaybillCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWaybill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaybillRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaybillRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Waybill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybillId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeCd"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"startNo"}},{"kind":"Field","name":{"kind":"Name","value":"endNo"}},{"kind":"Field","name":{"kind":"Name","value":"printCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateWaybillMutation, CreateWaybillMutationVariables>;
export const UpdateWaybillDocument = {"__meta__":{"hash":"sha256:1e6b50b3fa9db489e5b29ae820641de698130f332ef2f6a0c760a57fc9e930cc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWaybill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WaybillUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWaybill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaybillRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaybillRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Waybill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybillId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeCd"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"startNo"}},{"kind":"Field","name":{"kind":"Name","value":"endNo"}},{"kind":"Field","name":{"kind":"Name","value":"printCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateWaybillMutation, UpdateWaybillMutationVariables>;
export const DeleteWaybillDocument = {"__meta__":{"hash":"sha256:7bd1960bebc4c6ed1a9ac7b1c4bd7568466922fa49007ae6b868c14f1e57f1a1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWaybill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waybillId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWaybill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"waybillId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waybillId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybillId"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}}]}}]}}]} as unknown as DocumentNode<DeleteWaybillMutation, DeleteWaybillMutationVariables>;
export const CreateWaybillPrintTicketDocument = {"__meta__":{"hash":"sha256:2a0cf3fd65782c0511ce9db6746a9dd398bbb176984ec2693a378670fe05b531"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWaybillPrintTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waybillId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reprint"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWaybillPrintTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"waybillId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waybillId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reprint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reprint"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybillId"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CreateWaybillPrintTicketMutation, CreateWaybillPrintTicketMutationVariables>;
export const WaybillPrintTicketStatusDocument = {"__meta__":{"hash":"sha256:aee3ff1d1e4659d72f929196d9a88f8d7bb4712a8ea76162639289dc4c4a2d46"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaybillPrintTicketStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybillPrintTicketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}}]}]}}]} as unknown as DocumentNode<WaybillPrintTicketStatusQuery, WaybillPrintTicketStatusQueryVariables>;
export const PrintWaybillInBrowserDocument = {"__meta__":{"hash":"sha256:17ba0025289bf226e0849f8934062df8eecf27a02d8d0a2bc91cd43322f3cd4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PrintWaybillInBrowser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waybillId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reprint"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printWaybillInBrowser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"waybillId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waybillId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reprint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reprint"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaybillRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"formattedNo"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"printedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaybillRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Waybill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybillId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"senderCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"receiverCompanyNm"}},{"kind":"Field","name":{"kind":"Name","value":"chargeCd"}},{"kind":"Field","name":{"kind":"Name","value":"chargeNm"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"startNo"}},{"kind":"Field","name":{"kind":"Name","value":"endNo"}},{"kind":"Field","name":{"kind":"Name","value":"printCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<PrintWaybillInBrowserMutation, PrintWaybillInBrowserMutationVariables>;
export const CodeListDocument = {"__meta__":{"hash":"sha256:6debcf2d5097be64957d42fbe98392f5b42c479d33e92816c92537cc56c9df79"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"parent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeVal"}},{"kind":"Field","name":{"kind":"Name","value":"codeNm"}}]}}]}}]} as unknown as DocumentNode<CodeListQuery, CodeListQueryVariables>;
export const CompanySearchDocument = {"__meta__":{"hash":"sha256:9d7f903f87b610b4ec0bae0956cb2586dbc13f98b5fc50b8d76de4c1c4a2985b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanySearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companySearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"managerTelNo"}},{"kind":"Field","name":{"kind":"Name","value":"useYn"}}]}}]}}]} as unknown as DocumentNode<CompanySearchQuery, CompanySearchQueryVariables>;
export const RouteOptionsDocument = {"__meta__":{"hash":"sha256:318268dc7e05fec37c6906c45f80e85b3e378c57b721f367f877f73d0277eff2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRouteNm"}}]}}]}}]}}]} as unknown as DocumentNode<RouteOptionsQuery, RouteOptionsQueryVariables>;
export const SupplierOptionsDocument = {"__meta__":{"hash":"sha256:fbfcbcda3f20802110983216bf8957b2ae61957cddc1287215bfc374c5d0c9c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeVal"}},{"kind":"Field","name":{"kind":"Name","value":"codeNm"}}]}}]}}]} as unknown as DocumentNode<SupplierOptionsQuery, SupplierOptionsQueryVariables>;
export const SupplierAccountOptionsDocument = {"__meta__":{"hash":"sha256:5d255dc377c1e6e3da4023bc3aa66500e288b21d44942036126f0c12dfbba8f1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierAccountOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierAccountOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeVal"}},{"kind":"Field","name":{"kind":"Name","value":"codeNm"}}]}}]}}]} as unknown as DocumentNode<SupplierAccountOptionsQuery, SupplierAccountOptionsQueryVariables>;