import { render, screen } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { cellToneClass, ListCard } from '../../components/list-card';
import { codeCellColours, DELIVERY_STATUS_TONES } from './delivery-status-colours';

describe('codeCellColours', () => {
  it('colours communication and parcel values orange', () => {
    for (const value of ['통신수신', '통신', '택배', ' 택배 ']) {
      expect(codeCellColours(value)).toMatchObject({ backgroundColor: '#FFEDD5', color: '#C2410C' });
    }
  });

  it('colours any other value blue', () => {
    for (const value of ['일반', '배송완료', 'A01', 3]) {
      expect(codeCellColours(value)).toMatchObject({ backgroundColor: '#DBEAFE', color: '#1E3A8A' });
    }
  });

  it('leaves empty cells alone', () => {
    for (const value of ['', '  ', null, undefined]) expect(codeCellColours(value)).toBeNull();
  });
});

describe('the home grid’s cell colours', () => {
  interface Row {
    id: number;
    name: string;
    transportProcessCd: string;
    transportCode: string;
  }
  const columns: GridColDef<Row>[] = [
    { field: 'name', headerName: '이름' },
    { field: 'transportProcessCd', headerName: '구분' },
    { field: 'transportCode', headerName: '배송 코드', valueFormatter: (value: string) => value || '' },
  ];
  const rows: Row[] = [
    { id: 1, name: '홍길동', transportProcessCd: '통신수신', transportCode: '' },
    { id: 2, name: '김철수', transportProcessCd: '일반', transportCode: '택배' },
  ];

  it('colours the mapped code cells and nothing else', () => {
    render(
      <ListCard<Row>
        title="오늘의 배송 확인 현황"
        columns={columns}
        rows={rows}
        rowCount={rows.length}
        loading={false}
        page={0}
        onPageChange={() => undefined}
        getRowId={(row) => row.id}
        emptyMessage="등록된 운송이 없습니다."
        cellTones={DELIVERY_STATUS_TONES}
        height={400}
        disableVirtualization
      />,
    );
    const cell = (text: string) => screen.getByText(text).closest('[role="gridcell"]');
    expect(cell('통신수신')).toHaveClass(cellToneClass('orange'));
    expect(cell('택배')).toHaveClass(cellToneClass('orange'));
    expect(cell('일반')).toHaveClass(cellToneClass('blue'));
    expect(cell('홍길동')).not.toHaveClass(cellToneClass('blue'));
    expect(cell('홍길동')).not.toHaveClass(cellToneClass('orange'));
    const emptyCode = document.querySelector('[data-id="1"] [data-field="transportCode"]');
    expect(emptyCode).not.toHaveClass(cellToneClass('blue'));
  });
});
