import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { mayWrite } from '@parcel/shared/access';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session/session-provider';
import { PageHeader } from '../../components/page-header';
import { BankDepositUploadQuery } from './api/bank-deposits';
import { BankMappingCard } from './bank-mapping-card';
import { BankUploadCard } from './bank-upload-card';
import { DepositPreview } from './deposit-preview';

/** The upload on screen lives in the URL (?id=), so a reload or a shared link continues it. */
const UPLOAD_PARAM = 'id';

/**
 * 입금 내역 반영 (/settlement/deposits): a bank's transaction export is uploaded (REST multipart),
 * its columns mapped (remembered per bank), its deposits matched to the invoice company rows owed,
 * chosen where the match is not sure, and applied as payments in one confirmation.
 */
export function BankDepositsPage() {
  const { auth } = useSession();
  const canWrite = mayWrite(auth.role, 'settlement');
  const [params, setParams] = useSearchParams();
  const uploadId = Number(params.get(UPLOAD_PARAM)) || null;
  const current = useQuery(BankDepositUploadQuery, {
    variables: { id: uploadId ?? 0 },
    skip: uploadId === null,
    fetchPolicy: 'cache-and-network',
  });
  const upload = uploadId === null ? null : (current.data?.bankDepositUpload ?? null);
  // After an upload the keyboard goes on from the next steps (the upload's button is gone).
  const steps = useRef<HTMLDivElement>(null);
  const focusStepsWhenShown = useRef(false);
  useEffect(() => {
    if (!focusStepsWhenShown.current || !upload) return;
    focusStepsWhenShown.current = false;
    steps.current?.focus();
  }, [upload]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        title="입금 내역 반영"
        subtitle="은행 거래내역의 입금을 업체별 청구 내역과 맞추어 한 번에 입금 등록합니다. 같은 입금은 두 번 반영되지 않습니다."
      />
      <BankUploadCard
        canWrite={canWrite}
        onUploaded={(id) => {
          setParams({ [UPLOAD_PARAM]: String(id) });
          focusStepsWhenShown.current = true;
        }}
      />
      {uploadId !== null && !upload && current.loading && (
        <LinearProgress aria-label="입금 내역을 불러오는 중" />
      )}
      {upload && (
        // Keyed by the upload and its mapping: a new mapping starts both steps afresh.
        <Box
          key={`${upload.id}:${JSON.stringify(upload.mapping)}`}
          ref={steps}
          tabIndex={-1}
          sx={{ display: 'grid', gap: 2, outline: 'none' }}
        >
          <BankMappingCard upload={upload} canWrite={canWrite} />
          <DepositPreview upload={upload} />
        </Box>
      )}
    </Box>
  );
}
