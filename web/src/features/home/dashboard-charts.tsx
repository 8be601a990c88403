// The home screen's charts (/dashboard), loaded as a chunk of their own: transports and goods lines
// per reception day over the last 30 days (of every course or one), today's goods lines by delivery
// state (of every charge type or one), and the invoiced won per billing month of a year (of every
// supplier or one). The filters are the lists' own, sent to the same aggregates. Each card has its
// loading, empty and error states and a table of the same numbers: hidden from sight beside the
// chart for screen readers, shown instead of the chart by 표로 보기.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { shiftCalendarDate } from '@parcel/shared/forms/delivery-check-filter';
import { useId, useState, type ReactNode } from 'react';
import { useCodeList, type CodeListOption } from '../../lib/code-list';
import { ROUTE_OPTIONS, SUPPLIER_OPTIONS, useOptions } from '../../lib/option-queries';
import { DailyVolumeQuery, DeliveryStatesQuery, MonthlyRevenueQuery } from './api/dashboard-charts';
import { visuallyHidden } from '../../components/visually-hidden';

/** Days the volume chart covers, today included. */
export const VOLUME_DAYS = 30;
const CHART_HEIGHT = 260;

const wholeNumber = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
const compactNumber = new Intl.NumberFormat('ko-KR', { notation: 'compact', maximumFractionDigits: 1 });

/** `1234` → `1,234 건`. */
export const formatCount = (value: number | null) => `${wholeNumber.format(value ?? 0)} 건`;
/** `1234000` → `1,234,000 원`. */
export const formatWonAmount = (value: number | null) => `${wholeNumber.format(value ?? 0)} 원`;
/** An axis tick in won, short: `12,000,000` → `1200만 원`. */
const formatWonTick = (value: number) => `${compactNumber.format(value)} 원`;

interface TableColumn {
  header: string;
  numeric?: boolean;
}

