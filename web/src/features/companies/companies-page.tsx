import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { COMPANY_SEARCH_PLACEHOLDER } from '../../components/company-autocomplete';
import { ExportAction } from '../../components/export-action';
import { ListCard } from '../../components/list-card';
import { ListActions, useListScreen, type ListAction } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { SearchPanel, type SearchField } from '../../components/search-panel';
import type { CompanyRowFragment } from '../../gql/graphql';
import { CompaniesQuery } from './api/companies';
import { SUPPLIER_OPTIONS, useOptions } from '../../lib/option-queries';
import { COMPANY_COLUMNS } from './company-columns';
import { CompanyFormDialog } from '../../components/company-form/company-form-dialog';

const DEFAULT_FILTERS = {
  regionCd: '',
  billCompanyId: '',
  companyNm: '',
  telNo: '',
  shipperYn: '',
  shipperCd: '',
};
type CompanyFilters = typeof DEFAULT_FILTERS;

const SHIPPER_FLAG_OPTIONS = [
  { value: 'Y', label: '화주' },
  { value: 'N', label: '일반' },
];

/** 업체 관리 (/settings/companies): its filters, page and selection live in the URL. */
export function CompaniesPage() {
  const { auth } = useSession();
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS });
  const [dialog, setDialog] = useState<'none' | 'create' | 'edit'>('none');
  const suppliers = useOptions(SUPPLIER_OPTIONS, { fetchPolicy: 'cache-and-network' });
  const { data, loading, refetch } = useQuery(CompaniesQuery, {
    variables: {
      filter: { ...list.filterInput, billCompanyId: Number(list.filters.billCompanyId) || null },
      page: list.pageInput,
    },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.companies.items ?? [];
  const selected = rows.find((row) => String(row.companyId) === list.selectedIds[0]) ?? null;

  const filterFields = useMemo<SearchField<CompanyFilters>[]>(
    () => [
      { name: 'regionCd', label: '지역', kind: 'select', codeGroup: 'REGION_TYPE' },
      {
        name: 'billCompanyId',
        label: '공급자',
        kind: 'select',
        allLabel: '전체',
        options: suppliers.options,
      },
      { name: 'companyNm', label: '업체명', kind: 'text', placeholder: COMPANY_SEARCH_PLACEHOLDER },
      { name: 'telNo', label: '전화번호', kind: 'phone' },
      {
        name: 'shipperYn',
        label: '화주 여부',
        kind: 'select',
        allLabel: '전체',
        options: SHIPPER_FLAG_OPTIONS,
      },
      { name: 'shipperCd', label: '화주 구분', kind: 'select', codeGroup: 'SHIPPER_TYPE' },
    ],
    [suppliers.options],
  );

  const actions: ListAction<CompanyRowFragment>[] = [
    {
      label: '선택 수정',
      icon: <EditIcon />,
      variant: 'outlined',
      needs: 'one',
      writes: 'companies',
      onClick: () => setDialog('edit'),
    },
    {
      label: '신규 추가',
      icon: <AddIcon />,
      variant: 'contained',
      writes: 'companies',
      onClick: () => setDialog('create'),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="업체 관리" />
      <SearchPanel title="검색 조건" fields={filterFields} {...list.searchPanelProps} />
      <ListCard<CompanyRowFragment>
        title="업체 목록"
        exportAction={
          <ExportAction path="/api/company/excel" filters={list.filterInput} fileName="업체목록.xlsx" />
        }
        actions={<ListActions actions={actions} selected={selected ? [selected] : []} role={auth.role} />}
        columns={COMPANY_COLUMNS}
        rows={rows}
        rowCount={data?.companies.total ?? 0}
        loading={loading}
        {...list.pagingProps}
        getRowId={(row) => row.companyId}
        selectedId={selected?.companyId ?? null}
        onSelect={(row) => list.select([row.companyId])}
        emptyMessage="등록된 업체가 없습니다."
      />
      {dialog !== 'none' && (
        <CompanyFormDialog
          company={dialog === 'edit' ? selected : null}
          onClose={() => setDialog('none')}
          onSaved={(company) => {
            setDialog('none');
            // A new company is the newest: on the first page, selected; an edited one stays selected.
            list.select([company.companyId], { firstPage: dialog === 'create' });
            void refetch();
          }}
        />
      )}
    </Box>
  );
}
