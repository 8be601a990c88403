import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { UNSAVED_CHANGES_TEXT, useUnsavedChangesGuard } from './unsaved-changes-guard';

function Editor({ dirty, allowLeaving = false }: { dirty: boolean; allowLeaving?: boolean }) {
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <Link to="/elsewhere" onClick={() => allowLeaving && guard.allowLeaving()}>
        다른 화면
      </Link>
      <Link to="/editor?tab=2">같은 화면</Link>
      {guard.dialog}
    </>
  );
}

function renderAt(dirty: boolean, allowLeaving = false) {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor dirty={dirty} allowLeaving={allowLeaving} /> },
      { path: '/elsewhere', element: <p>다른 화면입니다</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the unsaved-changes guard', () => {
  it('asks before leaving with unsaved edits: stay keeps the page, leave goes', async () => {
    const router = renderAt(true);
    fireEvent.click(screen.getByRole('link', { name: '다른 화면' }));
    const dialog = await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });
    fireEvent.click(screen.getByRole('button', { name: UNSAVED_CHANGES_TEXT.stay }));
    expect(router.state.location.pathname).toBe('/editor');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('link', { name: '다른 화면' }));
    fireEvent.click(await screen.findByRole('button', { name: UNSAVED_CHANGES_TEXT.leave }));
    expect(await screen.findByText('다른 화면입니다')).toBeInTheDocument();
  });

  it('lets the page go without asking when nothing changed, within the same route, or on purpose', async () => {
    const clean = renderAt(false);
    fireEvent.click(screen.getByRole('link', { name: '다른 화면' }));
    await waitFor(() => expect(clean.state.location.pathname).toBe('/elsewhere'));
  });

  it('keeps the same screen with other parameters, and leaves on purpose after a save', async () => {
    const router = renderAt(true, true);
    fireEvent.click(screen.getByRole('link', { name: '같은 화면' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    fireEvent.click(screen.getByRole('link', { name: '다른 화면' }));
    expect(await screen.findByText('다른 화면입니다')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser before a reload or closing the tab while edits are unsaved', () => {
    renderAt(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
