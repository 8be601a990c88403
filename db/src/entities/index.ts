import { AuditLog } from './audit-log.entity';
import {
  BankColumnMapping,
  BankDepositLine,
  BankDepositUpload,
  BankDepositUploadRow,
  DepositorAlias,
} from './bank-deposit.entity';
import { EditableEntity } from './base.entity';
import { BillCompany } from './bill-company.entity';
import { BillHistoryDetail } from './bill-history-detail.entity';
import { BillHistoryDetailVersion } from './bill-history-detail-version.entity';
import { BillHistory } from './bill-history.entity';
import { Code } from './code.entity';
import { InvoiceCloseEvent, TaxBillDownload } from './invoice-close.entity';
import { InvoiceRegeneration } from './invoice-regeneration.entity';
import { Company } from './company.entity';
import { DeliveryRoute } from './delivery-route.entity';
import { Shipment } from './shipment.entity';
import { ShipmentEvent } from './shipment-event.entity';
import { LoginAttempts } from './login-attempts.entity';
import { Member } from './member.entity';
import { Notice } from './notice.entity';
import { Notification, NotificationOptOut } from './notification.entity';
import { Payment } from './payment.entity';
import { PrintLog } from './print-log.entity';
import { PrintTicket } from './print-ticket.entity';
import { RefreshToken } from './refresh-token.entity';
import {
  SettlementMeasures,
  ShipperDetailDay,
  ShipperDetailDelta,
  ShipperDetailMeasures,
  ShipperDetailMonth,
  ShipperSettlementDay,
  ShipperSettlementMonth,
  ShipperSettlementDelta,
} from './shipper-settlement-day.entity';
import { StatementMail, StatementMailAttachment } from './statement-mail.entity';
import { StatementSend, StatementSendBatch } from './statement-send.entity';
import { TransportCountDay, TransportCountDelta, TransportCounts } from './transport-count-day.entity';
import { TransportImport, TransportImportMapping, TransportImportRow } from './transport-import.entity';
import { TransportParty } from './transport-party.entity';
import { TransportPartyName } from './transport-party-name.entity';
import { TransportReceiver } from './transport-receiver.entity';
import { TransportSender } from './transport-sender.entity';
import { Waybill } from './waybill.entity';

export * from './audit-log.entity';
export * from './bank-deposit.entity';
export * from './base.entity';
export * from './notification.entity';
export * from './bill-company.entity';
export * from './bill-history-detail.entity';
export * from './bill-history-detail-version.entity';
export * from './bill-history.entity';
export * from './code.entity';
export * from './company.entity';
export * from './delivery-route.entity';
export * from './shipment.entity';
export * from './shipment-event.entity';
export * from './invoice-close.entity';
export * from './invoice-regeneration.entity';
export * from './login-attempts.entity';
export * from './member.entity';
export * from './notice.entity';
export * from './payment.entity';
export * from './print-log.entity';
export * from './print-ticket.entity';
export * from './refresh-token.entity';
export * from './shipper-settlement-day.entity';
export * from './statement-mail.entity';
export * from './statement-send.entity';
export * from './transport-count-day.entity';
export * from './transport-import.entity';
export * from './transport-party.entity';
export * from './transport-party-name.entity';
export * from './transport-receiver.entity';
export * from './transport-sender.entity';
export * from './waybill.entity';

/** Every entity the ORM knows; listed explicitly so discovery needs no file globbing. */
export const allEntities = [
  EditableEntity,
  AuditLog,
  BankColumnMapping,
  BankDepositLine,
  BankDepositUpload,
  BankDepositUploadRow,
  DepositorAlias,
  BillCompany,
  BillHistory,
  BillHistoryDetail,
  BillHistoryDetailVersion,
  Code,
  Company,
  DeliveryRoute,
  Shipment,
  ShipmentEvent,
  InvoiceCloseEvent,
  InvoiceRegeneration,
  LoginAttempts,
  Member,
  Notice,
  Notification,
  NotificationOptOut,
  Payment,
  PrintLog,
  PrintTicket,
  RefreshToken,
  SettlementMeasures,
  ShipperDetailDay,
  ShipperDetailDelta,
  ShipperDetailMeasures,
  ShipperDetailMonth,
  ShipperSettlementDay,
  ShipperSettlementMonth,
  ShipperSettlementDelta,
  StatementMail,
  StatementMailAttachment,
  StatementSend,
  StatementSendBatch,
  TaxBillDownload,
  TransportCountDay,
  TransportCountDelta,
  TransportCounts,
  TransportImport,
  TransportImportMapping,
  TransportImportRow,
  TransportParty,
  TransportPartyName,
  TransportReceiver,
  TransportSender,
  Waybill,
];
