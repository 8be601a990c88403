import type { GridColDef } from '@mui/x-data-grid';
import { seoulDateOf } from '@parcel/shared/dates/seoul-date';
import { WAYBILL_FIELD_LABELS as LABELS } from '@parcel/shared/forms/waybill-form';
import { formatRangeNumber } from '@parcel/shared/validation';
import type { WaybillRowFragment } from '../../gql/graphql';

/** The waybill list's columns (server paging: no sorting in the browser); numbers come as digits. */
export const WAYBILL_COLUMNS: GridColDef<WaybillRowFragment>[] = [
  { field: 'senderCompanyNm', headerName: LABELS.senderCompanyId, flex: 1, minWidth: 160, sortable: false },
  {
    field: 'receiverCompanyNm',
    headerName: LABELS.receiverCompanyId,
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueFormatter: (value: string | null) => value ?? '-',
  },
  { field: 'chargeNm', headerName: LABELS.chargeCd, width: 90, sortable: false },
  {
    field: 'startNo',
    headerName: LABELS.startNo,
    width: 180,
    sortable: false,
    valueFormatter: (value: string) => formatRangeNumber(value),
  },
  {
    field: 'endNo',
    headerName: LABELS.endNo,
    width: 180,
    sortable: false,
    valueFormatter: (value: string) => formatRangeNumber(value),
  },
  {
    field: 'qty',
    headerName: LABELS.qty,
    width: 80,
    type: 'number',
    sortable: false,
    valueFormatter: (value: number | null) => (value ?? 0).toLocaleString('ko-KR'),
  },
  {
    field: 'printCount',
    headerName: '인쇄',
    width: 80,
    type: 'number',
    sortable: false,
    valueFormatter: (value: number | null) => (value ? `${value}회` : '미인쇄'),
  },
  {
    field: 'regDt',
    headerName: '등록일',
    width: 110,
    sortable: false,
    valueFormatter: (value: string | null) => (value ? seoulDateOf(new Date(value)) : ''),
  },
];
