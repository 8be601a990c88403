import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { APP_NAME, useRouteDocumentTitle } from './page-title';

function Frame() {
  useRouteDocumentTitle();
  return <Outlet />;
}

describe('useRouteDocumentTitle', () => {
  it('titles the tab with the shown route’s title, and the app alone where a route has none', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            { path: '/settings/companies', element: <p>업체</p>, handle: { title: '업체 관리' } },
            { path: '/untitled', element: <p>제목 없음</p> },
          ],
        },
      ],
      { initialEntries: ['/settings/companies'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe(`업체 관리 - ${APP_NAME}`);
    await act(() => router.navigate('/untitled'));
    expect(document.title).toBe(APP_NAME);
  });
});
