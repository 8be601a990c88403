/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    entity\n    subject\n    changedAt\n    memberName\n    actionLabel\n    changes {\n      field\n      label\n      before\n      after\n    }\n  }\n": typeof types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditTrail($entity: AuditEntity!, $id: String!) {\n    auditTrail(entity: $entity, id: $id) {\n      ...AuditEntryFields\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  fragment CompanyRow on Company {\n    companyId\n    bizNo\n    companyNm\n    representativeNm\n    bizType\n    bizItem\n    address\n    telNo\n    faxNo\n    email\n    rmk\n    managerNm\n    managerTelNo\n    regionCd\n    regionNm\n    regionDtlCd\n    regionDtlNm\n    shipperYn\n    shipperCd\n    shipperNm\n    useYn\n    vatYn\n    taxbilOutputYn\n    billStdrCd\n    billCharCd\n    communicationFee\n    untpc\n    weightUntpc\n    deliveryRouteId\n    deliveryRouteNm\n    deliveryRouteCd\n    billCompanyId\n    billCompanyNm\n    excclcCompanyId\n    excclcCompanyNm\n    regDt\n    version\n  }\n": typeof types.CompanyRowFragmentDoc,
    "\n  query BizNoTaken($bizNo: String!) {\n    bizNoTaken(bizNo: $bizNo)\n  }\n": typeof types.BizNoTakenDocument,
    "\n  mutation CreateCompany($input: CompanyCreateInput!) {\n    createCompany(input: $input) {\n      company {\n        ...CompanyRow\n      }\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($input: CompanyUpdateInput!) {\n    updateCompany(input: $input) {\n      company {\n        ...CompanyRow\n      }\n    }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  query CreateCompanyWarnings($input: CompanyCreateInput!) {\n    createCompanyWarnings(input: $input) {\n      code\n      message\n      field\n    }\n  }\n": typeof types.CreateCompanyWarningsDocument,
    "\n  query UpdateCompanyWarnings($input: CompanyUpdateInput!) {\n    updateCompanyWarnings(input: $input) {\n      code\n      message\n      field\n    }\n  }\n": typeof types.UpdateCompanyWarningsDocument,
    "\n  query GroupCompanySearch($name: String!) {\n    companySearch(name: $name, size: 50) {\n      companyId\n      companyNm\n      telNo\n      address\n      useYn\n    }\n  }\n": typeof types.GroupCompanySearchDocument,
    "\n  query LatestNotices($limit: Int) {\n    latestNotices(limit: $limit) {\n      noticeId\n      title\n      body\n      pinnedYn\n      regDt\n    }\n  }\n": typeof types.LatestNoticesDocument,
    "\n  fragment MyAccountFields on MyAccount {\n    memberId\n    userId\n    name\n    telNo\n    email\n    groupVal\n    companyNm\n    version\n  }\n": typeof types.MyAccountFieldsFragmentDoc,
    "\n  query MyAccount {\n    myAccount {\n      ...MyAccountFields\n    }\n  }\n": typeof types.MyAccountDocument,
    "\n  mutation UpdateMyAccount($input: MyAccountInput!) {\n    updateMyAccount(input: $input) {\n      ...MyAccountFields\n    }\n  }\n": typeof types.UpdateMyAccountDocument,
    "\n  mutation ChangeMyPassword($input: PasswordChangeInput!) {\n    changeMyPassword(input: $input) {\n      accessToken\n      message\n    }\n  }\n": typeof types.ChangeMyPasswordDocument,
    "\n  query AppInfo {\n    appInfo {\n      productName\n      demoData\n      printProgramUrl\n      publicUrl\n    }\n  }\n": typeof types.AppInfoDocument,
    "\n  fragment ArrivalRow on Arrival {\n    shipmentId\n    receiverTransportId\n    senderTransportId\n    requstDt\n    receiverCompanyNm\n    receiverTelNo\n    receiverManagerTelNo\n    receiverAddress\n    receiverRegionNm\n    receiverRegionDtlNm\n    deliveryRouteNm\n    senderDeliveryRouteNm\n    senderCompanyNm\n    chargeNm\n    kindNm\n    waybillNo\n    trnsprtCd\n    receiverQty\n    receiverUntpc\n    receiverAmount\n    pickupCheck\n    transportManager\n    transportDate\n    transportCode\n    transportNm\n    memo\n    version\n  }\n": typeof types.ArrivalRowFragmentDoc,
    "\n  query Arrivals($filter: ArrivalFilterInput, $page: PageInput) {\n    arrivals(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        ...ArrivalRow\n      }\n    }\n  }\n": typeof types.ArrivalsDocument,
    "\n  query Arrival($shipmentId: Int!) {\n    arrival(shipmentId: $shipmentId) {\n      ...ArrivalRow\n      receiverRmk\n      senderTelNo\n      senderManagerNm\n    }\n  }\n": typeof types.ArrivalDocument,
    "\n  mutation RecordDelivery($input: DeliveryRecordInput!) {\n    recordDelivery(input: $input) {\n      ...ArrivalRow\n      receiverRmk\n      senderTelNo\n      senderManagerNm\n    }\n  }\n": typeof types.RecordDeliveryDocument,
    "\n  mutation ScanDelivery($waybillNo: String!) {\n    scanDelivery(waybillNo: $waybillNo) {\n      status\n      waybillNo\n      message\n      shipmentId\n      transportDate\n      transportManager\n      receiverCompanyNm\n      kindNm\n    }\n  }\n": typeof types.ScanDeliveryDocument,
    "\n  mutation ScanOutForDelivery($waybillNo: String!) {\n    scanOutForDelivery(waybillNo: $waybillNo) {\n      status\n      waybillNo\n      message\n      shipmentId\n    }\n  }\n": typeof types.ScanOutForDeliveryDocument,
    "\n  mutation MarkOutForDelivery($shipmentIds: [Int!]!) {\n    markOutForDelivery(shipmentIds: $shipmentIds) {\n      marked\n      alreadyOut\n      delivered\n      message\n    }\n  }\n": typeof types.MarkOutForDeliveryDocument,
    "\n  query AuditLog($filter: AuditLogFilterInput, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      items {\n        ...AuditEntryFields\n        entityId\n        recordName\n        action\n      }\n      total\n      totalExact\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AuditMembers {\n    auditMembers {\n      memberId\n      memberName\n      withdrawn\n    }\n  }\n": typeof types.AuditMembersDocument,
    "\n  fragment BankDepositCandidateFields on BankDepositCandidate {\n    billHistoryDetailId\n    companyId\n    companyNm\n    billCompanyNm\n    year\n    month\n    outstanding\n    reason\n  }\n": typeof types.BankDepositCandidateFieldsFragmentDoc,
    "\n  fragment BankDepositUploadFields on BankDepositUpload {\n    id\n    bankNm\n    fileName\n    headers\n    mapping {\n      field\n      label\n      required\n      column\n    }\n    createdAt\n    createdByNm\n    rowCount\n    depositCount\n    depositAmount\n    withdrawalCount\n    matchedCount\n    candidatesCount\n    unmatchedCount\n    appliedCount\n    lines {\n      rowNo\n      transactedAt\n      summary\n      depositor\n      memo\n      amount\n      balance\n      status\n      candidates {\n        ...BankDepositCandidateFields\n      }\n      applied {\n        paymentId\n        companyNm\n        year\n        month\n        appliedAt\n      }\n    }\n    skippedRows {\n      rowNo\n      reason\n    }\n  }\n": typeof types.BankDepositUploadFieldsFragmentDoc,
    "\n  query BankDepositUpload($id: Int!) {\n    bankDepositUpload(id: $id) {\n      ...BankDepositUploadFields\n    }\n  }\n": typeof types.BankDepositUploadDocument,
    "\n  query BankNames {\n    bankNames\n  }\n": typeof types.BankNamesDocument,
    "\n  mutation SetBankDepositMapping($id: Int!, $mapping: [BankFileColumnInput!]!) {\n    setBankDepositMapping(id: $id, mapping: $mapping) {\n      ...BankDepositUploadFields\n    }\n  }\n": typeof types.SetBankDepositMappingDocument,
    "\n  mutation ConfirmBankDeposits($id: Int!, $lines: [BankDepositChoiceInput!]!) {\n    confirmBankDeposits(id: $id, lines: $lines) {\n      appliedCount\n      appliedAmount\n      alreadyAppliedCount\n      rememberedDepositorCount\n      upload {\n        ...BankDepositUploadFields\n      }\n    }\n  }\n": typeof types.ConfirmBankDepositsDocument,
    "\n  query DepositCompanyRows($companyId: Int!) {\n    receivableInvoiceRows(companyId: $companyId) {\n      billHistoryDetailId\n      billCompanyNm\n      year\n      month\n      billed\n      outstanding\n    }\n  }\n": typeof types.DepositCompanyRowsDocument,
    "\n  query Companies($filter: CompanyFilterInput, $page: PageInput) {\n    companies(filter: $filter, page: $page) {\n      items {\n        ...CompanyRow\n      }\n      total\n    }\n  }\n": typeof types.CompaniesDocument,
    "\n  query DeliveryChecks($filter: DeliveryCheckFilterInput, $page: PageInput) {\n    deliveryChecks(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        shipmentId\n        requstDt\n        deliveryState\n        delivered\n        waybillNo\n        chargeNm\n        chargeGroupNm\n        billedCompanyNm\n        senderCompanyNm\n        senderRegionNm\n        senderTelNo\n        receiverCompanyNm\n        receiverRegionNm\n        receiverRegionDtlNm\n        receiverTelNo\n        receiverMobileNo\n        receiverAddress\n        kindNm\n        trnsprtCd\n        qty\n        amount\n        deliveryRouteNm\n        collectorNm\n        transportManager\n        transportDate\n        transportCodeNm\n        pickupCheck\n        memo\n      }\n    }\n  }\n": typeof types.DeliveryChecksDocument,
    "\n  fragment RouteRow on Route {\n    deliveryRouteId\n    deliveryRouteNm\n    useYn\n    companyCount\n    version\n  }\n": typeof types.RouteRowFragmentDoc,
    "\n  fragment RouteCompanyRow on RouteCompany {\n    companyId\n    companyNm\n    telNo\n    managerTelNo\n    address\n    useYn\n  }\n": typeof types.RouteCompanyRowFragmentDoc,
    "\n  query Routes {\n    routes {\n      items {\n        ...RouteRow\n      }\n      total\n    }\n  }\n": typeof types.RoutesDocument,
    "\n  query RouteCompanies($deliveryRouteId: Int!, $page: PageInput) {\n    routeCompanies(deliveryRouteId: $deliveryRouteId, page: $page) {\n      items {\n        ...RouteCompanyRow\n      }\n      total\n    }\n  }\n": typeof types.RouteCompaniesDocument,
    "\n  query RouteHasCompanies($deliveryRouteId: Int!) {\n    routeHasCompanies(deliveryRouteId: $deliveryRouteId)\n  }\n": typeof types.RouteHasCompaniesDocument,
    "\n  mutation CreateRoute($input: RouteCreateInput!) {\n    createRoute(input: $input) {\n      ...RouteRow\n    }\n  }\n": typeof types.CreateRouteDocument,
    "\n  mutation UpdateRoute($input: RouteUpdateInput!) {\n    updateRoute(input: $input) {\n      ...RouteRow\n    }\n  }\n": typeof types.UpdateRouteDocument,
    "\n  mutation DeleteRoute($deliveryRouteId: Int!) {\n    deleteRoute(deliveryRouteId: $deliveryRouteId) {\n      deliveryRouteId\n    }\n  }\n": typeof types.DeleteRouteDocument,
    "\n  query DailyVolume($filter: TransportFilterInput) {\n    transportStats(filter: $filter, groupBy: [\"DAY\"]) {\n      startDate\n      endDate\n      rows {\n        requstDt\n        transportCount\n        shipmentCount\n      }\n    }\n  }\n": typeof types.DailyVolumeDocument,
    "\n  query DeliveryStates($filter: DeliveryCheckFilterInput) {\n    deliveryStateStats(filter: $filter) {\n      startDate\n      shipmentCount\n      states {\n        state\n        stateNm\n        shipmentCount\n      }\n    }\n  }\n": typeof types.DeliveryStatesDocument,
    "\n  query MonthlyRevenue($filter: InvoiceFilterInput) {\n    monthlyRevenue(filter: $filter) {\n      year\n      months {\n        month\n        invoiceCount\n        totAmount\n      }\n    }\n  }\n": typeof types.MonthlyRevenueDocument,
    "\n  query DeliveryStatus($page: PageInput) {\n    deliveryStatus(page: $page) {\n      total\n      totalExact\n      items {\n        shipmentId\n        transportProcessNm\n        requstDt\n        senderRegionNm\n        collectorNm\n        senderCompanyNm\n        waybillNo\n        senderManagerNm\n        chargeNm\n        qty\n        untpc\n        sumAmount\n        weightUntpc\n        weightQty\n        weightAmount\n        rmk\n        receiverRegionNm\n        kindNm\n        receiverCompanyNm\n        receiverTelNo\n        receiverMobileNo\n        deliveryRouteNm\n        pickupCheck\n        transportManager\n        transportDate\n        transportCodeNm\n        memo\n        receiverAddress\n      }\n    }\n  }\n": typeof types.DeliveryStatusDocument,
    "\n  query CompanyStatement(\n    $billCompanyId: Int!\n    $year: Int!\n    $month: Int!\n    $billCd: String!\n    $companyId: Int!\n  ) {\n    companyStatement(\n      billCompanyId: $billCompanyId\n      year: $year\n      month: $month\n      billCd: $billCd\n      companyId: $companyId\n    ) {\n      year\n      month\n      billCd\n      billCompanyInfo {\n        billCompanyNm\n        billAddress\n        billTelNo\n        billFaxNo\n        billBizNo\n        billRepresentativeNm\n        billBizType\n        billBizItem\n        billAccountInfo\n      }\n      companyInfo {\n        companyId\n        companyNm\n        bizNo\n        representativeNm\n        address\n        startDate\n        endDate\n        communicationFee\n      }\n      shipmentInfoList {\n        shipmentId\n        billDate\n        waybillNo\n        senderNm\n        receiverNm\n        kindNm\n        qty\n        chargeNm\n        untpc\n        amount\n        trnsprtCd\n        side\n        payerNm\n      }\n      amounts {\n        billHistoryDetailId\n        totQty\n        totAmount\n        communicationFee\n        communicationFeeVat\n        untpc\n        untpcVat\n        weightUntpc\n        weightUntpcVat\n      }\n      typeSummary {\n        trnsprtCd\n        kindCd\n        kindNm\n        lineCount\n        qty\n        amount\n      }\n      typeGroups {\n        chargeGroup\n        chargeGroupNm\n        lineCount\n        amount\n        rows {\n          trnsprtCd\n          kindCd\n          kindNm\n          lineCount\n          qty\n          amount\n        }\n      }\n    }\n  }\n": typeof types.CompanyStatementDocument,
    "\n  fragment InvoiceCompanyRow on InvoiceDetail {\n    billHistoryDetailId\n    companyId\n    companyNm\n    email\n    faxNo\n    status\n    lastSentAt\n    lastSendError\n    sendState\n    changedAfterSend\n    sentTotAmount\n    mailExcluded\n    totQty\n    totAmount\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n  }\n": typeof types.InvoiceCompanyRowFragmentDoc,
    "\n  query InvoiceCompanies($billHistoryId: Int!, $statementState: String) {\n    invoice(billHistoryId: $billHistoryId) {\n      ...InvoiceRow\n      details(statementState: $statementState) {\n        ...InvoiceCompanyRow\n      }\n    }\n  }\n": typeof types.InvoiceCompaniesDocument,
    "\n  mutation SendStatement($billHistoryDetailId: Int!) {\n    sendStatement(billHistoryDetailId: $billHistoryDetailId) {\n      detail {\n        ...InvoiceCompanyRow\n      }\n      attempt {\n        statementMailId\n        recipient\n        result\n        error\n      }\n      send {\n        statementSendId\n        state\n        attempts\n        error\n      }\n    }\n  }\n": typeof types.SendStatementDocument,
    "\n  query StatementMails($billHistoryDetailId: Int!) {\n    statementMails(billHistoryDetailId: $billHistoryDetailId) {\n      statementMailId\n      sentAt\n      recipient\n      sentByNm\n      result\n      error\n      attachmentName\n      attachments {\n        statementMailAttachmentId\n        fileName\n        contentType\n      }\n    }\n  }\n": typeof types.StatementMailsDocument,
    "\n  fragment InvoiceCompanyFigures on InvoiceCompanyFigures {\n    totQty\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n    totAmount\n  }\n": typeof types.InvoiceCompanyFiguresFragmentDoc,
    "\n  fragment InvoiceCompanyVersion on InvoiceCompanyVersion {\n    versionNo\n    run\n    reason\n    memberNm\n    replacedAt\n    before {\n      ...InvoiceCompanyFigures\n    }\n    after {\n      ...InvoiceCompanyFigures\n    }\n  }\n": typeof types.InvoiceCompanyVersionFragmentDoc,
    "\n  mutation RecalculateInvoiceCompany($billHistoryDetailId: Int!, $reason: String!) {\n    recalculateInvoiceCompany(billHistoryDetailId: $billHistoryDetailId, input: { reason: $reason }) {\n      detail {\n        ...InvoiceCompanyRow\n      }\n      version {\n        ...InvoiceCompanyVersion\n      }\n    }\n  }\n": typeof types.RecalculateInvoiceCompanyDocument,
    "\n  query InvoiceCompanyVersions($billHistoryDetailId: Int!) {\n    invoiceCompanyVersions(billHistoryDetailId: $billHistoryDetailId) {\n      ...InvoiceCompanyVersion\n    }\n  }\n": typeof types.InvoiceCompanyVersionsDocument,
    "\n  fragment InvoiceRow on Invoice {\n    billHistoryId\n    billCompanyId\n    billCompanyNm\n    year\n    month\n    billCd\n    periodStart\n    periodEnd\n    totAmount\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n    companyCount\n    version\n    closedAt\n  }\n": typeof types.InvoiceRowFragmentDoc,
    "\n  query Invoices($filter: InvoiceFilterInput, $page: PageInput) {\n    invoices(filter: $filter, page: $page) {\n      items {\n        ...InvoiceRow\n      }\n      total\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  mutation GenerateInvoice($input: InvoiceGenerateInput!) {\n    generateInvoice(input: $input) {\n      ...InvoiceRow\n    }\n  }\n": typeof types.GenerateInvoiceDocument,
    "\n  mutation DeleteInvoice($billHistoryId: Int!) {\n    deleteInvoice(billHistoryId: $billHistoryId) {\n      billHistoryId\n    }\n  }\n": typeof types.DeleteInvoiceDocument,
    "\n  fragment StatementSendBatchProgress on StatementSendBatch {\n    statementSendBatchId\n    billHistoryId\n    includeSent\n    requestedAt\n    requestedByNm\n    total\n    waiting\n    retrying\n    sending\n    sent\n    failed\n    unknown\n    cancelled\n    finished\n    skippedZero\n    skippedSent\n    skippedQueued\n  }\n": typeof types.StatementSendBatchProgressFragmentDoc,
    "\n  mutation SendAllStatements($billHistoryId: Int!, $includeSent: Boolean!) {\n    sendAllStatements(billHistoryId: $billHistoryId, includeSent: $includeSent) {\n      ...StatementSendBatchProgress\n    }\n  }\n": typeof types.SendAllStatementsDocument,
    "\n  query StatementSendBatch($statementSendBatchId: Int!) {\n    statementSendBatch(statementSendBatchId: $statementSendBatchId) {\n      ...StatementSendBatchProgress\n    }\n  }\n": typeof types.StatementSendBatchDocument,
    "\n  query LatestStatementSendBatch($billHistoryId: Int!) {\n    statementSendBatches(billHistoryId: $billHistoryId, limit: 1) {\n      ...StatementSendBatchProgress\n    }\n  }\n": typeof types.LatestStatementSendBatchDocument,
    "\n  fragment MemberRow on MemberView {\n    memberId\n    userId\n    name\n    email\n    telNo\n    companyId\n    companyNm\n    groupVal\n    delYn\n    regDt\n    version\n  }\n": typeof types.MemberRowFragmentDoc,
    "\n  query Members($filter: MemberFilterInput, $page: PageInput) {\n    members(filter: $filter, page: $page) {\n      items {\n        ...MemberRow\n      }\n      total\n    }\n  }\n": typeof types.MembersDocument,
    "\n  query UserIdTaken($userId: String!) {\n    userIdTaken(userId: $userId)\n  }\n": typeof types.UserIdTakenDocument,
    "\n  mutation CreateMember($input: MemberCreateInput!) {\n    createMember(input: $input) {\n      ...MemberRow\n    }\n  }\n": typeof types.CreateMemberDocument,
    "\n  mutation UpdateMember($input: MemberUpdateInput!) {\n    updateMember(input: $input) {\n      ...MemberRow\n    }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  mutation WithdrawMember($memberId: Int!) {\n    withdrawMember(memberId: $memberId) {\n      ...MemberRow\n    }\n  }\n": typeof types.WithdrawMemberDocument,
    "\n  mutation UnlockMember($memberId: Int!) {\n    unlockMember(memberId: $memberId) {\n      memberId\n    }\n  }\n": typeof types.UnlockMemberDocument,
    "\n  fragment MonthCloseRowFields on MonthCloseRow {\n    billCompanyId\n    billCompanyNm\n    billCd\n    periodStart\n    periodEnd\n    billHistoryId\n    generatedAt\n    companyCount\n    totAmount\n    staleCompanies\n    undeliveredLines\n    undeliveredLink\n    invoiceLink\n    statementLinks {\n      sent\n      failed\n      unsent\n      skipped\n    }\n    statementsSent\n    statementsFailed\n    statementsSkipped\n    statementsUnsent\n    taxBillDownloads\n    lastTaxBillDownloadAt\n    closedAt\n    closedByNm\n    events {\n      action\n      reason\n      memberNm\n      at\n    }\n  }\n": typeof types.MonthCloseRowFieldsFragmentDoc,
    "\n  query MonthClose($input: MonthCloseInput!) {\n    monthClose(input: $input) {\n      year\n      month\n      receivedFrom\n      receivedTo\n      billedToNobodyLines\n      billedToNobodyLink\n      suspendedGroupLines\n      suspendedGroupLink\n      rows {\n        ...MonthCloseRowFields\n      }\n    }\n  }\n": typeof types.MonthCloseDocument,
    "\n  mutation CloseInvoice($billHistoryId: Int!) {\n    closeInvoice(billHistoryId: $billHistoryId) {\n      billHistoryId\n      closedAt\n    }\n  }\n": typeof types.CloseInvoiceDocument,
    "\n  mutation ReopenInvoice($billHistoryId: Int!, $input: ReopenInvoiceInput!) {\n    reopenInvoice(billHistoryId: $billHistoryId, input: $input) {\n      billHistoryId\n      closedAt\n    }\n  }\n": typeof types.ReopenInvoiceDocument,
    "\n  query TaxBillDownloads($billHistoryId: Int!) {\n    taxBillDownloads(billHistoryId: $billHistoryId) {\n      taxBillDownloadId\n      downloadedAt\n      memberNm\n      userId\n    }\n  }\n": typeof types.TaxBillDownloadsDocument,
    "\n  fragment NoticeRow on Notice {\n    noticeId\n    title\n    body\n    audience\n    pinnedYn\n    regNm\n    regDt\n    chgDt\n    version\n  }\n": typeof types.NoticeRowFragmentDoc,
    "\n  query Notices($page: PageInput) {\n    notices(page: $page) {\n      items {\n        ...NoticeRow\n      }\n      total\n    }\n  }\n": typeof types.NoticesDocument,
    "\n  mutation CreateNotice($input: NoticeInput!) {\n    createNotice(input: $input) {\n      ...NoticeRow\n    }\n  }\n": typeof types.CreateNoticeDocument,
    "\n  mutation UpdateNotice($input: NoticeUpdateInput!) {\n    updateNotice(input: $input) {\n      ...NoticeRow\n    }\n  }\n": typeof types.UpdateNoticeDocument,
    "\n  mutation DeleteNotice($noticeId: Int!) {\n    deleteNotice(noticeId: $noticeId) {\n      noticeId\n    }\n  }\n": typeof types.DeleteNoticeDocument,
    "\n  fragment ReceivableRow on Receivable {\n    companyId\n    companyNm\n    bizNo\n    billCompanyNm\n    billed\n    paid\n    outstanding\n    current\n    days30\n    days60\n    days90\n    lastPaidOn\n  }\n": typeof types.ReceivableRowFragmentDoc,
    "\n  query Receivables($filter: ReceivableFilterInput, $page: PageInput) {\n    receivables(filter: $filter, page: $page) {\n      asOf\n      total\n      items {\n        ...ReceivableRow\n      }\n      totals {\n        billed\n        paid\n        outstanding\n        current\n        days30\n        days60\n        days90\n      }\n    }\n  }\n": typeof types.ReceivablesDocument,
    "\n  query ReceivableInvoiceRows($companyId: Int!, $billCompanyId: Int) {\n    receivableInvoiceRows(companyId: $companyId, billCompanyId: $billCompanyId) {\n      billHistoryDetailId\n      billCompanyNm\n      year\n      month\n      billCd\n      billed\n      paid\n      outstanding\n    }\n  }\n": typeof types.ReceivableInvoiceRowsDocument,
    "\n  mutation RecordPayment($input: PaymentInput!) {\n    recordPayment(input: $input) {\n      paymentId\n      amount\n    }\n  }\n": typeof types.RecordPaymentDocument,
    "\n  mutation DeletePayment($paymentId: Int!, $input: PaymentDeleteInput!) {\n    deletePayment(paymentId: $paymentId, input: $input) {\n      paymentId\n      deletedAt\n    }\n  }\n": typeof types.DeletePaymentDocument,
    "\n  query CompanyLedger($input: CompanyLedgerInput!) {\n    companyLedger(input: $input) {\n      companyId\n      companyNm\n      from\n      to\n      openingBalance\n      closingBalance\n      entries {\n        kind\n        date\n        description\n        debit\n        credit\n        balance\n        billHistoryDetailId\n        payment {\n          paymentId\n          amount\n          memo\n          source\n          regByNm\n          deletedAt\n          deletedByNm\n          deleteReason\n        }\n      }\n    }\n  }\n": typeof types.CompanyLedgerDocument,
    "\n  query ShipperSettlements($filter: ShipperSettlementFilterInput, $page: PageInput) {\n    shipperSettlements(filter: $filter, page: $page) {\n      total\n      totals {\n        sentLines\n        sentQty\n        sentWeightKg\n        sentAmount\n        receivedLines\n        receivedQty\n        receivedWeightKg\n        receivedAmount\n        totalLines\n        totalQty\n        totalWeightKg\n        totalAmount\n        paidAsSenderAmount\n        paidAsReceiverAmount\n        paidAmount\n      }\n      items {\n        companyId\n        companyNm\n        regionNm\n        shipperNm\n        sentTransports\n        sentLines\n        sentQty\n        sentWeightKg\n        sentAmount\n        receivedLines\n        receivedQty\n        receivedWeightKg\n        receivedAmount\n        totalLines\n        totalQty\n        totalWeightKg\n        totalAmount\n        paidAsSenderAmount\n        paidAsReceiverAmount\n        paidAmount\n        settlementTopId\n        settlementTopNm\n      }\n    }\n  }\n": typeof types.ShipperSettlementsDocument,
    "\n  query ShipperDetails($filter: ShipperDetailsFilterInput, $page: PageInput) {\n    shipperDetails(filter: $filter, page: $page) {\n      total\n      summary {\n        qty\n        weightKg\n        prepaidAmount\n        collectAmount\n      }\n      items {\n        shipmentId\n        requstDt\n        companyNm\n        receiverCompanyNm\n        waybillNo\n        kindNm\n        trnsprtCd\n        qty\n        untpc\n        amount\n        chargeNm\n      }\n    }\n  }\n": typeof types.ShipperDetailsDocument,
    "\n  query ShipperKindSettlements($filter: ShipperSettlementFilterInput, $page: PageInput) {\n    shipperKindSettlements(filter: $filter, page: $page) {\n      total\n      kinds {\n        kindCd\n        kindNm\n      }\n      totals {\n        sent\n        received\n        total\n      }\n      items {\n        companyId\n        companyNm\n        regionNm\n        sent\n        received\n        total\n      }\n    }\n  }\n": typeof types.ShipperKindSettlementsDocument,
    "\n  fragment SupplierRow on Supplier {\n    billCompanyId\n    companyNm\n    bizNo\n    representativeNm\n    bizType\n    bizItem\n    address\n    postNo\n    telNo\n    faxNo\n    email\n    bankNm\n    depositorNm\n    accountNo\n    rmk\n    companyCount\n    delYn\n    regDt\n    version\n  }\n": typeof types.SupplierRowFragmentDoc,
    "\n  query Suppliers($filter: SupplierFilterInput, $page: PageInput) {\n    suppliers(filter: $filter, page: $page) {\n      items {\n        ...SupplierRow\n      }\n      total\n    }\n  }\n": typeof types.SuppliersDocument,
    "\n  mutation CreateSupplier($input: SupplierCreateInput!) {\n    createSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n": typeof types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($input: SupplierUpdateInput!) {\n    updateSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n": typeof types.UpdateSupplierDocument,
    "\n  mutation DeleteSupplier($billCompanyId: Int!) {\n    deleteSupplier(billCompanyId: $billCompanyId) {\n      billCompanyId\n      delYn\n    }\n  }\n": typeof types.DeleteSupplierDocument,
    "\n  query ShipmentNotifications($shipmentId: Int!) {\n    shipmentNotifications(shipmentId: $shipmentId) {\n      notificationId\n      eventCd\n      eventNm\n      state\n      channel\n      phoneNo\n      attempts\n      error\n      createdAt\n      sentAt\n    }\n  }\n": typeof types.ShipmentNotificationsDocument,
    "\n  mutation OptOutNotifications($phoneNo: String!) {\n    optOutNotifications(phoneNo: $phoneNo) {\n      phoneNo\n      sourceCd\n      optedOutAt\n    }\n  }\n": typeof types.OptOutNotificationsDocument,
    "\n  query EditorTransport($id: Int!) {\n    transport(senderTransportId: $id) {\n      senderTransportId\n      version\n      requstDt\n      senderCompanyId\n      companyNm\n      chargeCd\n      telNo\n      address\n      managerNm\n      managerTelNo\n      rmk\n      regionCd\n      regionDtlCd\n      shipperCd\n      untpc\n      weightUntpc\n      receivers {\n        receiverTransportId\n        receiverCompanyId\n        companyNm\n        telNo\n        managerTelNo\n        address\n        rmk\n        regionCd\n        regionDtlCd\n        shipperCd\n        untpc\n        weightUntpc\n        notifyYn\n        shipments {\n          shipmentId\n          trnsprtCd\n          kindCd\n          waybillNo\n          senderQty\n          receiverQty\n          senderUntpc\n          receiverUntpc\n        }\n      }\n    }\n  }\n": typeof types.EditorTransportDocument,
    "\n  query EditorCompany($companyId: Int!) {\n    company(companyId: $companyId) {\n      companyId\n      companyNm\n      telNo\n      address\n      managerNm\n      managerTelNo\n      regionCd\n      regionDtlCd\n      shipperCd\n      untpc\n      weightUntpc\n    }\n  }\n": typeof types.EditorCompanyDocument,
    "\n  mutation SaveTransport($input: TransportSaveInput!) {\n    saveTransport(input: $input) {\n      senderTransportId\n      version\n    }\n  }\n": typeof types.SaveTransportDocument,
    "\n  query PartyBilling($parties: [PartyRefInput!]!) {\n    partyBilling(parties: $parties) {\n      companyId\n      companyNm\n      billingState\n      topCompanyId\n      topCompanyNm\n    }\n  }\n": typeof types.PartyBillingDocument,
    "\n  fragment TransportImportHead on TransportImport {\n    id\n    status\n    fileName\n    senderCompanyId\n    senderCompanyNm\n    headers\n    mapping {\n      field\n      label\n      column\n    }\n    rowCount\n    problemRowCount\n    transportCount\n    plannedTransportCount\n    receptionDates\n    createdAt\n    createdByNm\n    committedAt\n    undoneAt\n    canUndo\n  }\n": typeof types.TransportImportHeadFragmentDoc,
    "\n  fragment TransportImportRowFields on TransportImportRow {\n    rowNo\n    transportNo\n    values {\n      receptionDate\n      senderCompany\n      chargeCd\n      receiverName\n      receiverTelNo\n      receiverMobileNo\n      zipCode\n      address\n      kindCd\n      trnsprtCd\n      quantity\n      unitPrice\n      waybillNo\n      goodsName\n      deliveryMessage\n    }\n    problems {\n      field\n      label\n      message\n    }\n    warning\n  }\n": typeof types.TransportImportRowFieldsFragmentDoc,
    "\n  query TransportImport($id: Int!) {\n    transportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n": typeof types.TransportImportDocument,
    "\n  query TransportImportRows($id: Int!, $onlyProblems: Boolean, $page: Int, $size: Int) {\n    transportImportRows(id: $id, onlyProblems: $onlyProblems, page: $page, size: $size) {\n      rows {\n        ...TransportImportRowFields\n      }\n      total\n    }\n  }\n": typeof types.TransportImportRowsDocument,
    "\n  query TransportImports($page: Int, $size: Int) {\n    transportImports(page: $page, size: $size) {\n      items {\n        ...TransportImportHead\n      }\n      total\n    }\n  }\n": typeof types.TransportImportsDocument,
    "\n  mutation SetTransportImportMapping($id: Int!, $mapping: [ImportColumnInput!]!) {\n    setTransportImportMapping(id: $id, mapping: $mapping) {\n      ...TransportImportHead\n    }\n  }\n": typeof types.SetTransportImportMappingDocument,
    "\n  mutation SetTransportImportSender($id: Int!, $senderCompanyId: Int) {\n    setTransportImportSender(id: $id, senderCompanyId: $senderCompanyId) {\n      ...TransportImportHead\n    }\n  }\n": typeof types.SetTransportImportSenderDocument,
    "\n  mutation FixTransportImportRow($id: Int!, $rowNo: Int!, $values: ImportRowValuesInput!) {\n    fixTransportImportRow(id: $id, rowNo: $rowNo, values: $values) {\n      row {\n        ...TransportImportRowFields\n      }\n      transportImport {\n        ...TransportImportHead\n      }\n    }\n  }\n": typeof types.FixTransportImportRowDocument,
    "\n  mutation RemoveTransportImportRows($id: Int!, $rowNos: [Int!]!) {\n    removeTransportImportRows(id: $id, rowNos: $rowNos) {\n      ...TransportImportHead\n    }\n  }\n": typeof types.RemoveTransportImportRowsDocument,
    "\n  mutation CommitTransportImport($id: Int!) {\n    commitTransportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n": typeof types.CommitTransportImportDocument,
    "\n  mutation UndoTransportImport($id: Int!) {\n    undoTransportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n": typeof types.UndoTransportImportDocument,
    "\n  query TransportList($filter: TransportFilterInput, $page: PageInput) {\n    transportList(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        senderTransportId\n        requstDt\n        senderCompanyNm\n        senderManagerNm\n        senderTelNo\n        senderRegionNm\n        senderRegionDtlNm\n        senderDeliveryRouteNm\n        chargeNm\n        receiverTransportId\n        receiverCompanyNm\n        receiverTelNo\n        receiverManagerTelNo\n        receiverAddress\n        receiverRegionNm\n        receiverRegionDtlNm\n        totalSenderAmount\n      }\n    }\n  }\n": typeof types.TransportListDocument,
    "\n  query TransportShipments($transportId: Int!) {\n    transportShipments(transportId: $transportId) {\n      shipmentId\n      receiverTransportId\n      kindNm\n      waybillNo\n      trnsprtCd\n      senderQty\n      senderUntpc\n      senderAmount\n    }\n  }\n": typeof types.TransportShipmentsDocument,
    "\n  mutation DeleteTransport($senderTransportId: Int!) {\n    deleteTransport(senderTransportId: $senderTransportId)\n  }\n": typeof types.DeleteTransportDocument,
    "\n  fragment WaybillRow on Waybill {\n    waybillId\n    senderCompanyId\n    senderCompanyNm\n    receiverCompanyId\n    receiverCompanyNm\n    chargeCd\n    chargeNm\n    qty\n    startNo\n    endNo\n    printCount\n    lastPrintedAt\n    regDt\n    version\n  }\n": typeof types.WaybillRowFragmentDoc,
    "\n  query Waybills($filter: WaybillFilterInput, $page: PageInput) {\n    waybills(filter: $filter, page: $page) {\n      items {\n        ...WaybillRow\n      }\n      total\n    }\n  }\n": typeof types.WaybillsDocument,
    "\n  mutation CreateWaybill($input: WaybillCreateInput!) {\n    createWaybill(input: $input) {\n      ...WaybillRow\n    }\n  }\n": typeof types.CreateWaybillDocument,
    "\n  mutation UpdateWaybill($input: WaybillUpdateInput!) {\n    updateWaybill(input: $input) {\n      ...WaybillRow\n    }\n  }\n": typeof types.UpdateWaybillDocument,
    "\n  mutation DeleteWaybill($waybillId: Int!) {\n    deleteWaybill(waybillId: $waybillId) {\n      waybillId\n      delYn\n    }\n  }\n": typeof types.DeleteWaybillDocument,
    "\n  mutation CreateWaybillPrintTicket($waybillId: Int!, $reprint: Boolean) {\n    createWaybillPrintTicket(waybillId: $waybillId, reprint: $reprint) {\n      waybillId\n      ticket\n      printUrl\n      expiresAt\n    }\n  }\n": typeof types.CreateWaybillPrintTicketDocument,
    "\n  query WaybillPrintTicketStatus($ticket: String!) {\n    waybillPrintTicketStatus(ticket: $ticket)\n  }\n": typeof types.WaybillPrintTicketStatusDocument,
    "\n  mutation PrintWaybillInBrowser($waybillId: Int!, $reprint: Boolean) {\n    printWaybillInBrowser(waybillId: $waybillId, reprint: $reprint) {\n      waybill {\n        ...WaybillRow\n      }\n      labels {\n        waybillNo\n        formattedNo\n        trackingUrl\n      }\n      printedAt\n    }\n  }\n": typeof types.PrintWaybillInBrowserDocument,
    "\n  query CodeList($type: String!, $parent: String) {\n    codes(type: $type, parent: $parent) {\n      codeVal\n      codeNm\n    }\n  }\n": typeof types.CodeListDocument,
    "\n  query CompanySearch($name: String!, $size: Int) {\n    companySearch(name: $name, size: $size) {\n      companyId\n      companyNm\n      telNo\n      address\n      managerTelNo\n      useYn\n    }\n  }\n": typeof types.CompanySearchDocument,
    "\n  query RouteOptions {\n    routes {\n      items {\n        deliveryRouteId\n        deliveryRouteNm\n      }\n    }\n  }\n": typeof types.RouteOptionsDocument,
    "\n  query SupplierOptions {\n    supplierOptions {\n      codeVal\n      codeNm\n    }\n  }\n": typeof types.SupplierOptionsDocument,
    "\n  query SupplierAccountOptions {\n    supplierAccountOptions {\n      codeVal\n      codeNm\n    }\n  }\n": typeof types.SupplierAccountOptionsDocument,
};
const documents: Documents = {
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    entity\n    subject\n    changedAt\n    memberName\n    actionLabel\n    changes {\n      field\n      label\n      before\n      after\n    }\n  }\n": types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditTrail($entity: AuditEntity!, $id: String!) {\n    auditTrail(entity: $entity, id: $id) {\n      ...AuditEntryFields\n    }\n  }\n": types.AuditTrailDocument,
    "\n  fragment CompanyRow on Company {\n    companyId\n    bizNo\n    companyNm\n    representativeNm\n    bizType\n    bizItem\n    address\n    telNo\n    faxNo\n    email\n    rmk\n    managerNm\n    managerTelNo\n    regionCd\n    regionNm\n    regionDtlCd\n    regionDtlNm\n    shipperYn\n    shipperCd\n    shipperNm\n    useYn\n    vatYn\n    taxbilOutputYn\n    billStdrCd\n    billCharCd\n    communicationFee\n    untpc\n    weightUntpc\n    deliveryRouteId\n    deliveryRouteNm\n    deliveryRouteCd\n    billCompanyId\n    billCompanyNm\n    excclcCompanyId\n    excclcCompanyNm\n    regDt\n    version\n  }\n": types.CompanyRowFragmentDoc,
    "\n  query BizNoTaken($bizNo: String!) {\n    bizNoTaken(bizNo: $bizNo)\n  }\n": types.BizNoTakenDocument,
    "\n  mutation CreateCompany($input: CompanyCreateInput!) {\n    createCompany(input: $input) {\n      company {\n        ...CompanyRow\n      }\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($input: CompanyUpdateInput!) {\n    updateCompany(input: $input) {\n      company {\n        ...CompanyRow\n      }\n    }\n  }\n": types.UpdateCompanyDocument,
    "\n  query CreateCompanyWarnings($input: CompanyCreateInput!) {\n    createCompanyWarnings(input: $input) {\n      code\n      message\n      field\n    }\n  }\n": types.CreateCompanyWarningsDocument,
    "\n  query UpdateCompanyWarnings($input: CompanyUpdateInput!) {\n    updateCompanyWarnings(input: $input) {\n      code\n      message\n      field\n    }\n  }\n": types.UpdateCompanyWarningsDocument,
    "\n  query GroupCompanySearch($name: String!) {\n    companySearch(name: $name, size: 50) {\n      companyId\n      companyNm\n      telNo\n      address\n      useYn\n    }\n  }\n": types.GroupCompanySearchDocument,
    "\n  query LatestNotices($limit: Int) {\n    latestNotices(limit: $limit) {\n      noticeId\n      title\n      body\n      pinnedYn\n      regDt\n    }\n  }\n": types.LatestNoticesDocument,
    "\n  fragment MyAccountFields on MyAccount {\n    memberId\n    userId\n    name\n    telNo\n    email\n    groupVal\n    companyNm\n    version\n  }\n": types.MyAccountFieldsFragmentDoc,
    "\n  query MyAccount {\n    myAccount {\n      ...MyAccountFields\n    }\n  }\n": types.MyAccountDocument,
    "\n  mutation UpdateMyAccount($input: MyAccountInput!) {\n    updateMyAccount(input: $input) {\n      ...MyAccountFields\n    }\n  }\n": types.UpdateMyAccountDocument,
    "\n  mutation ChangeMyPassword($input: PasswordChangeInput!) {\n    changeMyPassword(input: $input) {\n      accessToken\n      message\n    }\n  }\n": types.ChangeMyPasswordDocument,
    "\n  query AppInfo {\n    appInfo {\n      productName\n      demoData\n      printProgramUrl\n      publicUrl\n    }\n  }\n": types.AppInfoDocument,
    "\n  fragment ArrivalRow on Arrival {\n    shipmentId\n    receiverTransportId\n    senderTransportId\n    requstDt\n    receiverCompanyNm\n    receiverTelNo\n    receiverManagerTelNo\n    receiverAddress\n    receiverRegionNm\n    receiverRegionDtlNm\n    deliveryRouteNm\n    senderDeliveryRouteNm\n    senderCompanyNm\n    chargeNm\n    kindNm\n    waybillNo\n    trnsprtCd\n    receiverQty\n    receiverUntpc\n    receiverAmount\n    pickupCheck\n    transportManager\n    transportDate\n    transportCode\n    transportNm\n    memo\n    version\n  }\n": types.ArrivalRowFragmentDoc,
    "\n  query Arrivals($filter: ArrivalFilterInput, $page: PageInput) {\n    arrivals(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        ...ArrivalRow\n      }\n    }\n  }\n": types.ArrivalsDocument,
    "\n  query Arrival($shipmentId: Int!) {\n    arrival(shipmentId: $shipmentId) {\n      ...ArrivalRow\n      receiverRmk\n      senderTelNo\n      senderManagerNm\n    }\n  }\n": types.ArrivalDocument,
    "\n  mutation RecordDelivery($input: DeliveryRecordInput!) {\n    recordDelivery(input: $input) {\n      ...ArrivalRow\n      receiverRmk\n      senderTelNo\n      senderManagerNm\n    }\n  }\n": types.RecordDeliveryDocument,
    "\n  mutation ScanDelivery($waybillNo: String!) {\n    scanDelivery(waybillNo: $waybillNo) {\n      status\n      waybillNo\n      message\n      shipmentId\n      transportDate\n      transportManager\n      receiverCompanyNm\n      kindNm\n    }\n  }\n": types.ScanDeliveryDocument,
    "\n  mutation ScanOutForDelivery($waybillNo: String!) {\n    scanOutForDelivery(waybillNo: $waybillNo) {\n      status\n      waybillNo\n      message\n      shipmentId\n    }\n  }\n": types.ScanOutForDeliveryDocument,
    "\n  mutation MarkOutForDelivery($shipmentIds: [Int!]!) {\n    markOutForDelivery(shipmentIds: $shipmentIds) {\n      marked\n      alreadyOut\n      delivered\n      message\n    }\n  }\n": types.MarkOutForDeliveryDocument,
    "\n  query AuditLog($filter: AuditLogFilterInput, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      items {\n        ...AuditEntryFields\n        entityId\n        recordName\n        action\n      }\n      total\n      totalExact\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AuditMembers {\n    auditMembers {\n      memberId\n      memberName\n      withdrawn\n    }\n  }\n": types.AuditMembersDocument,
    "\n  fragment BankDepositCandidateFields on BankDepositCandidate {\n    billHistoryDetailId\n    companyId\n    companyNm\n    billCompanyNm\n    year\n    month\n    outstanding\n    reason\n  }\n": types.BankDepositCandidateFieldsFragmentDoc,
    "\n  fragment BankDepositUploadFields on BankDepositUpload {\n    id\n    bankNm\n    fileName\n    headers\n    mapping {\n      field\n      label\n      required\n      column\n    }\n    createdAt\n    createdByNm\n    rowCount\n    depositCount\n    depositAmount\n    withdrawalCount\n    matchedCount\n    candidatesCount\n    unmatchedCount\n    appliedCount\n    lines {\n      rowNo\n      transactedAt\n      summary\n      depositor\n      memo\n      amount\n      balance\n      status\n      candidates {\n        ...BankDepositCandidateFields\n      }\n      applied {\n        paymentId\n        companyNm\n        year\n        month\n        appliedAt\n      }\n    }\n    skippedRows {\n      rowNo\n      reason\n    }\n  }\n": types.BankDepositUploadFieldsFragmentDoc,
    "\n  query BankDepositUpload($id: Int!) {\n    bankDepositUpload(id: $id) {\n      ...BankDepositUploadFields\n    }\n  }\n": types.BankDepositUploadDocument,
    "\n  query BankNames {\n    bankNames\n  }\n": types.BankNamesDocument,
    "\n  mutation SetBankDepositMapping($id: Int!, $mapping: [BankFileColumnInput!]!) {\n    setBankDepositMapping(id: $id, mapping: $mapping) {\n      ...BankDepositUploadFields\n    }\n  }\n": types.SetBankDepositMappingDocument,
    "\n  mutation ConfirmBankDeposits($id: Int!, $lines: [BankDepositChoiceInput!]!) {\n    confirmBankDeposits(id: $id, lines: $lines) {\n      appliedCount\n      appliedAmount\n      alreadyAppliedCount\n      rememberedDepositorCount\n      upload {\n        ...BankDepositUploadFields\n      }\n    }\n  }\n": types.ConfirmBankDepositsDocument,
    "\n  query DepositCompanyRows($companyId: Int!) {\n    receivableInvoiceRows(companyId: $companyId) {\n      billHistoryDetailId\n      billCompanyNm\n      year\n      month\n      billed\n      outstanding\n    }\n  }\n": types.DepositCompanyRowsDocument,
    "\n  query Companies($filter: CompanyFilterInput, $page: PageInput) {\n    companies(filter: $filter, page: $page) {\n      items {\n        ...CompanyRow\n      }\n      total\n    }\n  }\n": types.CompaniesDocument,
    "\n  query DeliveryChecks($filter: DeliveryCheckFilterInput, $page: PageInput) {\n    deliveryChecks(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        shipmentId\n        requstDt\n        deliveryState\n        delivered\n        waybillNo\n        chargeNm\n        chargeGroupNm\n        billedCompanyNm\n        senderCompanyNm\n        senderRegionNm\n        senderTelNo\n        receiverCompanyNm\n        receiverRegionNm\n        receiverRegionDtlNm\n        receiverTelNo\n        receiverMobileNo\n        receiverAddress\n        kindNm\n        trnsprtCd\n        qty\n        amount\n        deliveryRouteNm\n        collectorNm\n        transportManager\n        transportDate\n        transportCodeNm\n        pickupCheck\n        memo\n      }\n    }\n  }\n": types.DeliveryChecksDocument,
    "\n  fragment RouteRow on Route {\n    deliveryRouteId\n    deliveryRouteNm\n    useYn\n    companyCount\n    version\n  }\n": types.RouteRowFragmentDoc,
    "\n  fragment RouteCompanyRow on RouteCompany {\n    companyId\n    companyNm\n    telNo\n    managerTelNo\n    address\n    useYn\n  }\n": types.RouteCompanyRowFragmentDoc,
    "\n  query Routes {\n    routes {\n      items {\n        ...RouteRow\n      }\n      total\n    }\n  }\n": types.RoutesDocument,
    "\n  query RouteCompanies($deliveryRouteId: Int!, $page: PageInput) {\n    routeCompanies(deliveryRouteId: $deliveryRouteId, page: $page) {\n      items {\n        ...RouteCompanyRow\n      }\n      total\n    }\n  }\n": types.RouteCompaniesDocument,
    "\n  query RouteHasCompanies($deliveryRouteId: Int!) {\n    routeHasCompanies(deliveryRouteId: $deliveryRouteId)\n  }\n": types.RouteHasCompaniesDocument,
    "\n  mutation CreateRoute($input: RouteCreateInput!) {\n    createRoute(input: $input) {\n      ...RouteRow\n    }\n  }\n": types.CreateRouteDocument,
    "\n  mutation UpdateRoute($input: RouteUpdateInput!) {\n    updateRoute(input: $input) {\n      ...RouteRow\n    }\n  }\n": types.UpdateRouteDocument,
    "\n  mutation DeleteRoute($deliveryRouteId: Int!) {\n    deleteRoute(deliveryRouteId: $deliveryRouteId) {\n      deliveryRouteId\n    }\n  }\n": types.DeleteRouteDocument,
    "\n  query DailyVolume($filter: TransportFilterInput) {\n    transportStats(filter: $filter, groupBy: [\"DAY\"]) {\n      startDate\n      endDate\n      rows {\n        requstDt\n        transportCount\n        shipmentCount\n      }\n    }\n  }\n": types.DailyVolumeDocument,
    "\n  query DeliveryStates($filter: DeliveryCheckFilterInput) {\n    deliveryStateStats(filter: $filter) {\n      startDate\n      shipmentCount\n      states {\n        state\n        stateNm\n        shipmentCount\n      }\n    }\n  }\n": types.DeliveryStatesDocument,
    "\n  query MonthlyRevenue($filter: InvoiceFilterInput) {\n    monthlyRevenue(filter: $filter) {\n      year\n      months {\n        month\n        invoiceCount\n        totAmount\n      }\n    }\n  }\n": types.MonthlyRevenueDocument,
    "\n  query DeliveryStatus($page: PageInput) {\n    deliveryStatus(page: $page) {\n      total\n      totalExact\n      items {\n        shipmentId\n        transportProcessNm\n        requstDt\n        senderRegionNm\n        collectorNm\n        senderCompanyNm\n        waybillNo\n        senderManagerNm\n        chargeNm\n        qty\n        untpc\n        sumAmount\n        weightUntpc\n        weightQty\n        weightAmount\n        rmk\n        receiverRegionNm\n        kindNm\n        receiverCompanyNm\n        receiverTelNo\n        receiverMobileNo\n        deliveryRouteNm\n        pickupCheck\n        transportManager\n        transportDate\n        transportCodeNm\n        memo\n        receiverAddress\n      }\n    }\n  }\n": types.DeliveryStatusDocument,
    "\n  query CompanyStatement(\n    $billCompanyId: Int!\n    $year: Int!\n    $month: Int!\n    $billCd: String!\n    $companyId: Int!\n  ) {\n    companyStatement(\n      billCompanyId: $billCompanyId\n      year: $year\n      month: $month\n      billCd: $billCd\n      companyId: $companyId\n    ) {\n      year\n      month\n      billCd\n      billCompanyInfo {\n        billCompanyNm\n        billAddress\n        billTelNo\n        billFaxNo\n        billBizNo\n        billRepresentativeNm\n        billBizType\n        billBizItem\n        billAccountInfo\n      }\n      companyInfo {\n        companyId\n        companyNm\n        bizNo\n        representativeNm\n        address\n        startDate\n        endDate\n        communicationFee\n      }\n      shipmentInfoList {\n        shipmentId\n        billDate\n        waybillNo\n        senderNm\n        receiverNm\n        kindNm\n        qty\n        chargeNm\n        untpc\n        amount\n        trnsprtCd\n        side\n        payerNm\n      }\n      amounts {\n        billHistoryDetailId\n        totQty\n        totAmount\n        communicationFee\n        communicationFeeVat\n        untpc\n        untpcVat\n        weightUntpc\n        weightUntpcVat\n      }\n      typeSummary {\n        trnsprtCd\n        kindCd\n        kindNm\n        lineCount\n        qty\n        amount\n      }\n      typeGroups {\n        chargeGroup\n        chargeGroupNm\n        lineCount\n        amount\n        rows {\n          trnsprtCd\n          kindCd\n          kindNm\n          lineCount\n          qty\n          amount\n        }\n      }\n    }\n  }\n": types.CompanyStatementDocument,
    "\n  fragment InvoiceCompanyRow on InvoiceDetail {\n    billHistoryDetailId\n    companyId\n    companyNm\n    email\n    faxNo\n    status\n    lastSentAt\n    lastSendError\n    sendState\n    changedAfterSend\n    sentTotAmount\n    mailExcluded\n    totQty\n    totAmount\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n  }\n": types.InvoiceCompanyRowFragmentDoc,
    "\n  query InvoiceCompanies($billHistoryId: Int!, $statementState: String) {\n    invoice(billHistoryId: $billHistoryId) {\n      ...InvoiceRow\n      details(statementState: $statementState) {\n        ...InvoiceCompanyRow\n      }\n    }\n  }\n": types.InvoiceCompaniesDocument,
    "\n  mutation SendStatement($billHistoryDetailId: Int!) {\n    sendStatement(billHistoryDetailId: $billHistoryDetailId) {\n      detail {\n        ...InvoiceCompanyRow\n      }\n      attempt {\n        statementMailId\n        recipient\n        result\n        error\n      }\n      send {\n        statementSendId\n        state\n        attempts\n        error\n      }\n    }\n  }\n": types.SendStatementDocument,
    "\n  query StatementMails($billHistoryDetailId: Int!) {\n    statementMails(billHistoryDetailId: $billHistoryDetailId) {\n      statementMailId\n      sentAt\n      recipient\n      sentByNm\n      result\n      error\n      attachmentName\n      attachments {\n        statementMailAttachmentId\n        fileName\n        contentType\n      }\n    }\n  }\n": types.StatementMailsDocument,
    "\n  fragment InvoiceCompanyFigures on InvoiceCompanyFigures {\n    totQty\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n    totAmount\n  }\n": types.InvoiceCompanyFiguresFragmentDoc,
    "\n  fragment InvoiceCompanyVersion on InvoiceCompanyVersion {\n    versionNo\n    run\n    reason\n    memberNm\n    replacedAt\n    before {\n      ...InvoiceCompanyFigures\n    }\n    after {\n      ...InvoiceCompanyFigures\n    }\n  }\n": types.InvoiceCompanyVersionFragmentDoc,
    "\n  mutation RecalculateInvoiceCompany($billHistoryDetailId: Int!, $reason: String!) {\n    recalculateInvoiceCompany(billHistoryDetailId: $billHistoryDetailId, input: { reason: $reason }) {\n      detail {\n        ...InvoiceCompanyRow\n      }\n      version {\n        ...InvoiceCompanyVersion\n      }\n    }\n  }\n": types.RecalculateInvoiceCompanyDocument,
    "\n  query InvoiceCompanyVersions($billHistoryDetailId: Int!) {\n    invoiceCompanyVersions(billHistoryDetailId: $billHistoryDetailId) {\n      ...InvoiceCompanyVersion\n    }\n  }\n": types.InvoiceCompanyVersionsDocument,
    "\n  fragment InvoiceRow on Invoice {\n    billHistoryId\n    billCompanyId\n    billCompanyNm\n    year\n    month\n    billCd\n    periodStart\n    periodEnd\n    totAmount\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n    companyCount\n    version\n    closedAt\n  }\n": types.InvoiceRowFragmentDoc,
    "\n  query Invoices($filter: InvoiceFilterInput, $page: PageInput) {\n    invoices(filter: $filter, page: $page) {\n      items {\n        ...InvoiceRow\n      }\n      total\n    }\n  }\n": types.InvoicesDocument,
    "\n  mutation GenerateInvoice($input: InvoiceGenerateInput!) {\n    generateInvoice(input: $input) {\n      ...InvoiceRow\n    }\n  }\n": types.GenerateInvoiceDocument,
    "\n  mutation DeleteInvoice($billHistoryId: Int!) {\n    deleteInvoice(billHistoryId: $billHistoryId) {\n      billHistoryId\n    }\n  }\n": types.DeleteInvoiceDocument,
    "\n  fragment StatementSendBatchProgress on StatementSendBatch {\n    statementSendBatchId\n    billHistoryId\n    includeSent\n    requestedAt\n    requestedByNm\n    total\n    waiting\n    retrying\n    sending\n    sent\n    failed\n    unknown\n    cancelled\n    finished\n    skippedZero\n    skippedSent\n    skippedQueued\n  }\n": types.StatementSendBatchProgressFragmentDoc,
    "\n  mutation SendAllStatements($billHistoryId: Int!, $includeSent: Boolean!) {\n    sendAllStatements(billHistoryId: $billHistoryId, includeSent: $includeSent) {\n      ...StatementSendBatchProgress\n    }\n  }\n": types.SendAllStatementsDocument,
    "\n  query StatementSendBatch($statementSendBatchId: Int!) {\n    statementSendBatch(statementSendBatchId: $statementSendBatchId) {\n      ...StatementSendBatchProgress\n    }\n  }\n": types.StatementSendBatchDocument,
    "\n  query LatestStatementSendBatch($billHistoryId: Int!) {\n    statementSendBatches(billHistoryId: $billHistoryId, limit: 1) {\n      ...StatementSendBatchProgress\n    }\n  }\n": types.LatestStatementSendBatchDocument,
    "\n  fragment MemberRow on MemberView {\n    memberId\n    userId\n    name\n    email\n    telNo\n    companyId\n    companyNm\n    groupVal\n    delYn\n    regDt\n    version\n  }\n": types.MemberRowFragmentDoc,
    "\n  query Members($filter: MemberFilterInput, $page: PageInput) {\n    members(filter: $filter, page: $page) {\n      items {\n        ...MemberRow\n      }\n      total\n    }\n  }\n": types.MembersDocument,
    "\n  query UserIdTaken($userId: String!) {\n    userIdTaken(userId: $userId)\n  }\n": types.UserIdTakenDocument,
    "\n  mutation CreateMember($input: MemberCreateInput!) {\n    createMember(input: $input) {\n      ...MemberRow\n    }\n  }\n": types.CreateMemberDocument,
    "\n  mutation UpdateMember($input: MemberUpdateInput!) {\n    updateMember(input: $input) {\n      ...MemberRow\n    }\n  }\n": types.UpdateMemberDocument,
    "\n  mutation WithdrawMember($memberId: Int!) {\n    withdrawMember(memberId: $memberId) {\n      ...MemberRow\n    }\n  }\n": types.WithdrawMemberDocument,
    "\n  mutation UnlockMember($memberId: Int!) {\n    unlockMember(memberId: $memberId) {\n      memberId\n    }\n  }\n": types.UnlockMemberDocument,
    "\n  fragment MonthCloseRowFields on MonthCloseRow {\n    billCompanyId\n    billCompanyNm\n    billCd\n    periodStart\n    periodEnd\n    billHistoryId\n    generatedAt\n    companyCount\n    totAmount\n    staleCompanies\n    undeliveredLines\n    undeliveredLink\n    invoiceLink\n    statementLinks {\n      sent\n      failed\n      unsent\n      skipped\n    }\n    statementsSent\n    statementsFailed\n    statementsSkipped\n    statementsUnsent\n    taxBillDownloads\n    lastTaxBillDownloadAt\n    closedAt\n    closedByNm\n    events {\n      action\n      reason\n      memberNm\n      at\n    }\n  }\n": types.MonthCloseRowFieldsFragmentDoc,
    "\n  query MonthClose($input: MonthCloseInput!) {\n    monthClose(input: $input) {\n      year\n      month\n      receivedFrom\n      receivedTo\n      billedToNobodyLines\n      billedToNobodyLink\n      suspendedGroupLines\n      suspendedGroupLink\n      rows {\n        ...MonthCloseRowFields\n      }\n    }\n  }\n": types.MonthCloseDocument,
    "\n  mutation CloseInvoice($billHistoryId: Int!) {\n    closeInvoice(billHistoryId: $billHistoryId) {\n      billHistoryId\n      closedAt\n    }\n  }\n": types.CloseInvoiceDocument,
    "\n  mutation ReopenInvoice($billHistoryId: Int!, $input: ReopenInvoiceInput!) {\n    reopenInvoice(billHistoryId: $billHistoryId, input: $input) {\n      billHistoryId\n      closedAt\n    }\n  }\n": types.ReopenInvoiceDocument,
    "\n  query TaxBillDownloads($billHistoryId: Int!) {\n    taxBillDownloads(billHistoryId: $billHistoryId) {\n      taxBillDownloadId\n      downloadedAt\n      memberNm\n      userId\n    }\n  }\n": types.TaxBillDownloadsDocument,
    "\n  fragment NoticeRow on Notice {\n    noticeId\n    title\n    body\n    audience\n    pinnedYn\n    regNm\n    regDt\n    chgDt\n    version\n  }\n": types.NoticeRowFragmentDoc,
    "\n  query Notices($page: PageInput) {\n    notices(page: $page) {\n      items {\n        ...NoticeRow\n      }\n      total\n    }\n  }\n": types.NoticesDocument,
    "\n  mutation CreateNotice($input: NoticeInput!) {\n    createNotice(input: $input) {\n      ...NoticeRow\n    }\n  }\n": types.CreateNoticeDocument,
    "\n  mutation UpdateNotice($input: NoticeUpdateInput!) {\n    updateNotice(input: $input) {\n      ...NoticeRow\n    }\n  }\n": types.UpdateNoticeDocument,
    "\n  mutation DeleteNotice($noticeId: Int!) {\n    deleteNotice(noticeId: $noticeId) {\n      noticeId\n    }\n  }\n": types.DeleteNoticeDocument,
    "\n  fragment ReceivableRow on Receivable {\n    companyId\n    companyNm\n    bizNo\n    billCompanyNm\n    billed\n    paid\n    outstanding\n    current\n    days30\n    days60\n    days90\n    lastPaidOn\n  }\n": types.ReceivableRowFragmentDoc,
    "\n  query Receivables($filter: ReceivableFilterInput, $page: PageInput) {\n    receivables(filter: $filter, page: $page) {\n      asOf\n      total\n      items {\n        ...ReceivableRow\n      }\n      totals {\n        billed\n        paid\n        outstanding\n        current\n        days30\n        days60\n        days90\n      }\n    }\n  }\n": types.ReceivablesDocument,
    "\n  query ReceivableInvoiceRows($companyId: Int!, $billCompanyId: Int) {\n    receivableInvoiceRows(companyId: $companyId, billCompanyId: $billCompanyId) {\n      billHistoryDetailId\n      billCompanyNm\n      year\n      month\n      billCd\n      billed\n      paid\n      outstanding\n    }\n  }\n": types.ReceivableInvoiceRowsDocument,
    "\n  mutation RecordPayment($input: PaymentInput!) {\n    recordPayment(input: $input) {\n      paymentId\n      amount\n    }\n  }\n": types.RecordPaymentDocument,
    "\n  mutation DeletePayment($paymentId: Int!, $input: PaymentDeleteInput!) {\n    deletePayment(paymentId: $paymentId, input: $input) {\n      paymentId\n      deletedAt\n    }\n  }\n": types.DeletePaymentDocument,
    "\n  query CompanyLedger($input: CompanyLedgerInput!) {\n    companyLedger(input: $input) {\n      companyId\n      companyNm\n      from\n      to\n      openingBalance\n      closingBalance\n      entries {\n        kind\n        date\n        description\n        debit\n        credit\n        balance\n        billHistoryDetailId\n        payment {\n          paymentId\n          amount\n          memo\n          source\n          regByNm\n          deletedAt\n          deletedByNm\n          deleteReason\n        }\n      }\n    }\n  }\n": types.CompanyLedgerDocument,
    "\n  query ShipperSettlements($filter: ShipperSettlementFilterInput, $page: PageInput) {\n    shipperSettlements(filter: $filter, page: $page) {\n      total\n      totals {\n        sentLines\n        sentQty\n        sentWeightKg\n        sentAmount\n        receivedLines\n        receivedQty\n        receivedWeightKg\n        receivedAmount\n        totalLines\n        totalQty\n        totalWeightKg\n        totalAmount\n        paidAsSenderAmount\n        paidAsReceiverAmount\n        paidAmount\n      }\n      items {\n        companyId\n        companyNm\n        regionNm\n        shipperNm\n        sentTransports\n        sentLines\n        sentQty\n        sentWeightKg\n        sentAmount\n        receivedLines\n        receivedQty\n        receivedWeightKg\n        receivedAmount\n        totalLines\n        totalQty\n        totalWeightKg\n        totalAmount\n        paidAsSenderAmount\n        paidAsReceiverAmount\n        paidAmount\n        settlementTopId\n        settlementTopNm\n      }\n    }\n  }\n": types.ShipperSettlementsDocument,
    "\n  query ShipperDetails($filter: ShipperDetailsFilterInput, $page: PageInput) {\n    shipperDetails(filter: $filter, page: $page) {\n      total\n      summary {\n        qty\n        weightKg\n        prepaidAmount\n        collectAmount\n      }\n      items {\n        shipmentId\n        requstDt\n        companyNm\n        receiverCompanyNm\n        waybillNo\n        kindNm\n        trnsprtCd\n        qty\n        untpc\n        amount\n        chargeNm\n      }\n    }\n  }\n": types.ShipperDetailsDocument,
    "\n  query ShipperKindSettlements($filter: ShipperSettlementFilterInput, $page: PageInput) {\n    shipperKindSettlements(filter: $filter, page: $page) {\n      total\n      kinds {\n        kindCd\n        kindNm\n      }\n      totals {\n        sent\n        received\n        total\n      }\n      items {\n        companyId\n        companyNm\n        regionNm\n        sent\n        received\n        total\n      }\n    }\n  }\n": types.ShipperKindSettlementsDocument,
    "\n  fragment SupplierRow on Supplier {\n    billCompanyId\n    companyNm\n    bizNo\n    representativeNm\n    bizType\n    bizItem\n    address\n    postNo\n    telNo\n    faxNo\n    email\n    bankNm\n    depositorNm\n    accountNo\n    rmk\n    companyCount\n    delYn\n    regDt\n    version\n  }\n": types.SupplierRowFragmentDoc,
    "\n  query Suppliers($filter: SupplierFilterInput, $page: PageInput) {\n    suppliers(filter: $filter, page: $page) {\n      items {\n        ...SupplierRow\n      }\n      total\n    }\n  }\n": types.SuppliersDocument,
    "\n  mutation CreateSupplier($input: SupplierCreateInput!) {\n    createSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n": types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($input: SupplierUpdateInput!) {\n    updateSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n": types.UpdateSupplierDocument,
    "\n  mutation DeleteSupplier($billCompanyId: Int!) {\n    deleteSupplier(billCompanyId: $billCompanyId) {\n      billCompanyId\n      delYn\n    }\n  }\n": types.DeleteSupplierDocument,
    "\n  query ShipmentNotifications($shipmentId: Int!) {\n    shipmentNotifications(shipmentId: $shipmentId) {\n      notificationId\n      eventCd\n      eventNm\n      state\n      channel\n      phoneNo\n      attempts\n      error\n      createdAt\n      sentAt\n    }\n  }\n": types.ShipmentNotificationsDocument,
    "\n  mutation OptOutNotifications($phoneNo: String!) {\n    optOutNotifications(phoneNo: $phoneNo) {\n      phoneNo\n      sourceCd\n      optedOutAt\n    }\n  }\n": types.OptOutNotificationsDocument,
    "\n  query EditorTransport($id: Int!) {\n    transport(senderTransportId: $id) {\n      senderTransportId\n      version\n      requstDt\n      senderCompanyId\n      companyNm\n      chargeCd\n      telNo\n      address\n      managerNm\n      managerTelNo\n      rmk\n      regionCd\n      regionDtlCd\n      shipperCd\n      untpc\n      weightUntpc\n      receivers {\n        receiverTransportId\n        receiverCompanyId\n        companyNm\n        telNo\n        managerTelNo\n        address\n        rmk\n        regionCd\n        regionDtlCd\n        shipperCd\n        untpc\n        weightUntpc\n        notifyYn\n        shipments {\n          shipmentId\n          trnsprtCd\n          kindCd\n          waybillNo\n          senderQty\n          receiverQty\n          senderUntpc\n          receiverUntpc\n        }\n      }\n    }\n  }\n": types.EditorTransportDocument,
    "\n  query EditorCompany($companyId: Int!) {\n    company(companyId: $companyId) {\n      companyId\n      companyNm\n      telNo\n      address\n      managerNm\n      managerTelNo\n      regionCd\n      regionDtlCd\n      shipperCd\n      untpc\n      weightUntpc\n    }\n  }\n": types.EditorCompanyDocument,
    "\n  mutation SaveTransport($input: TransportSaveInput!) {\n    saveTransport(input: $input) {\n      senderTransportId\n      version\n    }\n  }\n": types.SaveTransportDocument,
    "\n  query PartyBilling($parties: [PartyRefInput!]!) {\n    partyBilling(parties: $parties) {\n      companyId\n      companyNm\n      billingState\n      topCompanyId\n      topCompanyNm\n    }\n  }\n": types.PartyBillingDocument,
    "\n  fragment TransportImportHead on TransportImport {\n    id\n    status\n    fileName\n    senderCompanyId\n    senderCompanyNm\n    headers\n    mapping {\n      field\n      label\n      column\n    }\n    rowCount\n    problemRowCount\n    transportCount\n    plannedTransportCount\n    receptionDates\n    createdAt\n    createdByNm\n    committedAt\n    undoneAt\n    canUndo\n  }\n": types.TransportImportHeadFragmentDoc,
    "\n  fragment TransportImportRowFields on TransportImportRow {\n    rowNo\n    transportNo\n    values {\n      receptionDate\n      senderCompany\n      chargeCd\n      receiverName\n      receiverTelNo\n      receiverMobileNo\n      zipCode\n      address\n      kindCd\n      trnsprtCd\n      quantity\n      unitPrice\n      waybillNo\n      goodsName\n      deliveryMessage\n    }\n    problems {\n      field\n      label\n      message\n    }\n    warning\n  }\n": types.TransportImportRowFieldsFragmentDoc,
    "\n  query TransportImport($id: Int!) {\n    transportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n": types.TransportImportDocument,
    "\n  query TransportImportRows($id: Int!, $onlyProblems: Boolean, $page: Int, $size: Int) {\n    transportImportRows(id: $id, onlyProblems: $onlyProblems, page: $page, size: $size) {\n      rows {\n        ...TransportImportRowFields\n      }\n      total\n    }\n  }\n": types.TransportImportRowsDocument,
    "\n  query TransportImports($page: Int, $size: Int) {\n    transportImports(page: $page, size: $size) {\n      items {\n        ...TransportImportHead\n      }\n      total\n    }\n  }\n": types.TransportImportsDocument,
    "\n  mutation SetTransportImportMapping($id: Int!, $mapping: [ImportColumnInput!]!) {\n    setTransportImportMapping(id: $id, mapping: $mapping) {\n      ...TransportImportHead\n    }\n  }\n": types.SetTransportImportMappingDocument,
    "\n  mutation SetTransportImportSender($id: Int!, $senderCompanyId: Int) {\n    setTransportImportSender(id: $id, senderCompanyId: $senderCompanyId) {\n      ...TransportImportHead\n    }\n  }\n": types.SetTransportImportSenderDocument,
    "\n  mutation FixTransportImportRow($id: Int!, $rowNo: Int!, $values: ImportRowValuesInput!) {\n    fixTransportImportRow(id: $id, rowNo: $rowNo, values: $values) {\n      row {\n        ...TransportImportRowFields\n      }\n      transportImport {\n        ...TransportImportHead\n      }\n    }\n  }\n": types.FixTransportImportRowDocument,
    "\n  mutation RemoveTransportImportRows($id: Int!, $rowNos: [Int!]!) {\n    removeTransportImportRows(id: $id, rowNos: $rowNos) {\n      ...TransportImportHead\n    }\n  }\n": types.RemoveTransportImportRowsDocument,
    "\n  mutation CommitTransportImport($id: Int!) {\n    commitTransportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n": types.CommitTransportImportDocument,
    "\n  mutation UndoTransportImport($id: Int!) {\n    undoTransportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n": types.UndoTransportImportDocument,
    "\n  query TransportList($filter: TransportFilterInput, $page: PageInput) {\n    transportList(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        senderTransportId\n        requstDt\n        senderCompanyNm\n        senderManagerNm\n        senderTelNo\n        senderRegionNm\n        senderRegionDtlNm\n        senderDeliveryRouteNm\n        chargeNm\n        receiverTransportId\n        receiverCompanyNm\n        receiverTelNo\n        receiverManagerTelNo\n        receiverAddress\n        receiverRegionNm\n        receiverRegionDtlNm\n        totalSenderAmount\n      }\n    }\n  }\n": types.TransportListDocument,
    "\n  query TransportShipments($transportId: Int!) {\n    transportShipments(transportId: $transportId) {\n      shipmentId\n      receiverTransportId\n      kindNm\n      waybillNo\n      trnsprtCd\n      senderQty\n      senderUntpc\n      senderAmount\n    }\n  }\n": types.TransportShipmentsDocument,
    "\n  mutation DeleteTransport($senderTransportId: Int!) {\n    deleteTransport(senderTransportId: $senderTransportId)\n  }\n": types.DeleteTransportDocument,
    "\n  fragment WaybillRow on Waybill {\n    waybillId\n    senderCompanyId\n    senderCompanyNm\n    receiverCompanyId\n    receiverCompanyNm\n    chargeCd\n    chargeNm\n    qty\n    startNo\n    endNo\n    printCount\n    lastPrintedAt\n    regDt\n    version\n  }\n": types.WaybillRowFragmentDoc,
    "\n  query Waybills($filter: WaybillFilterInput, $page: PageInput) {\n    waybills(filter: $filter, page: $page) {\n      items {\n        ...WaybillRow\n      }\n      total\n    }\n  }\n": types.WaybillsDocument,
    "\n  mutation CreateWaybill($input: WaybillCreateInput!) {\n    createWaybill(input: $input) {\n      ...WaybillRow\n    }\n  }\n": types.CreateWaybillDocument,
    "\n  mutation UpdateWaybill($input: WaybillUpdateInput!) {\n    updateWaybill(input: $input) {\n      ...WaybillRow\n    }\n  }\n": types.UpdateWaybillDocument,
    "\n  mutation DeleteWaybill($waybillId: Int!) {\n    deleteWaybill(waybillId: $waybillId) {\n      waybillId\n      delYn\n    }\n  }\n": types.DeleteWaybillDocument,
    "\n  mutation CreateWaybillPrintTicket($waybillId: Int!, $reprint: Boolean) {\n    createWaybillPrintTicket(waybillId: $waybillId, reprint: $reprint) {\n      waybillId\n      ticket\n      printUrl\n      expiresAt\n    }\n  }\n": types.CreateWaybillPrintTicketDocument,
    "\n  query WaybillPrintTicketStatus($ticket: String!) {\n    waybillPrintTicketStatus(ticket: $ticket)\n  }\n": types.WaybillPrintTicketStatusDocument,
    "\n  mutation PrintWaybillInBrowser($waybillId: Int!, $reprint: Boolean) {\n    printWaybillInBrowser(waybillId: $waybillId, reprint: $reprint) {\n      waybill {\n        ...WaybillRow\n      }\n      labels {\n        waybillNo\n        formattedNo\n        trackingUrl\n      }\n      printedAt\n    }\n  }\n": types.PrintWaybillInBrowserDocument,
    "\n  query CodeList($type: String!, $parent: String) {\n    codes(type: $type, parent: $parent) {\n      codeVal\n      codeNm\n    }\n  }\n": types.CodeListDocument,
    "\n  query CompanySearch($name: String!, $size: Int) {\n    companySearch(name: $name, size: $size) {\n      companyId\n      companyNm\n      telNo\n      address\n      managerTelNo\n      useYn\n    }\n  }\n": types.CompanySearchDocument,
    "\n  query RouteOptions {\n    routes {\n      items {\n        deliveryRouteId\n        deliveryRouteNm\n      }\n    }\n  }\n": types.RouteOptionsDocument,
    "\n  query SupplierOptions {\n    supplierOptions {\n      codeVal\n      codeNm\n    }\n  }\n": types.SupplierOptionsDocument,
    "\n  query SupplierAccountOptions {\n    supplierAccountOptions {\n      codeVal\n      codeNm\n    }\n  }\n": types.SupplierAccountOptionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    entity\n    subject\n    changedAt\n    memberName\n    actionLabel\n    changes {\n      field\n      label\n      before\n      after\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEntryFields on AuditEntry {\n    id\n    entity\n    subject\n    changedAt\n    memberName\n    actionLabel\n    changes {\n      field\n      label\n      before\n      after\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($entity: AuditEntity!, $id: String!) {\n    auditTrail(entity: $entity, id: $id) {\n      ...AuditEntryFields\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($entity: AuditEntity!, $id: String!) {\n    auditTrail(entity: $entity, id: $id) {\n      ...AuditEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyRow on Company {\n    companyId\n    bizNo\n    companyNm\n    representativeNm\n    bizType\n    bizItem\n    address\n    telNo\n    faxNo\n    email\n    rmk\n    managerNm\n    managerTelNo\n    regionCd\n    regionNm\n    regionDtlCd\n    regionDtlNm\n    shipperYn\n    shipperCd\n    shipperNm\n    useYn\n    vatYn\n    taxbilOutputYn\n    billStdrCd\n    billCharCd\n    communicationFee\n    untpc\n    weightUntpc\n    deliveryRouteId\n    deliveryRouteNm\n    deliveryRouteCd\n    billCompanyId\n    billCompanyNm\n    excclcCompanyId\n    excclcCompanyNm\n    regDt\n    version\n  }\n"): (typeof documents)["\n  fragment CompanyRow on Company {\n    companyId\n    bizNo\n    companyNm\n    representativeNm\n    bizType\n    bizItem\n    address\n    telNo\n    faxNo\n    email\n    rmk\n    managerNm\n    managerTelNo\n    regionCd\n    regionNm\n    regionDtlCd\n    regionDtlNm\n    shipperYn\n    shipperCd\n    shipperNm\n    useYn\n    vatYn\n    taxbilOutputYn\n    billStdrCd\n    billCharCd\n    communicationFee\n    untpc\n    weightUntpc\n    deliveryRouteId\n    deliveryRouteNm\n    deliveryRouteCd\n    billCompanyId\n    billCompanyNm\n    excclcCompanyId\n    excclcCompanyNm\n    regDt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BizNoTaken($bizNo: String!) {\n    bizNoTaken(bizNo: $bizNo)\n  }\n"): (typeof documents)["\n  query BizNoTaken($bizNo: String!) {\n    bizNoTaken(bizNo: $bizNo)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CompanyCreateInput!) {\n    createCompany(input: $input) {\n      company {\n        ...CompanyRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompany($input: CompanyCreateInput!) {\n    createCompany(input: $input) {\n      company {\n        ...CompanyRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($input: CompanyUpdateInput!) {\n    updateCompany(input: $input) {\n      company {\n        ...CompanyRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompany($input: CompanyUpdateInput!) {\n    updateCompany(input: $input) {\n      company {\n        ...CompanyRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreateCompanyWarnings($input: CompanyCreateInput!) {\n    createCompanyWarnings(input: $input) {\n      code\n      message\n      field\n    }\n  }\n"): (typeof documents)["\n  query CreateCompanyWarnings($input: CompanyCreateInput!) {\n    createCompanyWarnings(input: $input) {\n      code\n      message\n      field\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpdateCompanyWarnings($input: CompanyUpdateInput!) {\n    updateCompanyWarnings(input: $input) {\n      code\n      message\n      field\n    }\n  }\n"): (typeof documents)["\n  query UpdateCompanyWarnings($input: CompanyUpdateInput!) {\n    updateCompanyWarnings(input: $input) {\n      code\n      message\n      field\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupCompanySearch($name: String!) {\n    companySearch(name: $name, size: 50) {\n      companyId\n      companyNm\n      telNo\n      address\n      useYn\n    }\n  }\n"): (typeof documents)["\n  query GroupCompanySearch($name: String!) {\n    companySearch(name: $name, size: 50) {\n      companyId\n      companyNm\n      telNo\n      address\n      useYn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestNotices($limit: Int) {\n    latestNotices(limit: $limit) {\n      noticeId\n      title\n      body\n      pinnedYn\n      regDt\n    }\n  }\n"): (typeof documents)["\n  query LatestNotices($limit: Int) {\n    latestNotices(limit: $limit) {\n      noticeId\n      title\n      body\n      pinnedYn\n      regDt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyAccountFields on MyAccount {\n    memberId\n    userId\n    name\n    telNo\n    email\n    groupVal\n    companyNm\n    version\n  }\n"): (typeof documents)["\n  fragment MyAccountFields on MyAccount {\n    memberId\n    userId\n    name\n    telNo\n    email\n    groupVal\n    companyNm\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount {\n    myAccount {\n      ...MyAccountFields\n    }\n  }\n"): (typeof documents)["\n  query MyAccount {\n    myAccount {\n      ...MyAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyAccount($input: MyAccountInput!) {\n    updateMyAccount(input: $input) {\n      ...MyAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyAccount($input: MyAccountInput!) {\n    updateMyAccount(input: $input) {\n      ...MyAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMyPassword($input: PasswordChangeInput!) {\n    changeMyPassword(input: $input) {\n      accessToken\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMyPassword($input: PasswordChangeInput!) {\n    changeMyPassword(input: $input) {\n      accessToken\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppInfo {\n    appInfo {\n      productName\n      demoData\n      printProgramUrl\n      publicUrl\n    }\n  }\n"): (typeof documents)["\n  query AppInfo {\n    appInfo {\n      productName\n      demoData\n      printProgramUrl\n      publicUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArrivalRow on Arrival {\n    shipmentId\n    receiverTransportId\n    senderTransportId\n    requstDt\n    receiverCompanyNm\n    receiverTelNo\n    receiverManagerTelNo\n    receiverAddress\n    receiverRegionNm\n    receiverRegionDtlNm\n    deliveryRouteNm\n    senderDeliveryRouteNm\n    senderCompanyNm\n    chargeNm\n    kindNm\n    waybillNo\n    trnsprtCd\n    receiverQty\n    receiverUntpc\n    receiverAmount\n    pickupCheck\n    transportManager\n    transportDate\n    transportCode\n    transportNm\n    memo\n    version\n  }\n"): (typeof documents)["\n  fragment ArrivalRow on Arrival {\n    shipmentId\n    receiverTransportId\n    senderTransportId\n    requstDt\n    receiverCompanyNm\n    receiverTelNo\n    receiverManagerTelNo\n    receiverAddress\n    receiverRegionNm\n    receiverRegionDtlNm\n    deliveryRouteNm\n    senderDeliveryRouteNm\n    senderCompanyNm\n    chargeNm\n    kindNm\n    waybillNo\n    trnsprtCd\n    receiverQty\n    receiverUntpc\n    receiverAmount\n    pickupCheck\n    transportManager\n    transportDate\n    transportCode\n    transportNm\n    memo\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Arrivals($filter: ArrivalFilterInput, $page: PageInput) {\n    arrivals(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        ...ArrivalRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query Arrivals($filter: ArrivalFilterInput, $page: PageInput) {\n    arrivals(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        ...ArrivalRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Arrival($shipmentId: Int!) {\n    arrival(shipmentId: $shipmentId) {\n      ...ArrivalRow\n      receiverRmk\n      senderTelNo\n      senderManagerNm\n    }\n  }\n"): (typeof documents)["\n  query Arrival($shipmentId: Int!) {\n    arrival(shipmentId: $shipmentId) {\n      ...ArrivalRow\n      receiverRmk\n      senderTelNo\n      senderManagerNm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordDelivery($input: DeliveryRecordInput!) {\n    recordDelivery(input: $input) {\n      ...ArrivalRow\n      receiverRmk\n      senderTelNo\n      senderManagerNm\n    }\n  }\n"): (typeof documents)["\n  mutation RecordDelivery($input: DeliveryRecordInput!) {\n    recordDelivery(input: $input) {\n      ...ArrivalRow\n      receiverRmk\n      senderTelNo\n      senderManagerNm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScanDelivery($waybillNo: String!) {\n    scanDelivery(waybillNo: $waybillNo) {\n      status\n      waybillNo\n      message\n      shipmentId\n      transportDate\n      transportManager\n      receiverCompanyNm\n      kindNm\n    }\n  }\n"): (typeof documents)["\n  mutation ScanDelivery($waybillNo: String!) {\n    scanDelivery(waybillNo: $waybillNo) {\n      status\n      waybillNo\n      message\n      shipmentId\n      transportDate\n      transportManager\n      receiverCompanyNm\n      kindNm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScanOutForDelivery($waybillNo: String!) {\n    scanOutForDelivery(waybillNo: $waybillNo) {\n      status\n      waybillNo\n      message\n      shipmentId\n    }\n  }\n"): (typeof documents)["\n  mutation ScanOutForDelivery($waybillNo: String!) {\n    scanOutForDelivery(waybillNo: $waybillNo) {\n      status\n      waybillNo\n      message\n      shipmentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOutForDelivery($shipmentIds: [Int!]!) {\n    markOutForDelivery(shipmentIds: $shipmentIds) {\n      marked\n      alreadyOut\n      delivered\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOutForDelivery($shipmentIds: [Int!]!) {\n    markOutForDelivery(shipmentIds: $shipmentIds) {\n      marked\n      alreadyOut\n      delivered\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($filter: AuditLogFilterInput, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      items {\n        ...AuditEntryFields\n        entityId\n        recordName\n        action\n      }\n      total\n      totalExact\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditLogFilterInput, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      items {\n        ...AuditEntryFields\n        entityId\n        recordName\n        action\n      }\n      total\n      totalExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditMembers {\n    auditMembers {\n      memberId\n      memberName\n      withdrawn\n    }\n  }\n"): (typeof documents)["\n  query AuditMembers {\n    auditMembers {\n      memberId\n      memberName\n      withdrawn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankDepositCandidateFields on BankDepositCandidate {\n    billHistoryDetailId\n    companyId\n    companyNm\n    billCompanyNm\n    year\n    month\n    outstanding\n    reason\n  }\n"): (typeof documents)["\n  fragment BankDepositCandidateFields on BankDepositCandidate {\n    billHistoryDetailId\n    companyId\n    companyNm\n    billCompanyNm\n    year\n    month\n    outstanding\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankDepositUploadFields on BankDepositUpload {\n    id\n    bankNm\n    fileName\n    headers\n    mapping {\n      field\n      label\n      required\n      column\n    }\n    createdAt\n    createdByNm\n    rowCount\n    depositCount\n    depositAmount\n    withdrawalCount\n    matchedCount\n    candidatesCount\n    unmatchedCount\n    appliedCount\n    lines {\n      rowNo\n      transactedAt\n      summary\n      depositor\n      memo\n      amount\n      balance\n      status\n      candidates {\n        ...BankDepositCandidateFields\n      }\n      applied {\n        paymentId\n        companyNm\n        year\n        month\n        appliedAt\n      }\n    }\n    skippedRows {\n      rowNo\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment BankDepositUploadFields on BankDepositUpload {\n    id\n    bankNm\n    fileName\n    headers\n    mapping {\n      field\n      label\n      required\n      column\n    }\n    createdAt\n    createdByNm\n    rowCount\n    depositCount\n    depositAmount\n    withdrawalCount\n    matchedCount\n    candidatesCount\n    unmatchedCount\n    appliedCount\n    lines {\n      rowNo\n      transactedAt\n      summary\n      depositor\n      memo\n      amount\n      balance\n      status\n      candidates {\n        ...BankDepositCandidateFields\n      }\n      applied {\n        paymentId\n        companyNm\n        year\n        month\n        appliedAt\n      }\n    }\n    skippedRows {\n      rowNo\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankDepositUpload($id: Int!) {\n    bankDepositUpload(id: $id) {\n      ...BankDepositUploadFields\n    }\n  }\n"): (typeof documents)["\n  query BankDepositUpload($id: Int!) {\n    bankDepositUpload(id: $id) {\n      ...BankDepositUploadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankNames {\n    bankNames\n  }\n"): (typeof documents)["\n  query BankNames {\n    bankNames\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBankDepositMapping($id: Int!, $mapping: [BankFileColumnInput!]!) {\n    setBankDepositMapping(id: $id, mapping: $mapping) {\n      ...BankDepositUploadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetBankDepositMapping($id: Int!, $mapping: [BankFileColumnInput!]!) {\n    setBankDepositMapping(id: $id, mapping: $mapping) {\n      ...BankDepositUploadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBankDeposits($id: Int!, $lines: [BankDepositChoiceInput!]!) {\n    confirmBankDeposits(id: $id, lines: $lines) {\n      appliedCount\n      appliedAmount\n      alreadyAppliedCount\n      rememberedDepositorCount\n      upload {\n        ...BankDepositUploadFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmBankDeposits($id: Int!, $lines: [BankDepositChoiceInput!]!) {\n    confirmBankDeposits(id: $id, lines: $lines) {\n      appliedCount\n      appliedAmount\n      alreadyAppliedCount\n      rememberedDepositorCount\n      upload {\n        ...BankDepositUploadFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositCompanyRows($companyId: Int!) {\n    receivableInvoiceRows(companyId: $companyId) {\n      billHistoryDetailId\n      billCompanyNm\n      year\n      month\n      billed\n      outstanding\n    }\n  }\n"): (typeof documents)["\n  query DepositCompanyRows($companyId: Int!) {\n    receivableInvoiceRows(companyId: $companyId) {\n      billHistoryDetailId\n      billCompanyNm\n      year\n      month\n      billed\n      outstanding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies($filter: CompanyFilterInput, $page: PageInput) {\n    companies(filter: $filter, page: $page) {\n      items {\n        ...CompanyRow\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query Companies($filter: CompanyFilterInput, $page: PageInput) {\n    companies(filter: $filter, page: $page) {\n      items {\n        ...CompanyRow\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryChecks($filter: DeliveryCheckFilterInput, $page: PageInput) {\n    deliveryChecks(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        shipmentId\n        requstDt\n        deliveryState\n        delivered\n        waybillNo\n        chargeNm\n        chargeGroupNm\n        billedCompanyNm\n        senderCompanyNm\n        senderRegionNm\n        senderTelNo\n        receiverCompanyNm\n        receiverRegionNm\n        receiverRegionDtlNm\n        receiverTelNo\n        receiverMobileNo\n        receiverAddress\n        kindNm\n        trnsprtCd\n        qty\n        amount\n        deliveryRouteNm\n        collectorNm\n        transportManager\n        transportDate\n        transportCodeNm\n        pickupCheck\n        memo\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeliveryChecks($filter: DeliveryCheckFilterInput, $page: PageInput) {\n    deliveryChecks(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        shipmentId\n        requstDt\n        deliveryState\n        delivered\n        waybillNo\n        chargeNm\n        chargeGroupNm\n        billedCompanyNm\n        senderCompanyNm\n        senderRegionNm\n        senderTelNo\n        receiverCompanyNm\n        receiverRegionNm\n        receiverRegionDtlNm\n        receiverTelNo\n        receiverMobileNo\n        receiverAddress\n        kindNm\n        trnsprtCd\n        qty\n        amount\n        deliveryRouteNm\n        collectorNm\n        transportManager\n        transportDate\n        transportCodeNm\n        pickupCheck\n        memo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RouteRow on Route {\n    deliveryRouteId\n    deliveryRouteNm\n    useYn\n    companyCount\n    version\n  }\n"): (typeof documents)["\n  fragment RouteRow on Route {\n    deliveryRouteId\n    deliveryRouteNm\n    useYn\n    companyCount\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RouteCompanyRow on RouteCompany {\n    companyId\n    companyNm\n    telNo\n    managerTelNo\n    address\n    useYn\n  }\n"): (typeof documents)["\n  fragment RouteCompanyRow on RouteCompany {\n    companyId\n    companyNm\n    telNo\n    managerTelNo\n    address\n    useYn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Routes {\n    routes {\n      items {\n        ...RouteRow\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query Routes {\n    routes {\n      items {\n        ...RouteRow\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteCompanies($deliveryRouteId: Int!, $page: PageInput) {\n    routeCompanies(deliveryRouteId: $deliveryRouteId, page: $page) {\n      items {\n        ...RouteCompanyRow\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query RouteCompanies($deliveryRouteId: Int!, $page: PageInput) {\n    routeCompanies(deliveryRouteId: $deliveryRouteId, page: $page) {\n      items {\n        ...RouteCompanyRow\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteHasCompanies($deliveryRouteId: Int!) {\n    routeHasCompanies(deliveryRouteId: $deliveryRouteId)\n  }\n"): (typeof documents)["\n  query RouteHasCompanies($deliveryRouteId: Int!) {\n    routeHasCompanies(deliveryRouteId: $deliveryRouteId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRoute($input: RouteCreateInput!) {\n    createRoute(input: $input) {\n      ...RouteRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRoute($input: RouteCreateInput!) {\n    createRoute(input: $input) {\n      ...RouteRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRoute($input: RouteUpdateInput!) {\n    updateRoute(input: $input) {\n      ...RouteRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRoute($input: RouteUpdateInput!) {\n    updateRoute(input: $input) {\n      ...RouteRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRoute($deliveryRouteId: Int!) {\n    deleteRoute(deliveryRouteId: $deliveryRouteId) {\n      deliveryRouteId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRoute($deliveryRouteId: Int!) {\n    deleteRoute(deliveryRouteId: $deliveryRouteId) {\n      deliveryRouteId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyVolume($filter: TransportFilterInput) {\n    transportStats(filter: $filter, groupBy: [\"DAY\"]) {\n      startDate\n      endDate\n      rows {\n        requstDt\n        transportCount\n        shipmentCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query DailyVolume($filter: TransportFilterInput) {\n    transportStats(filter: $filter, groupBy: [\"DAY\"]) {\n      startDate\n      endDate\n      rows {\n        requstDt\n        transportCount\n        shipmentCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryStates($filter: DeliveryCheckFilterInput) {\n    deliveryStateStats(filter: $filter) {\n      startDate\n      shipmentCount\n      states {\n        state\n        stateNm\n        shipmentCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeliveryStates($filter: DeliveryCheckFilterInput) {\n    deliveryStateStats(filter: $filter) {\n      startDate\n      shipmentCount\n      states {\n        state\n        stateNm\n        shipmentCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthlyRevenue($filter: InvoiceFilterInput) {\n    monthlyRevenue(filter: $filter) {\n      year\n      months {\n        month\n        invoiceCount\n        totAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonthlyRevenue($filter: InvoiceFilterInput) {\n    monthlyRevenue(filter: $filter) {\n      year\n      months {\n        month\n        invoiceCount\n        totAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryStatus($page: PageInput) {\n    deliveryStatus(page: $page) {\n      total\n      totalExact\n      items {\n        shipmentId\n        transportProcessNm\n        requstDt\n        senderRegionNm\n        collectorNm\n        senderCompanyNm\n        waybillNo\n        senderManagerNm\n        chargeNm\n        qty\n        untpc\n        sumAmount\n        weightUntpc\n        weightQty\n        weightAmount\n        rmk\n        receiverRegionNm\n        kindNm\n        receiverCompanyNm\n        receiverTelNo\n        receiverMobileNo\n        deliveryRouteNm\n        pickupCheck\n        transportManager\n        transportDate\n        transportCodeNm\n        memo\n        receiverAddress\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeliveryStatus($page: PageInput) {\n    deliveryStatus(page: $page) {\n      total\n      totalExact\n      items {\n        shipmentId\n        transportProcessNm\n        requstDt\n        senderRegionNm\n        collectorNm\n        senderCompanyNm\n        waybillNo\n        senderManagerNm\n        chargeNm\n        qty\n        untpc\n        sumAmount\n        weightUntpc\n        weightQty\n        weightAmount\n        rmk\n        receiverRegionNm\n        kindNm\n        receiverCompanyNm\n        receiverTelNo\n        receiverMobileNo\n        deliveryRouteNm\n        pickupCheck\n        transportManager\n        transportDate\n        transportCodeNm\n        memo\n        receiverAddress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyStatement(\n    $billCompanyId: Int!\n    $year: Int!\n    $month: Int!\n    $billCd: String!\n    $companyId: Int!\n  ) {\n    companyStatement(\n      billCompanyId: $billCompanyId\n      year: $year\n      month: $month\n      billCd: $billCd\n      companyId: $companyId\n    ) {\n      year\n      month\n      billCd\n      billCompanyInfo {\n        billCompanyNm\n        billAddress\n        billTelNo\n        billFaxNo\n        billBizNo\n        billRepresentativeNm\n        billBizType\n        billBizItem\n        billAccountInfo\n      }\n      companyInfo {\n        companyId\n        companyNm\n        bizNo\n        representativeNm\n        address\n        startDate\n        endDate\n        communicationFee\n      }\n      shipmentInfoList {\n        shipmentId\n        billDate\n        waybillNo\n        senderNm\n        receiverNm\n        kindNm\n        qty\n        chargeNm\n        untpc\n        amount\n        trnsprtCd\n        side\n        payerNm\n      }\n      amounts {\n        billHistoryDetailId\n        totQty\n        totAmount\n        communicationFee\n        communicationFeeVat\n        untpc\n        untpcVat\n        weightUntpc\n        weightUntpcVat\n      }\n      typeSummary {\n        trnsprtCd\n        kindCd\n        kindNm\n        lineCount\n        qty\n        amount\n      }\n      typeGroups {\n        chargeGroup\n        chargeGroupNm\n        lineCount\n        amount\n        rows {\n          trnsprtCd\n          kindCd\n          kindNm\n          lineCount\n          qty\n          amount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyStatement(\n    $billCompanyId: Int!\n    $year: Int!\n    $month: Int!\n    $billCd: String!\n    $companyId: Int!\n  ) {\n    companyStatement(\n      billCompanyId: $billCompanyId\n      year: $year\n      month: $month\n      billCd: $billCd\n      companyId: $companyId\n    ) {\n      year\n      month\n      billCd\n      billCompanyInfo {\n        billCompanyNm\n        billAddress\n        billTelNo\n        billFaxNo\n        billBizNo\n        billRepresentativeNm\n        billBizType\n        billBizItem\n        billAccountInfo\n      }\n      companyInfo {\n        companyId\n        companyNm\n        bizNo\n        representativeNm\n        address\n        startDate\n        endDate\n        communicationFee\n      }\n      shipmentInfoList {\n        shipmentId\n        billDate\n        waybillNo\n        senderNm\n        receiverNm\n        kindNm\n        qty\n        chargeNm\n        untpc\n        amount\n        trnsprtCd\n        side\n        payerNm\n      }\n      amounts {\n        billHistoryDetailId\n        totQty\n        totAmount\n        communicationFee\n        communicationFeeVat\n        untpc\n        untpcVat\n        weightUntpc\n        weightUntpcVat\n      }\n      typeSummary {\n        trnsprtCd\n        kindCd\n        kindNm\n        lineCount\n        qty\n        amount\n      }\n      typeGroups {\n        chargeGroup\n        chargeGroupNm\n        lineCount\n        amount\n        rows {\n          trnsprtCd\n          kindCd\n          kindNm\n          lineCount\n          qty\n          amount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceCompanyRow on InvoiceDetail {\n    billHistoryDetailId\n    companyId\n    companyNm\n    email\n    faxNo\n    status\n    lastSentAt\n    lastSendError\n    sendState\n    changedAfterSend\n    sentTotAmount\n    mailExcluded\n    totQty\n    totAmount\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n  }\n"): (typeof documents)["\n  fragment InvoiceCompanyRow on InvoiceDetail {\n    billHistoryDetailId\n    companyId\n    companyNm\n    email\n    faxNo\n    status\n    lastSentAt\n    lastSendError\n    sendState\n    changedAfterSend\n    sentTotAmount\n    mailExcluded\n    totQty\n    totAmount\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceCompanies($billHistoryId: Int!, $statementState: String) {\n    invoice(billHistoryId: $billHistoryId) {\n      ...InvoiceRow\n      details(statementState: $statementState) {\n        ...InvoiceCompanyRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvoiceCompanies($billHistoryId: Int!, $statementState: String) {\n    invoice(billHistoryId: $billHistoryId) {\n      ...InvoiceRow\n      details(statementState: $statementState) {\n        ...InvoiceCompanyRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendStatement($billHistoryDetailId: Int!) {\n    sendStatement(billHistoryDetailId: $billHistoryDetailId) {\n      detail {\n        ...InvoiceCompanyRow\n      }\n      attempt {\n        statementMailId\n        recipient\n        result\n        error\n      }\n      send {\n        statementSendId\n        state\n        attempts\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendStatement($billHistoryDetailId: Int!) {\n    sendStatement(billHistoryDetailId: $billHistoryDetailId) {\n      detail {\n        ...InvoiceCompanyRow\n      }\n      attempt {\n        statementMailId\n        recipient\n        result\n        error\n      }\n      send {\n        statementSendId\n        state\n        attempts\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementMails($billHistoryDetailId: Int!) {\n    statementMails(billHistoryDetailId: $billHistoryDetailId) {\n      statementMailId\n      sentAt\n      recipient\n      sentByNm\n      result\n      error\n      attachmentName\n      attachments {\n        statementMailAttachmentId\n        fileName\n        contentType\n      }\n    }\n  }\n"): (typeof documents)["\n  query StatementMails($billHistoryDetailId: Int!) {\n    statementMails(billHistoryDetailId: $billHistoryDetailId) {\n      statementMailId\n      sentAt\n      recipient\n      sentByNm\n      result\n      error\n      attachmentName\n      attachments {\n        statementMailAttachmentId\n        fileName\n        contentType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceCompanyFigures on InvoiceCompanyFigures {\n    totQty\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n    totAmount\n  }\n"): (typeof documents)["\n  fragment InvoiceCompanyFigures on InvoiceCompanyFigures {\n    totQty\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n    totAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceCompanyVersion on InvoiceCompanyVersion {\n    versionNo\n    run\n    reason\n    memberNm\n    replacedAt\n    before {\n      ...InvoiceCompanyFigures\n    }\n    after {\n      ...InvoiceCompanyFigures\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceCompanyVersion on InvoiceCompanyVersion {\n    versionNo\n    run\n    reason\n    memberNm\n    replacedAt\n    before {\n      ...InvoiceCompanyFigures\n    }\n    after {\n      ...InvoiceCompanyFigures\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecalculateInvoiceCompany($billHistoryDetailId: Int!, $reason: String!) {\n    recalculateInvoiceCompany(billHistoryDetailId: $billHistoryDetailId, input: { reason: $reason }) {\n      detail {\n        ...InvoiceCompanyRow\n      }\n      version {\n        ...InvoiceCompanyVersion\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecalculateInvoiceCompany($billHistoryDetailId: Int!, $reason: String!) {\n    recalculateInvoiceCompany(billHistoryDetailId: $billHistoryDetailId, input: { reason: $reason }) {\n      detail {\n        ...InvoiceCompanyRow\n      }\n      version {\n        ...InvoiceCompanyVersion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceCompanyVersions($billHistoryDetailId: Int!) {\n    invoiceCompanyVersions(billHistoryDetailId: $billHistoryDetailId) {\n      ...InvoiceCompanyVersion\n    }\n  }\n"): (typeof documents)["\n  query InvoiceCompanyVersions($billHistoryDetailId: Int!) {\n    invoiceCompanyVersions(billHistoryDetailId: $billHistoryDetailId) {\n      ...InvoiceCompanyVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceRow on Invoice {\n    billHistoryId\n    billCompanyId\n    billCompanyNm\n    year\n    month\n    billCd\n    periodStart\n    periodEnd\n    totAmount\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n    companyCount\n    version\n    closedAt\n  }\n"): (typeof documents)["\n  fragment InvoiceRow on Invoice {\n    billHistoryId\n    billCompanyId\n    billCompanyNm\n    year\n    month\n    billCd\n    periodStart\n    periodEnd\n    totAmount\n    communicationFee\n    communicationFeeVat\n    untpc\n    untpcVat\n    weightUntpc\n    weightUntpcVat\n    companyCount\n    version\n    closedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoices($filter: InvoiceFilterInput, $page: PageInput) {\n    invoices(filter: $filter, page: $page) {\n      items {\n        ...InvoiceRow\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query Invoices($filter: InvoiceFilterInput, $page: PageInput) {\n    invoices(filter: $filter, page: $page) {\n      items {\n        ...InvoiceRow\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateInvoice($input: InvoiceGenerateInput!) {\n    generateInvoice(input: $input) {\n      ...InvoiceRow\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateInvoice($input: InvoiceGenerateInput!) {\n    generateInvoice(input: $input) {\n      ...InvoiceRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInvoice($billHistoryId: Int!) {\n    deleteInvoice(billHistoryId: $billHistoryId) {\n      billHistoryId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteInvoice($billHistoryId: Int!) {\n    deleteInvoice(billHistoryId: $billHistoryId) {\n      billHistoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementSendBatchProgress on StatementSendBatch {\n    statementSendBatchId\n    billHistoryId\n    includeSent\n    requestedAt\n    requestedByNm\n    total\n    waiting\n    retrying\n    sending\n    sent\n    failed\n    unknown\n    cancelled\n    finished\n    skippedZero\n    skippedSent\n    skippedQueued\n  }\n"): (typeof documents)["\n  fragment StatementSendBatchProgress on StatementSendBatch {\n    statementSendBatchId\n    billHistoryId\n    includeSent\n    requestedAt\n    requestedByNm\n    total\n    waiting\n    retrying\n    sending\n    sent\n    failed\n    unknown\n    cancelled\n    finished\n    skippedZero\n    skippedSent\n    skippedQueued\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAllStatements($billHistoryId: Int!, $includeSent: Boolean!) {\n    sendAllStatements(billHistoryId: $billHistoryId, includeSent: $includeSent) {\n      ...StatementSendBatchProgress\n    }\n  }\n"): (typeof documents)["\n  mutation SendAllStatements($billHistoryId: Int!, $includeSent: Boolean!) {\n    sendAllStatements(billHistoryId: $billHistoryId, includeSent: $includeSent) {\n      ...StatementSendBatchProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementSendBatch($statementSendBatchId: Int!) {\n    statementSendBatch(statementSendBatchId: $statementSendBatchId) {\n      ...StatementSendBatchProgress\n    }\n  }\n"): (typeof documents)["\n  query StatementSendBatch($statementSendBatchId: Int!) {\n    statementSendBatch(statementSendBatchId: $statementSendBatchId) {\n      ...StatementSendBatchProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestStatementSendBatch($billHistoryId: Int!) {\n    statementSendBatches(billHistoryId: $billHistoryId, limit: 1) {\n      ...StatementSendBatchProgress\n    }\n  }\n"): (typeof documents)["\n  query LatestStatementSendBatch($billHistoryId: Int!) {\n    statementSendBatches(billHistoryId: $billHistoryId, limit: 1) {\n      ...StatementSendBatchProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRow on MemberView {\n    memberId\n    userId\n    name\n    email\n    telNo\n    companyId\n    companyNm\n    groupVal\n    delYn\n    regDt\n    version\n  }\n"): (typeof documents)["\n  fragment MemberRow on MemberView {\n    memberId\n    userId\n    name\n    email\n    telNo\n    companyId\n    companyNm\n    groupVal\n    delYn\n    regDt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($filter: MemberFilterInput, $page: PageInput) {\n    members(filter: $filter, page: $page) {\n      items {\n        ...MemberRow\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query Members($filter: MemberFilterInput, $page: PageInput) {\n    members(filter: $filter, page: $page) {\n      items {\n        ...MemberRow\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserIdTaken($userId: String!) {\n    userIdTaken(userId: $userId)\n  }\n"): (typeof documents)["\n  query UserIdTaken($userId: String!) {\n    userIdTaken(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMember($input: MemberCreateInput!) {\n    createMember(input: $input) {\n      ...MemberRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMember($input: MemberCreateInput!) {\n    createMember(input: $input) {\n      ...MemberRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($input: MemberUpdateInput!) {\n    updateMember(input: $input) {\n      ...MemberRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMember($input: MemberUpdateInput!) {\n    updateMember(input: $input) {\n      ...MemberRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawMember($memberId: Int!) {\n    withdrawMember(memberId: $memberId) {\n      ...MemberRow\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawMember($memberId: Int!) {\n    withdrawMember(memberId: $memberId) {\n      ...MemberRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockMember($memberId: Int!) {\n    unlockMember(memberId: $memberId) {\n      memberId\n    }\n  }\n"): (typeof documents)["\n  mutation UnlockMember($memberId: Int!) {\n    unlockMember(memberId: $memberId) {\n      memberId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MonthCloseRowFields on MonthCloseRow {\n    billCompanyId\n    billCompanyNm\n    billCd\n    periodStart\n    periodEnd\n    billHistoryId\n    generatedAt\n    companyCount\n    totAmount\n    staleCompanies\n    undeliveredLines\n    undeliveredLink\n    invoiceLink\n    statementLinks {\n      sent\n      failed\n      unsent\n      skipped\n    }\n    statementsSent\n    statementsFailed\n    statementsSkipped\n    statementsUnsent\n    taxBillDownloads\n    lastTaxBillDownloadAt\n    closedAt\n    closedByNm\n    events {\n      action\n      reason\n      memberNm\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment MonthCloseRowFields on MonthCloseRow {\n    billCompanyId\n    billCompanyNm\n    billCd\n    periodStart\n    periodEnd\n    billHistoryId\n    generatedAt\n    companyCount\n    totAmount\n    staleCompanies\n    undeliveredLines\n    undeliveredLink\n    invoiceLink\n    statementLinks {\n      sent\n      failed\n      unsent\n      skipped\n    }\n    statementsSent\n    statementsFailed\n    statementsSkipped\n    statementsUnsent\n    taxBillDownloads\n    lastTaxBillDownloadAt\n    closedAt\n    closedByNm\n    events {\n      action\n      reason\n      memberNm\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthClose($input: MonthCloseInput!) {\n    monthClose(input: $input) {\n      year\n      month\n      receivedFrom\n      receivedTo\n      billedToNobodyLines\n      billedToNobodyLink\n      suspendedGroupLines\n      suspendedGroupLink\n      rows {\n        ...MonthCloseRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonthClose($input: MonthCloseInput!) {\n    monthClose(input: $input) {\n      year\n      month\n      receivedFrom\n      receivedTo\n      billedToNobodyLines\n      billedToNobodyLink\n      suspendedGroupLines\n      suspendedGroupLink\n      rows {\n        ...MonthCloseRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseInvoice($billHistoryId: Int!) {\n    closeInvoice(billHistoryId: $billHistoryId) {\n      billHistoryId\n      closedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CloseInvoice($billHistoryId: Int!) {\n    closeInvoice(billHistoryId: $billHistoryId) {\n      billHistoryId\n      closedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenInvoice($billHistoryId: Int!, $input: ReopenInvoiceInput!) {\n    reopenInvoice(billHistoryId: $billHistoryId, input: $input) {\n      billHistoryId\n      closedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenInvoice($billHistoryId: Int!, $input: ReopenInvoiceInput!) {\n    reopenInvoice(billHistoryId: $billHistoryId, input: $input) {\n      billHistoryId\n      closedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxBillDownloads($billHistoryId: Int!) {\n    taxBillDownloads(billHistoryId: $billHistoryId) {\n      taxBillDownloadId\n      downloadedAt\n      memberNm\n      userId\n    }\n  }\n"): (typeof documents)["\n  query TaxBillDownloads($billHistoryId: Int!) {\n    taxBillDownloads(billHistoryId: $billHistoryId) {\n      taxBillDownloadId\n      downloadedAt\n      memberNm\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeRow on Notice {\n    noticeId\n    title\n    body\n    audience\n    pinnedYn\n    regNm\n    regDt\n    chgDt\n    version\n  }\n"): (typeof documents)["\n  fragment NoticeRow on Notice {\n    noticeId\n    title\n    body\n    audience\n    pinnedYn\n    regNm\n    regDt\n    chgDt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notices($page: PageInput) {\n    notices(page: $page) {\n      items {\n        ...NoticeRow\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query Notices($page: PageInput) {\n    notices(page: $page) {\n      items {\n        ...NoticeRow\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNotice($input: NoticeInput!) {\n    createNotice(input: $input) {\n      ...NoticeRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNotice($input: NoticeInput!) {\n    createNotice(input: $input) {\n      ...NoticeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotice($input: NoticeUpdateInput!) {\n    updateNotice(input: $input) {\n      ...NoticeRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotice($input: NoticeUpdateInput!) {\n    updateNotice(input: $input) {\n      ...NoticeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotice($noticeId: Int!) {\n    deleteNotice(noticeId: $noticeId) {\n      noticeId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteNotice($noticeId: Int!) {\n    deleteNotice(noticeId: $noticeId) {\n      noticeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceivableRow on Receivable {\n    companyId\n    companyNm\n    bizNo\n    billCompanyNm\n    billed\n    paid\n    outstanding\n    current\n    days30\n    days60\n    days90\n    lastPaidOn\n  }\n"): (typeof documents)["\n  fragment ReceivableRow on Receivable {\n    companyId\n    companyNm\n    bizNo\n    billCompanyNm\n    billed\n    paid\n    outstanding\n    current\n    days30\n    days60\n    days90\n    lastPaidOn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Receivables($filter: ReceivableFilterInput, $page: PageInput) {\n    receivables(filter: $filter, page: $page) {\n      asOf\n      total\n      items {\n        ...ReceivableRow\n      }\n      totals {\n        billed\n        paid\n        outstanding\n        current\n        days30\n        days60\n        days90\n      }\n    }\n  }\n"): (typeof documents)["\n  query Receivables($filter: ReceivableFilterInput, $page: PageInput) {\n    receivables(filter: $filter, page: $page) {\n      asOf\n      total\n      items {\n        ...ReceivableRow\n      }\n      totals {\n        billed\n        paid\n        outstanding\n        current\n        days30\n        days60\n        days90\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivableInvoiceRows($companyId: Int!, $billCompanyId: Int) {\n    receivableInvoiceRows(companyId: $companyId, billCompanyId: $billCompanyId) {\n      billHistoryDetailId\n      billCompanyNm\n      year\n      month\n      billCd\n      billed\n      paid\n      outstanding\n    }\n  }\n"): (typeof documents)["\n  query ReceivableInvoiceRows($companyId: Int!, $billCompanyId: Int) {\n    receivableInvoiceRows(companyId: $companyId, billCompanyId: $billCompanyId) {\n      billHistoryDetailId\n      billCompanyNm\n      year\n      month\n      billCd\n      billed\n      paid\n      outstanding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($input: PaymentInput!) {\n    recordPayment(input: $input) {\n      paymentId\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPayment($input: PaymentInput!) {\n    recordPayment(input: $input) {\n      paymentId\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePayment($paymentId: Int!, $input: PaymentDeleteInput!) {\n    deletePayment(paymentId: $paymentId, input: $input) {\n      paymentId\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePayment($paymentId: Int!, $input: PaymentDeleteInput!) {\n    deletePayment(paymentId: $paymentId, input: $input) {\n      paymentId\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyLedger($input: CompanyLedgerInput!) {\n    companyLedger(input: $input) {\n      companyId\n      companyNm\n      from\n      to\n      openingBalance\n      closingBalance\n      entries {\n        kind\n        date\n        description\n        debit\n        credit\n        balance\n        billHistoryDetailId\n        payment {\n          paymentId\n          amount\n          memo\n          source\n          regByNm\n          deletedAt\n          deletedByNm\n          deleteReason\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyLedger($input: CompanyLedgerInput!) {\n    companyLedger(input: $input) {\n      companyId\n      companyNm\n      from\n      to\n      openingBalance\n      closingBalance\n      entries {\n        kind\n        date\n        description\n        debit\n        credit\n        balance\n        billHistoryDetailId\n        payment {\n          paymentId\n          amount\n          memo\n          source\n          regByNm\n          deletedAt\n          deletedByNm\n          deleteReason\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShipperSettlements($filter: ShipperSettlementFilterInput, $page: PageInput) {\n    shipperSettlements(filter: $filter, page: $page) {\n      total\n      totals {\n        sentLines\n        sentQty\n        sentWeightKg\n        sentAmount\n        receivedLines\n        receivedQty\n        receivedWeightKg\n        receivedAmount\n        totalLines\n        totalQty\n        totalWeightKg\n        totalAmount\n        paidAsSenderAmount\n        paidAsReceiverAmount\n        paidAmount\n      }\n      items {\n        companyId\n        companyNm\n        regionNm\n        shipperNm\n        sentTransports\n        sentLines\n        sentQty\n        sentWeightKg\n        sentAmount\n        receivedLines\n        receivedQty\n        receivedWeightKg\n        receivedAmount\n        totalLines\n        totalQty\n        totalWeightKg\n        totalAmount\n        paidAsSenderAmount\n        paidAsReceiverAmount\n        paidAmount\n        settlementTopId\n        settlementTopNm\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShipperSettlements($filter: ShipperSettlementFilterInput, $page: PageInput) {\n    shipperSettlements(filter: $filter, page: $page) {\n      total\n      totals {\n        sentLines\n        sentQty\n        sentWeightKg\n        sentAmount\n        receivedLines\n        receivedQty\n        receivedWeightKg\n        receivedAmount\n        totalLines\n        totalQty\n        totalWeightKg\n        totalAmount\n        paidAsSenderAmount\n        paidAsReceiverAmount\n        paidAmount\n      }\n      items {\n        companyId\n        companyNm\n        regionNm\n        shipperNm\n        sentTransports\n        sentLines\n        sentQty\n        sentWeightKg\n        sentAmount\n        receivedLines\n        receivedQty\n        receivedWeightKg\n        receivedAmount\n        totalLines\n        totalQty\n        totalWeightKg\n        totalAmount\n        paidAsSenderAmount\n        paidAsReceiverAmount\n        paidAmount\n        settlementTopId\n        settlementTopNm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShipperDetails($filter: ShipperDetailsFilterInput, $page: PageInput) {\n    shipperDetails(filter: $filter, page: $page) {\n      total\n      summary {\n        qty\n        weightKg\n        prepaidAmount\n        collectAmount\n      }\n      items {\n        shipmentId\n        requstDt\n        companyNm\n        receiverCompanyNm\n        waybillNo\n        kindNm\n        trnsprtCd\n        qty\n        untpc\n        amount\n        chargeNm\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShipperDetails($filter: ShipperDetailsFilterInput, $page: PageInput) {\n    shipperDetails(filter: $filter, page: $page) {\n      total\n      summary {\n        qty\n        weightKg\n        prepaidAmount\n        collectAmount\n      }\n      items {\n        shipmentId\n        requstDt\n        companyNm\n        receiverCompanyNm\n        waybillNo\n        kindNm\n        trnsprtCd\n        qty\n        untpc\n        amount\n        chargeNm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShipperKindSettlements($filter: ShipperSettlementFilterInput, $page: PageInput) {\n    shipperKindSettlements(filter: $filter, page: $page) {\n      total\n      kinds {\n        kindCd\n        kindNm\n      }\n      totals {\n        sent\n        received\n        total\n      }\n      items {\n        companyId\n        companyNm\n        regionNm\n        sent\n        received\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShipperKindSettlements($filter: ShipperSettlementFilterInput, $page: PageInput) {\n    shipperKindSettlements(filter: $filter, page: $page) {\n      total\n      kinds {\n        kindCd\n        kindNm\n      }\n      totals {\n        sent\n        received\n        total\n      }\n      items {\n        companyId\n        companyNm\n        regionNm\n        sent\n        received\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupplierRow on Supplier {\n    billCompanyId\n    companyNm\n    bizNo\n    representativeNm\n    bizType\n    bizItem\n    address\n    postNo\n    telNo\n    faxNo\n    email\n    bankNm\n    depositorNm\n    accountNo\n    rmk\n    companyCount\n    delYn\n    regDt\n    version\n  }\n"): (typeof documents)["\n  fragment SupplierRow on Supplier {\n    billCompanyId\n    companyNm\n    bizNo\n    representativeNm\n    bizType\n    bizItem\n    address\n    postNo\n    telNo\n    faxNo\n    email\n    bankNm\n    depositorNm\n    accountNo\n    rmk\n    companyCount\n    delYn\n    regDt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Suppliers($filter: SupplierFilterInput, $page: PageInput) {\n    suppliers(filter: $filter, page: $page) {\n      items {\n        ...SupplierRow\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query Suppliers($filter: SupplierFilterInput, $page: PageInput) {\n    suppliers(filter: $filter, page: $page) {\n      items {\n        ...SupplierRow\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupplier($input: SupplierCreateInput!) {\n    createSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSupplier($input: SupplierCreateInput!) {\n    createSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupplier($input: SupplierUpdateInput!) {\n    updateSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSupplier($input: SupplierUpdateInput!) {\n    updateSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSupplier($billCompanyId: Int!) {\n    deleteSupplier(billCompanyId: $billCompanyId) {\n      billCompanyId\n      delYn\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSupplier($billCompanyId: Int!) {\n    deleteSupplier(billCompanyId: $billCompanyId) {\n      billCompanyId\n      delYn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShipmentNotifications($shipmentId: Int!) {\n    shipmentNotifications(shipmentId: $shipmentId) {\n      notificationId\n      eventCd\n      eventNm\n      state\n      channel\n      phoneNo\n      attempts\n      error\n      createdAt\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  query ShipmentNotifications($shipmentId: Int!) {\n    shipmentNotifications(shipmentId: $shipmentId) {\n      notificationId\n      eventCd\n      eventNm\n      state\n      channel\n      phoneNo\n      attempts\n      error\n      createdAt\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OptOutNotifications($phoneNo: String!) {\n    optOutNotifications(phoneNo: $phoneNo) {\n      phoneNo\n      sourceCd\n      optedOutAt\n    }\n  }\n"): (typeof documents)["\n  mutation OptOutNotifications($phoneNo: String!) {\n    optOutNotifications(phoneNo: $phoneNo) {\n      phoneNo\n      sourceCd\n      optedOutAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorTransport($id: Int!) {\n    transport(senderTransportId: $id) {\n      senderTransportId\n      version\n      requstDt\n      senderCompanyId\n      companyNm\n      chargeCd\n      telNo\n      address\n      managerNm\n      managerTelNo\n      rmk\n      regionCd\n      regionDtlCd\n      shipperCd\n      untpc\n      weightUntpc\n      receivers {\n        receiverTransportId\n        receiverCompanyId\n        companyNm\n        telNo\n        managerTelNo\n        address\n        rmk\n        regionCd\n        regionDtlCd\n        shipperCd\n        untpc\n        weightUntpc\n        notifyYn\n        shipments {\n          shipmentId\n          trnsprtCd\n          kindCd\n          waybillNo\n          senderQty\n          receiverQty\n          senderUntpc\n          receiverUntpc\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditorTransport($id: Int!) {\n    transport(senderTransportId: $id) {\n      senderTransportId\n      version\n      requstDt\n      senderCompanyId\n      companyNm\n      chargeCd\n      telNo\n      address\n      managerNm\n      managerTelNo\n      rmk\n      regionCd\n      regionDtlCd\n      shipperCd\n      untpc\n      weightUntpc\n      receivers {\n        receiverTransportId\n        receiverCompanyId\n        companyNm\n        telNo\n        managerTelNo\n        address\n        rmk\n        regionCd\n        regionDtlCd\n        shipperCd\n        untpc\n        weightUntpc\n        notifyYn\n        shipments {\n          shipmentId\n          trnsprtCd\n          kindCd\n          waybillNo\n          senderQty\n          receiverQty\n          senderUntpc\n          receiverUntpc\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorCompany($companyId: Int!) {\n    company(companyId: $companyId) {\n      companyId\n      companyNm\n      telNo\n      address\n      managerNm\n      managerTelNo\n      regionCd\n      regionDtlCd\n      shipperCd\n      untpc\n      weightUntpc\n    }\n  }\n"): (typeof documents)["\n  query EditorCompany($companyId: Int!) {\n    company(companyId: $companyId) {\n      companyId\n      companyNm\n      telNo\n      address\n      managerNm\n      managerTelNo\n      regionCd\n      regionDtlCd\n      shipperCd\n      untpc\n      weightUntpc\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTransport($input: TransportSaveInput!) {\n    saveTransport(input: $input) {\n      senderTransportId\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTransport($input: TransportSaveInput!) {\n    saveTransport(input: $input) {\n      senderTransportId\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartyBilling($parties: [PartyRefInput!]!) {\n    partyBilling(parties: $parties) {\n      companyId\n      companyNm\n      billingState\n      topCompanyId\n      topCompanyNm\n    }\n  }\n"): (typeof documents)["\n  query PartyBilling($parties: [PartyRefInput!]!) {\n    partyBilling(parties: $parties) {\n      companyId\n      companyNm\n      billingState\n      topCompanyId\n      topCompanyNm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransportImportHead on TransportImport {\n    id\n    status\n    fileName\n    senderCompanyId\n    senderCompanyNm\n    headers\n    mapping {\n      field\n      label\n      column\n    }\n    rowCount\n    problemRowCount\n    transportCount\n    plannedTransportCount\n    receptionDates\n    createdAt\n    createdByNm\n    committedAt\n    undoneAt\n    canUndo\n  }\n"): (typeof documents)["\n  fragment TransportImportHead on TransportImport {\n    id\n    status\n    fileName\n    senderCompanyId\n    senderCompanyNm\n    headers\n    mapping {\n      field\n      label\n      column\n    }\n    rowCount\n    problemRowCount\n    transportCount\n    plannedTransportCount\n    receptionDates\n    createdAt\n    createdByNm\n    committedAt\n    undoneAt\n    canUndo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransportImportRowFields on TransportImportRow {\n    rowNo\n    transportNo\n    values {\n      receptionDate\n      senderCompany\n      chargeCd\n      receiverName\n      receiverTelNo\n      receiverMobileNo\n      zipCode\n      address\n      kindCd\n      trnsprtCd\n      quantity\n      unitPrice\n      waybillNo\n      goodsName\n      deliveryMessage\n    }\n    problems {\n      field\n      label\n      message\n    }\n    warning\n  }\n"): (typeof documents)["\n  fragment TransportImportRowFields on TransportImportRow {\n    rowNo\n    transportNo\n    values {\n      receptionDate\n      senderCompany\n      chargeCd\n      receiverName\n      receiverTelNo\n      receiverMobileNo\n      zipCode\n      address\n      kindCd\n      trnsprtCd\n      quantity\n      unitPrice\n      waybillNo\n      goodsName\n      deliveryMessage\n    }\n    problems {\n      field\n      label\n      message\n    }\n    warning\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransportImport($id: Int!) {\n    transportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n"): (typeof documents)["\n  query TransportImport($id: Int!) {\n    transportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransportImportRows($id: Int!, $onlyProblems: Boolean, $page: Int, $size: Int) {\n    transportImportRows(id: $id, onlyProblems: $onlyProblems, page: $page, size: $size) {\n      rows {\n        ...TransportImportRowFields\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query TransportImportRows($id: Int!, $onlyProblems: Boolean, $page: Int, $size: Int) {\n    transportImportRows(id: $id, onlyProblems: $onlyProblems, page: $page, size: $size) {\n      rows {\n        ...TransportImportRowFields\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransportImports($page: Int, $size: Int) {\n    transportImports(page: $page, size: $size) {\n      items {\n        ...TransportImportHead\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query TransportImports($page: Int, $size: Int) {\n    transportImports(page: $page, size: $size) {\n      items {\n        ...TransportImportHead\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTransportImportMapping($id: Int!, $mapping: [ImportColumnInput!]!) {\n    setTransportImportMapping(id: $id, mapping: $mapping) {\n      ...TransportImportHead\n    }\n  }\n"): (typeof documents)["\n  mutation SetTransportImportMapping($id: Int!, $mapping: [ImportColumnInput!]!) {\n    setTransportImportMapping(id: $id, mapping: $mapping) {\n      ...TransportImportHead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTransportImportSender($id: Int!, $senderCompanyId: Int) {\n    setTransportImportSender(id: $id, senderCompanyId: $senderCompanyId) {\n      ...TransportImportHead\n    }\n  }\n"): (typeof documents)["\n  mutation SetTransportImportSender($id: Int!, $senderCompanyId: Int) {\n    setTransportImportSender(id: $id, senderCompanyId: $senderCompanyId) {\n      ...TransportImportHead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FixTransportImportRow($id: Int!, $rowNo: Int!, $values: ImportRowValuesInput!) {\n    fixTransportImportRow(id: $id, rowNo: $rowNo, values: $values) {\n      row {\n        ...TransportImportRowFields\n      }\n      transportImport {\n        ...TransportImportHead\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FixTransportImportRow($id: Int!, $rowNo: Int!, $values: ImportRowValuesInput!) {\n    fixTransportImportRow(id: $id, rowNo: $rowNo, values: $values) {\n      row {\n        ...TransportImportRowFields\n      }\n      transportImport {\n        ...TransportImportHead\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTransportImportRows($id: Int!, $rowNos: [Int!]!) {\n    removeTransportImportRows(id: $id, rowNos: $rowNos) {\n      ...TransportImportHead\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTransportImportRows($id: Int!, $rowNos: [Int!]!) {\n    removeTransportImportRows(id: $id, rowNos: $rowNos) {\n      ...TransportImportHead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommitTransportImport($id: Int!) {\n    commitTransportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n"): (typeof documents)["\n  mutation CommitTransportImport($id: Int!) {\n    commitTransportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoTransportImport($id: Int!) {\n    undoTransportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n"): (typeof documents)["\n  mutation UndoTransportImport($id: Int!) {\n    undoTransportImport(id: $id) {\n      ...TransportImportHead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransportList($filter: TransportFilterInput, $page: PageInput) {\n    transportList(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        senderTransportId\n        requstDt\n        senderCompanyNm\n        senderManagerNm\n        senderTelNo\n        senderRegionNm\n        senderRegionDtlNm\n        senderDeliveryRouteNm\n        chargeNm\n        receiverTransportId\n        receiverCompanyNm\n        receiverTelNo\n        receiverManagerTelNo\n        receiverAddress\n        receiverRegionNm\n        receiverRegionDtlNm\n        totalSenderAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransportList($filter: TransportFilterInput, $page: PageInput) {\n    transportList(filter: $filter, page: $page) {\n      total\n      totalExact\n      items {\n        senderTransportId\n        requstDt\n        senderCompanyNm\n        senderManagerNm\n        senderTelNo\n        senderRegionNm\n        senderRegionDtlNm\n        senderDeliveryRouteNm\n        chargeNm\n        receiverTransportId\n        receiverCompanyNm\n        receiverTelNo\n        receiverManagerTelNo\n        receiverAddress\n        receiverRegionNm\n        receiverRegionDtlNm\n        totalSenderAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransportShipments($transportId: Int!) {\n    transportShipments(transportId: $transportId) {\n      shipmentId\n      receiverTransportId\n      kindNm\n      waybillNo\n      trnsprtCd\n      senderQty\n      senderUntpc\n      senderAmount\n    }\n  }\n"): (typeof documents)["\n  query TransportShipments($transportId: Int!) {\n    transportShipments(transportId: $transportId) {\n      shipmentId\n      receiverTransportId\n      kindNm\n      waybillNo\n      trnsprtCd\n      senderQty\n      senderUntpc\n      senderAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTransport($senderTransportId: Int!) {\n    deleteTransport(senderTransportId: $senderTransportId)\n  }\n"): (typeof documents)["\n  mutation DeleteTransport($senderTransportId: Int!) {\n    deleteTransport(senderTransportId: $senderTransportId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WaybillRow on Waybill {\n    waybillId\n    senderCompanyId\n    senderCompanyNm\n    receiverCompanyId\n    receiverCompanyNm\n    chargeCd\n    chargeNm\n    qty\n    startNo\n    endNo\n    printCount\n    lastPrintedAt\n    regDt\n    version\n  }\n"): (typeof documents)["\n  fragment WaybillRow on Waybill {\n    waybillId\n    senderCompanyId\n    senderCompanyNm\n    receiverCompanyId\n    receiverCompanyNm\n    chargeCd\n    chargeNm\n    qty\n    startNo\n    endNo\n    printCount\n    lastPrintedAt\n    regDt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Waybills($filter: WaybillFilterInput, $page: PageInput) {\n    waybills(filter: $filter, page: $page) {\n      items {\n        ...WaybillRow\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query Waybills($filter: WaybillFilterInput, $page: PageInput) {\n    waybills(filter: $filter, page: $page) {\n      items {\n        ...WaybillRow\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWaybill($input: WaybillCreateInput!) {\n    createWaybill(input: $input) {\n      ...WaybillRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWaybill($input: WaybillCreateInput!) {\n    createWaybill(input: $input) {\n      ...WaybillRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWaybill($input: WaybillUpdateInput!) {\n    updateWaybill(input: $input) {\n      ...WaybillRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWaybill($input: WaybillUpdateInput!) {\n    updateWaybill(input: $input) {\n      ...WaybillRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWaybill($waybillId: Int!) {\n    deleteWaybill(waybillId: $waybillId) {\n      waybillId\n      delYn\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWaybill($waybillId: Int!) {\n    deleteWaybill(waybillId: $waybillId) {\n      waybillId\n      delYn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWaybillPrintTicket($waybillId: Int!, $reprint: Boolean) {\n    createWaybillPrintTicket(waybillId: $waybillId, reprint: $reprint) {\n      waybillId\n      ticket\n      printUrl\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWaybillPrintTicket($waybillId: Int!, $reprint: Boolean) {\n    createWaybillPrintTicket(waybillId: $waybillId, reprint: $reprint) {\n      waybillId\n      ticket\n      printUrl\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaybillPrintTicketStatus($ticket: String!) {\n    waybillPrintTicketStatus(ticket: $ticket)\n  }\n"): (typeof documents)["\n  query WaybillPrintTicketStatus($ticket: String!) {\n    waybillPrintTicketStatus(ticket: $ticket)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrintWaybillInBrowser($waybillId: Int!, $reprint: Boolean) {\n    printWaybillInBrowser(waybillId: $waybillId, reprint: $reprint) {\n      waybill {\n        ...WaybillRow\n      }\n      labels {\n        waybillNo\n        formattedNo\n        trackingUrl\n      }\n      printedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PrintWaybillInBrowser($waybillId: Int!, $reprint: Boolean) {\n    printWaybillInBrowser(waybillId: $waybillId, reprint: $reprint) {\n      waybill {\n        ...WaybillRow\n      }\n      labels {\n        waybillNo\n        formattedNo\n        trackingUrl\n      }\n      printedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CodeList($type: String!, $parent: String) {\n    codes(type: $type, parent: $parent) {\n      codeVal\n      codeNm\n    }\n  }\n"): (typeof documents)["\n  query CodeList($type: String!, $parent: String) {\n    codes(type: $type, parent: $parent) {\n      codeVal\n      codeNm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanySearch($name: String!, $size: Int) {\n    companySearch(name: $name, size: $size) {\n      companyId\n      companyNm\n      telNo\n      address\n      managerTelNo\n      useYn\n    }\n  }\n"): (typeof documents)["\n  query CompanySearch($name: String!, $size: Int) {\n    companySearch(name: $name, size: $size) {\n      companyId\n      companyNm\n      telNo\n      address\n      managerTelNo\n      useYn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteOptions {\n    routes {\n      items {\n        deliveryRouteId\n        deliveryRouteNm\n      }\n    }\n  }\n"): (typeof documents)["\n  query RouteOptions {\n    routes {\n      items {\n        deliveryRouteId\n        deliveryRouteNm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierOptions {\n    supplierOptions {\n      codeVal\n      codeNm\n    }\n  }\n"): (typeof documents)["\n  query SupplierOptions {\n    supplierOptions {\n      codeVal\n      codeNm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierAccountOptions {\n    supplierAccountOptions {\n      codeVal\n      codeNm\n    }\n  }\n"): (typeof documents)["\n  query SupplierAccountOptions {\n    supplierAccountOptions {\n      codeVal\n      codeNm\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;