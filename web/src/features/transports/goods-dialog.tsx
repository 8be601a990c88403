import { useQuery } from '@apollo/client/react';
import { wonCell } from '@parcel/shared/money';
import type { GridColDef } from '@mui/x-data-grid';
import { SHIPMENT_COLUMNS as SHIPMENT } from '@parcel/shared/records/shipment';
import { useMemo, useState } from 'react';
import { declaredColumn } from '../../components/declared-list';
import { LIST_PAGE_SIZE, ListCard } from '../../components/list-card';
import { ReadOnlyDialog } from '../../components/read-only-dialog';
import type { TransportShipmentsQuery as GoodsData } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { TransportShipmentsQuery } from './api/transports';

type ShipmentRow = GoodsData['transportShipments'][number];

const GOODS_COLUMNS: GridColDef<ShipmentRow>[] = [
  declaredColumn('kindNm', SHIPMENT.kindNm, { width: 90 }),
  declaredColumn('waybillNo', SHIPMENT.waybillNo, { flex: 1, minWidth: 130 }),
  declaredColumn('trnsprtCd', SHIPMENT.trnsprtCd, {
    headerName: '계산',
    width: 80,
    valueFormatter: (value: string) => (value === 'WEIGHT' ? '중량' : '수량'),
  }),
  declaredColumn('senderQty', SHIPMENT.senderQty, { width: 80, type: 'number' }),
  declaredColumn('senderUntpc', SHIPMENT.senderUntpc, {
    width: 100,
    type: 'number',
    valueFormatter: (value: number) => wonCell(value),
  }),
  declaredColumn('senderAmount', SHIPMENT.senderAmount, {
    width: 110,
    type: 'number',
    valueFormatter: (value: number) => wonCell(value),
  }),
];

export interface GoodsDialogProps {
  transport: { senderTransportId: number; senderCompanyNm: string } | null;
  onClose: () => void;
}

/** 물품 상세 정보: a transport's goods lines, 17 a page, with the sums of quantity and amount. */
export function GoodsDialog({ transport, onClose }: GoodsDialogProps) {
  const [page, setPage] = useState(0);
  const { data, loading, error, refetch } = useQuery(TransportShipmentsQuery, {
    variables: { transportId: transport?.senderTransportId ?? 0 },
    skip: !transport,
    fetchPolicy: 'network-only',
  });
  const lines = useMemo(() => data?.transportShipments ?? [], [data]);
  const sums = useMemo(
    () => ({
      qty: lines.reduce((sum, line) => sum + line.senderQty, 0),
      amount: lines.reduce((sum, line) => sum + line.senderAmount, 0),
    }),
    [lines],
  );
  const pageRows = lines.slice(page * LIST_PAGE_SIZE, (page + 1) * LIST_PAGE_SIZE);

  return (
    <ReadOnlyDialog
      open={transport !== null}
      title={`물품 상세 정보${transport ? ` - ${transport.senderCompanyNm}` : ''}`}
      onClose={onClose}
      loading={loading && !data}
      error={error ? `물품 정보를 불러오지 못했습니다. ${messageOf(error)}` : null}
      onRetry={() => void refetch()}
      maxWidth="md"
    >
      <ListCard<ShipmentRow>
        title="물품 목록"
        columns={GOODS_COLUMNS}
        rows={pageRows}
        rowCount={lines.length}
        loading={false}
        page={page}
        onPageChange={setPage}
        getRowId={(row) => row.shipmentId}
        emptyMessage="등록된 물품이 없습니다."
        height={420}
        summaryRow={
          <>
            <span>수량 합계 {sums.qty.toLocaleString('ko-KR')}</span>
            <span>금액 합계 {wonCell(sums.amount)}원</span>
          </>
        }
      />
    </ReadOnlyDialog>
  );
}
