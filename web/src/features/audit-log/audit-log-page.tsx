import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { mayReadAuditLog } from '@parcel/shared/access';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_INFO,
  type AuditEntity,
} from '@parcel/shared/audit/audit-fields';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { shiftCalendarDate } from '@parcel/shared/forms/delivery-check-filter';
import type { GridCellParams } from '@mui/x-data-grid';
import { useMemo, type KeyboardEvent } from 'react';
import { useSession } from '../../app/session/session-provider';
import { ListCard } from '../../components/list-card';
import { useListScreen } from '../../components/list-screen';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeader } from '../../components/page-header';
import { SearchPanel, type SearchField } from '../../components/search-panel';
import type { AuditAction } from '../../gql/graphql';
import { AuditLogQuery, AuditMembersQuery } from './api/audit-log';
import { AuditEntryDialog } from './audit-entry-dialog';
import { AUDIT_LOG_COLUMNS, type AuditLogRow } from './audit-log-columns';

export const AUDIT_LOG_TITLE = '변경 이력';
export const AUDIT_LOG_NO_ACCESS =
  '변경 이력 화면은 관리자만 볼 수 있습니다. 기록 하나의 변경 이력은 그 기록의 수정 창에서 변경 이력 버튼으로 볼 수 있습니다.';
export const AUDIT_LOG_EMPTY_MESSAGE = '조건에 맞는 변경 이력이 없습니다.';

/** The screen's default period: this many days, ending today (Asia/Seoul). */
export const AUDIT_LOG_DEFAULT_DAYS = 7;
const TODAY = seoulToday();
/** The filters as the URL holds them; the period is the last 7 days when the screen was loaded. */
export const AUDIT_LOG_DEFAULT_FILTERS = {
  from: shiftCalendarDate(TODAY, 1 - AUDIT_LOG_DEFAULT_DAYS),
  to: TODAY,
  entity: '',
  memberId: '',
  entityId: '',
  action: '',
};
type AuditLogFilters = typeof AUDIT_LOG_DEFAULT_FILTERS;

const ACTIONS: Readonly<Record<AuditAction, keyof typeof AUDIT_ACTION_LABELS>> = {
  CREATE: 'create',
  UPDATE: 'update',
  DELETE: 'delete',
};
const ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({
  value: entity,
  label: AUDIT_ENTITY_INFO[entity].label,
}));
const ACTION_OPTIONS = (Object.keys(ACTIONS) as AuditAction[]).map((action) => ({
  value: action,
  label: AUDIT_ACTION_LABELS[ACTIONS[action]],
}));

const isEntity = (value: string): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(value);
const isAction = (value: string): value is AuditAction => value in ACTIONS;

/**
 * The filters as auditLog takes them. Choices the URL may hold but the lists do not know are left
 * out; the record number goes as typed, so the server's message names what is wrong with it.
 */
function filterInputOf(filters: AuditLogFilters) {
  const text = (value: string) => value.trim() || null;
  return {
    from: text(filters.from),
    to: text(filters.to),
    entity: isEntity(filters.entity) ? filters.entity : null,
    entityId: text(filters.entityId),
    memberId: Number(filters.memberId) || null,
    action: isAction(filters.action) ? filters.action : null,
  };
}

export interface AuditLogPageProps {
  /** For tests in jsdom, which lays nothing out (ListCard's prop of the same name). */
  disableVirtualization?: boolean;
}

/** 변경 이력 (/settings/audit-log): who changed what and when, across records; 관리자 only. */
export function AuditLogPage({ disableVirtualization = false }: AuditLogPageProps) {
  const { auth } = useSession();
  if (!mayReadAuditLog(auth.role)) {
    return <NoAccessPage title={AUDIT_LOG_TITLE} message={AUDIT_LOG_NO_ACCESS} />;
  }
  return <AuditLogScreen disableVirtualization={disableVirtualization} />;
}

function AuditLogScreen({ disableVirtualization }: { disableVirtualization: boolean }) {
  const list = useListScreen({ defaultFilters: AUDIT_LOG_DEFAULT_FILTERS });
  const members = useQuery(AuditMembersQuery, { fetchPolicy: 'cache-first' });
  const { data, loading } = useQuery(AuditLogQuery, {
    variables: { filter: filterInputOf(list.filters), page: list.pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.auditLog.items ?? [];
  // The selected row is the one whose detail is open, so a link can open it too.
  const opened = rows.find((row) => row.id === list.selectedIds[0]) ?? null;

  const filterFields = useMemo<SearchField<AuditLogFilters>[]>(
    () => [
      { name: 'from', toName: 'to', label: '변경 기간', kind: 'dateRange' },
      { name: 'entity', label: '기록 종류', kind: 'select', allLabel: '전체', options: ENTITY_OPTIONS },
      { name: 'entityId', label: '기록 번호', kind: 'text' },
      {
        name: 'memberId',
        label: '변경한 사람',
        kind: 'select',
        allLabel: '전체',
        options: (members.data?.auditMembers ?? []).map((member) => ({
          value: String(member.memberId),
          label: member.withdrawn ? `${member.memberName} · 탈퇴` : member.memberName,
        })),
      },
      { name: 'action', label: '변경 구분', kind: 'select', allLabel: '전체', options: ACTION_OPTIONS },
    ],
    [members.data],
  );

  const open = (row: AuditLogRow) => list.select([row.id]);
  const openOnEnter = (params: GridCellParams<AuditLogRow>, event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    open(params.row);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        title={AUDIT_LOG_TITLE}
        subtitle="누가 언제 어떤 기록을 바꾸었는지 모든 기록에 걸쳐 봅니다. 행을 누르거나 Enter로 바뀐 항목의 변경 전후를 봅니다."
      />
      <SearchPanel title="검색 조건" fields={filterFields} {...list.searchPanelProps} />
      <ListCard<AuditLogRow>
        title="변경 이력 목록"
        columns={AUDIT_LOG_COLUMNS}
        rows={rows}
        rowCount={data?.auditLog.total ?? 0}
        rowCountExact={data?.auditLog.totalExact ?? true}
        loading={loading}
        {...list.pagingProps}
        getRowId={(row) => row.id}
        selectedId={opened?.id ?? null}
        onSelect={open}
        emptyMessage={AUDIT_LOG_EMPTY_MESSAGE}
        disableVirtualization={disableVirtualization}
        gridProps={{ onCellKeyDown: openOnEnter }}
      />
      {opened && (
        <AuditEntryDialog
          entry={opened}
          onClose={() => list.select([])}
          onShowRecord={(entry) => {
            // A record's whole history: no period, whoever made it.
            list.search({
              ...AUDIT_LOG_DEFAULT_FILTERS,
              from: '',
              to: '',
              entity: entry.entity,
              entityId: entry.entityId,
            });
          }}
        />
      )}
    </Box>
  );
}
