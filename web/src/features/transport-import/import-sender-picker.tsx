// The preview's sender company: the company of the rows without a 보내는사람, chosen at the upload
// or here after it (a file without the column, uploaded before the company was picked, would
// otherwise be uploaded again); a change checks every row again.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { CompanyAutocomplete } from '../../components/company-autocomplete';
import type { CompanyOption } from '../../components/company-option';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import type { TransportImportHeadFragment } from '../../gql/graphql';
import { useCompanySearch } from '../../lib/company-search';
import { SetTransportImportSenderMutation } from './api/transport-import';

export const PREVIEW_SENDER_LABEL = '이 파일의 보내는 업체';
export const SENDER_CHECKING_TEXT = '보내는 업체를 바꾸고 모든 행을 검사하는 중…';

export interface ImportSenderPickerProps {
  head: TransportImportHeadFragment;
  canWrite: boolean;
  /** After the rows were checked again under the new sender. */
  onApplied: () => void;
}

export function ImportSenderPicker({ head, canWrite, onApplied }: ImportSenderPickerProps) {
  const { run } = useMutationFeedback();
  const searchCompanies = useCompanySearch();
  const [setSender, { loading }] = useMutation(SetTransportImportSenderMutation);
  // The choice shows at once; the import's own sender once the server has checked the rows.
  const [pending, setPending] = useState<CompanyOption | null | undefined>(undefined);
  const current: CompanyOption | null =
    head.senderCompanyId === null || head.senderCompanyId === undefined
      ? null
      : { companyId: head.senderCompanyId, companyNm: head.senderCompanyNm ?? '' };

  const choose = async (chosen: CompanyOption | null) => {
    if ((chosen?.companyId ?? null) === (current?.companyId ?? null)) return;
    setPending(chosen);
    const outcome = await run(
      () => setSender({ variables: { id: head.id, senderCompanyId: chosen?.companyId ?? null } }),
      {
        done: '보내는 업체를 바꾸고 모든 행을 다시 검사했습니다.',
        failed: { title: '보내는 업체를 바꾸지 못했습니다' },
      },
    );
    setPending(undefined);
    if (outcome.ok) onApplied();
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 420 }}>
      <CompanyAutocomplete
        label={PREVIEW_SENDER_LABEL}
        value={pending === undefined ? current : pending}
        onChange={(chosen) => void choose(chosen)}
        search={searchCompanies}
        disabled={!canWrite || loading}
        helperText="보내는사람 열이 없거나 비어 있는 행의 보내는 업체입니다. 바꾸면 모든 행을 다시 검사합니다."
      />
      {loading && <LinearProgress aria-label={SENDER_CHECKING_TEXT} />}
    </Box>
  );
}
