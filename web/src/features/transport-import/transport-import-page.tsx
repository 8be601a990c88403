import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { mayWrite } from '@parcel/shared/access';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session/session-provider';
import { PageHeader } from '../../components/page-header';
import {
  TransportImportQuery,
  TransportImportRowsQuery,
  TransportImportsQuery,
} from './api/transport-import';
import { ImportMappingCard } from './import-mapping-card';
import { ImportHistory } from './import-history';
import { ImportPreview } from './import-preview';
import { ImportResult } from './import-result';
import { UploadCard } from './upload-card';
import { useUndoImport } from './use-undo-import';

/** The import on screen lives in the URL (?id=), so a reload or a shared link continues it. */
const IMPORT_PARAM = 'id';

/**
 * 운송 정보 일괄 등록 (/transport/import): a spreadsheet's rows become transports. The file is
 * uploaded (REST multipart), its columns mapped, its rows previewed, fixed or removed, then
 * committed at once, and undone the same day if need be; recent imports are listed below.
 */
export function TransportImportPage() {
  const { auth } = useSession();
  const canWrite = mayWrite(auth.role, 'transports');
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const importId = Number(params.get(IMPORT_PARAM)) || null;
  const current = useQuery(TransportImportQuery, {
    variables: { id: importId ?? 0 },
    skip: importId === null,
    fetchPolicy: 'cache-and-network',
  });
  const head = importId === null ? null : (current.data?.transportImport ?? null);

  const open = useCallback(
    (id: number | null) => setParams(id === null ? {} : { [IMPORT_PARAM]: String(id) }),
    [setParams],
  );
  const reloadHistory = useCallback(
    () => void client.refetchQueries({ include: [TransportImportsQuery] }),
    [client],
  );
  const undo = useUndoImport(reloadHistory);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        title="운송 정보 일괄 등록"
        subtitle="엑셀이나 CSV 파일의 행을 한 번에 운송 정보로 등록합니다. 한 행이 물품 하나입니다."
      />
      <UploadCard
        canWrite={canWrite}
        onUploaded={(id) => {
          open(id);
          reloadHistory();
        }}
      />
      {importId !== null && !head && current.loading && (
        <LinearProgress aria-label="일괄 등록을 불러오는 중" />
      )}
      {head?.status === 'PREVIEW' && (
        <>
          <ImportMappingCard
            key={`${head.id}:${JSON.stringify(head.mapping)}`}
            head={head}
            canWrite={canWrite}
            onApplied={() => void client.refetchQueries({ include: [TransportImportRowsQuery] })}
          />
          <ImportPreview key={head.id} head={head} canWrite={canWrite} onCommitted={reloadHistory} />
        </>
      )}
      {head && head.status !== 'PREVIEW' && (
        <ImportResult head={head} canWrite={canWrite} onUndo={undo.ask} onNewFile={() => open(null)} />
      )}
      <ImportHistory canWrite={canWrite} currentId={importId} onOpen={open} onUndo={undo.ask} />
      {undo.dialog}
    </Box>
  );
}
