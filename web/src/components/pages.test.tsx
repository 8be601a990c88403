import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { PageHeader } from './page-header';
import { PlaceholderPage } from './placeholder-page';

describe('NotFoundPage', () => {
  it('shows the exact text and a link home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });
});

describe('PlaceholderPage', () => {
  it('names the screen and says it is not ready', () => {
    render(<PlaceholderPage title="배송 확인" />);
    expect(screen.getByRole('heading', { level: 1, name: '배송 확인' })).toBeInTheDocument();
    expect(screen.getByText('화면 준비 중')).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('shows the title, subtitle, breadcrumbs and actions', () => {
    render(
      <MemoryRouter>
        <PageHeader
          title="사용자 관리"
          subtitle="사용자를 조회하고 등록합니다."
          breadcrumbs={[{ label: '기본 설정', to: '/settings/members' }, { label: '사용자 관리' }]}
          actions={<button type="button">엑셀</button>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '사용자 관리' })).toBeInTheDocument();
    expect(screen.getByText('사용자를 조회하고 등록합니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '기본 설정' })).toHaveAttribute('href', '/settings/members');
    expect(screen.getByRole('navigation', { name: '현재 위치' })).toHaveTextContent('사용자 관리');
    expect(screen.getByRole('button', { name: '엑셀' })).toBeInTheDocument();
  });
});