/** The numbers of a chart as a table: a caption, a header row, one row per point. */
function NumbersTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: TableColumn[];
  rows: string[][];
}) {
  return (
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row[0]}>
            {row.map((value, index) => (
              <TableCell
                key={columns[index]!.header}
                component={index === 0 ? 'th' : 'td'}
                scope={index === 0 ? 'row' : undefined}
                align={columns[index]!.numeric ? 'right' : 'left'}
              >
                {value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface ChartCardProps {
  title: string;
  /** The card's filter selects, beside its title; they stay while the chart reloads. */
  filters?: ReactNode;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyMessage: string;
  chart: () => ReactNode;
  table: { caption: string; columns: TableColumn[]; rows: string[][] };
}

/** A chart's card: title, 표로 보기 toggle, and the loading, error, empty or data state. */
function ChartCard({ title, filters, loading, failed, empty, emptyMessage, chart, table }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const ready = !loading && !failed && !empty;
  let body: ReactNode;
  if (loading)
    body = (
      <Box role="status" aria-label={`${title} 불러오는 중`}>
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      </Box>
    );
  else if (failed) body = <Alert severity="error">{title}을(를) 불러오지 못했습니다.</Alert>;
  else if (empty)
    body = (
      <Box sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary">{emptyMessage}</Typography>
      </Box>
    );
  else if (asTable) body = <NumbersTable {...table} />;
  else
    body = (
      <>
        <Box data-chart={title}>{chart()}</Box>
        <Box sx={visuallyHidden}>
          <NumbersTable {...table} />
        </Box>
      </>
    );
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mr: 'auto' }}>
            {title}
          </Typography>
          {filters}
          {ready && (
            <Button size="small" aria-pressed={asTable} onClick={() => setAsTable((value) => !value)}>
              {asTable ? '차트로 보기' : '표로 보기'}
            </Button>
          )}
        </Box>
        {body}
      </CardContent>
    </Card>
  );
}

/** A small select of a chart's filter: '' is 전체 (the filter left out). */
function ChartFilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel = '전체',
}: {
  label: string;
  value: string;
  options: readonly CodeListOption[];
  onChange: (value: string) => void;
  /** The label of '' (no filter); null: every choice is a value (e.g. a year). */
  allLabel?: string | null;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 120 }}
    >
      {allLabel !== null && <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** `2026-11-03` → `11/3`. */
const dayLabel = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/** Transports and goods lines per reception day, the last VOLUME_DAYS days through today. */
function DailyVolumeCard({ today }: { today: string }) {
  const startDate = shiftCalendarDate(today, 1 - VOLUME_DAYS);
  const [routeId, setRouteId] = useState('');
  const routes = useOptions(ROUTE_OPTIONS);
  const { data, loading, error } = useQuery(DailyVolumeQuery, {
    variables: {
      filter: { startDate, endDate: today, ...(routeId ? { deliveryRouteId: Number(routeId) } : {}) },
    },
    fetchPolicy: 'cache-and-network',
  });
  const byDay = new Map((data?.transportStats.rows ?? []).map((row) => [row.requstDt, row]));
  const days = Array.from({ length: VOLUME_DAYS }, (_, index) => {
    const date = shiftCalendarDate(startDate, index);
    const row = byDay.get(date);
    return { date, transports: row?.transportCount ?? 0, lines: row?.shipmentCount ?? 0 };
  });
  return (
    <ChartCard
      title={`최근 ${VOLUME_DAYS}일 운송·물품 건수`}
      filters={
        <ChartFilterSelect label="배송 코스" value={routeId} onChange={setRouteId} options={routes.options} />
      }
      loading={loading && !data}
      failed={Boolean(error) && !data}
      empty={days.every((day) => day.transports === 0 && day.lines === 0)}
      emptyMessage={`최근 ${VOLUME_DAYS}일 동안 접수된 운송이 없습니다.`}
      chart={() => (
        <LineChart
          height={CHART_HEIGHT}
          skipAnimation
          xAxis={[
            {
              scaleType: 'point',
              data: days.map((day) => dayLabel(day.date)),
              label: '접수일',
            },
          ]}
          yAxis={[{ label: '건수', valueFormatter: (value: number) => wholeNumber.format(value), width: 56 }]}
          series={[
            {
              id: 'transports',
              label: '운송 건수',
              curve: 'linear',
              data: days.map((day) => day.transports),
              valueFormatter: formatCount,
            },
            {
              id: 'lines',
              label: '물품 줄 수',
              curve: 'linear',
              data: days.map((day) => day.lines),
              valueFormatter: formatCount,
            },
          ]}
        />
      )}
      table={{
        caption: `${startDate} ~ ${today} 접수일별 운송 건수와 물품 줄 수`,
        columns: [
          { header: '접수일' },
          { header: '운송 건수', numeric: true },
          { header: '물품 줄 수', numeric: true },
        ],
        rows: days.map((day) => [day.date, formatCount(day.transports), formatCount(day.lines)]),
      }}
    />
  );
}

const STATE_COLOURS: Record<string, string> = { DELIVERED: '#2E7D32', PENDING: '#ED6C02' };

/** Today's goods lines by delivery state. */
function DeliveryStatesCard() {
  const [chargeCd, setChargeCd] = useState('');
  const charges = useCodeList('CHARGE');
  const { data, loading, error } = useQuery(DeliveryStatesQuery, {
    variables: chargeCd ? { filter: { chargeCd } } : {},
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.deliveryStateStats;
  const states = stats?.states ?? [];
  return (
    <ChartCard
      title="오늘의 배송 상태"
      filters={
        <ChartFilterSelect
          label="운임 구분"
          value={chargeCd}
          onChange={setChargeCd}
          options={charges.options}
        />
      }
      loading={loading && !data}
      failed={Boolean(error) && !data}
      empty={(stats?.shipmentCount ?? 0) === 0}
      emptyMessage="오늘 접수된 물품이 없습니다."
      chart={() => (
        <PieChart
          height={CHART_HEIGHT}
          skipAnimation
          series={[
            {
              innerRadius: 50,
              paddingAngle: 1,
              cornerRadius: 4,
              arcLabel: (item) => formatCount(item.value),
              arcLabelMinAngle: 30,
              valueFormatter: (item) => formatCount(item.value),
              data: states.map((row) => ({
                id: row.state,
                label: row.stateNm,
                value: row.shipmentCount,
                color: STATE_COLOURS[row.state],
              })),
            },
          ]}
        />
      )}
      table={{
        caption: `${stats?.startDate ?? ''} 접수 물품의 배송 상태별 건수`,
        columns: [{ header: '배송 상태' }, { header: '물품 줄 수', numeric: true }],
        rows: [
          ...states.map((row) => [row.stateNm, formatCount(row.shipmentCount)]),
          ['합계', formatCount(stats?.shipmentCount ?? 0)],
        ],
      }}
    />
  );
}

/** Years the revenue chart offers: this one and the ones before it. */
const REVENUE_YEARS = 5;

/** Invoiced won per billing month of a year (this one unless chosen), of every supplier or one. */
function MonthlyRevenueCard({ thisYear }: { thisYear: number }) {
  const [year, setYear] = useState(thisYear);
  const [supplierId, setSupplierId] = useState('');
  const suppliers = useOptions(SUPPLIER_OPTIONS);
  const { data, loading, error } = useQuery(MonthlyRevenueQuery, {
    variables: { filter: { year, ...(supplierId ? { billCompanyId: Number(supplierId) } : {}) } },
    fetchPolicy: 'cache-and-network',
  });
  const months = data?.monthlyRevenue.months ?? [];
  return (
    <ChartCard
      title={`${year}년 월별 청구 금액`}
      filters={
        <>
          <ChartFilterSelect
            label="연도"
            value={String(year)}
            onChange={(value) => setYear(Number(value))}
            allLabel={null}
            options={Array.from({ length: REVENUE_YEARS }, (_, index) => {
              const option = String(thisYear - index);
              return { value: option, label: `${option}년` };
            })}
          />
          <ChartFilterSelect
            label="공급자"
            value={supplierId}
            onChange={setSupplierId}
            options={suppliers.options}
          />
        </>
      }
      loading={loading && !data}
      failed={Boolean(error) && !data}
      empty={months.every((row) => row.totAmount === 0)}
      emptyMessage={`${year}년에 생성된 청구서가 없습니다.`}
      chart={() => (
        <BarChart
          height={CHART_HEIGHT}
          skipAnimation
          hideLegend
          xAxis={[{ scaleType: 'band', data: months.map((row) => `${row.month}월`), label: '청구 월' }]}
          yAxis={[{ label: '청구 금액(원)', valueFormatter: formatWonTick, width: 80 }]}
          series={[
            {
              id: 'revenue',
              label: '청구 금액',
              data: months.map((row) => row.totAmount),
              valueFormatter: formatWonAmount,
            },
          ]}
        />
      )}
      table={{
        caption: `${year}년 청구 월별 청구서 수와 청구 금액(부가세 포함)`,
        columns: [
          { header: '청구 월' },
          { header: '청구서 수', numeric: true },
          { header: '청구 금액', numeric: true },
        ],
        rows: months.map((row) => [
          `${row.month}월`,
          formatCount(row.invoiceCount),
          formatWonAmount(row.totAmount),
        ]),
      }}
    />
  );
}

/** The three chart cards in a responsive grid: one column on phones, two, then three. */
export function DashboardCharts() {
  const today = seoulToday();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <DailyVolumeCard today={today} />
      <DeliveryStatesCard />
      <MonthlyRevenueCard thisYear={Number(today.slice(0, 4))} />
    </Box>
  );
}
