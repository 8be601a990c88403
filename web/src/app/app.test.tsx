import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { AppInfoQuery } from '../features/app-info/api/app-info';
import { App } from './app';

function renderWithAppInfo(demoData: boolean) {
  const mocks = [
    {
      request: { query: AppInfoQuery },
      result: {
        data: {
          appInfo: { __typename: 'AppInfo', productName: '택배관리시스템', version: '0.1.0', demoData },
        },
      },
    },
  ];
  return render(
    <MockedProvider mocks={mocks}>
      <App />
    </MockedProvider>,
  );
}

describe('App', () => {
  it('shows the product title and marks a demo server', async () => {
    renderWithAppInfo(true);
    expect(screen.getByRole('heading', { name: '택배관리시스템' })).toBeInTheDocument();
    expect(await screen.findByText('데모 데이터')).toBeInTheDocument();
    expect(screen.getByText('버전 0.1.0')).toBeInTheDocument();
  });

  it('does not mark a real deployment as demo', async () => {
    renderWithAppInfo(false);
    expect(await screen.findByText('서버가 정상적으로 실행 중입니다.')).toBeInTheDocument();
    expect(screen.queryByText('데모 데이터')).not.toBeInTheDocument();
  });
});
