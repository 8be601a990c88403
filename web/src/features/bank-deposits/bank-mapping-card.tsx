// Step 2, 열 연결: which column of the bank's file fills each field, the proposal (or the bank's
// remembered mapping) preselected; 적용 stores it, remembers it for the bank, and reads the lines again.
import { useMutation } from '@apollo/client/react';
import { REQUIRED_BANK_FILE_FIELDS } from '@parcel/shared/forms/bank-deposit';
import { ColumnMappingCard } from '../../components/column-mapping-card';
import type { BankDepositUploadFieldsFragment } from '../../gql/graphql';
import { SetBankDepositMappingMutation } from './api/bank-deposits';

export interface BankMappingCardProps {
  upload: BankDepositUploadFieldsFragment;
  canWrite: boolean;
}

export function BankMappingCard({ upload, canWrite }: BankMappingCardProps) {
  const [setMapping, { loading }] = useMutation(SetBankDepositMappingMutation);
  return (
    <ColumnMappingCard
      titleId="deposit-mapping-title"
      title={`2. 열 연결 (${upload.bankNm})`}
      description={`${upload.fileName}: 항목마다 파일의 어느 열을 읽을지 고르세요.`}
      mapping={upload.mapping}
      headers={upload.headers}
      required={REQUIRED_BANK_FILE_FIELDS}
      missingConsequence="없으면 입금을 읽을 수 없습니다."
      canWrite={canWrite}
      applying={loading}
      applyingLabel="읽는 중…"
      onApply={(mapping) => setMapping({ variables: { id: upload.id, mapping } })}
      appliedMessage={`열 연결을 적용했습니다. ${upload.bankNm}의 다음 파일에도 씁니다.`}
      fieldMinWidth={160}
    />
  );
}
