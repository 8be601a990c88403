// Step 2, 열 연결: which column of the file fills each import field, the proposal (or the mapping
// remembered for the sender company) preselected; 적용 stores it and every row is checked again.
import { useMutation } from '@apollo/client/react';
import { REQUIRED_IMPORT_FIELDS } from '@parcel/shared/forms/transport-import';
import { ColumnMappingCard } from '../../components/column-mapping-card';
import type { TransportImportHeadFragment } from '../../gql/graphql';
import { SetTransportImportMappingMutation } from './api/transport-import';

export interface ImportMappingCardProps {
  head: TransportImportHeadFragment;
  canWrite: boolean;
  /** After the rows were checked again under the new mapping. */
  onApplied: () => void;
}

export function ImportMappingCard({ head, canWrite, onApplied }: ImportMappingCardProps) {
  const [setMapping, { loading }] = useMutation(SetTransportImportMappingMutation);
  return (
    <ColumnMappingCard
      titleId="import-mapping-title"
      title="2. 열 연결"
      description="항목마다 파일의 어느 열을 읽을지 고르세요. 보내는 업체를 고른 경우 그 업체의 연결로 기억합니다."
      mapping={head.mapping}
      headers={head.headers}
      required={REQUIRED_IMPORT_FIELDS}
      missingConsequence="없으면 모든 행이 문제가 됩니다."
      canWrite={canWrite}
      applying={loading}
      applyingLabel="검사하는 중…"
      onApply={(mapping) => setMapping({ variables: { id: head.id, mapping } })}
      appliedMessage="열 연결을 적용하고 모든 행을 다시 검사했습니다."
      onApplied={onApplied}
      fieldMinWidth={180}
    />
  );
}
