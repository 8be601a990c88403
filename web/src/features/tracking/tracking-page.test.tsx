import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TRACKING_MESSAGES, type TrackingAnswer } from '@parcel/shared/tracking/tracking';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TrackingPage } from './tracking-page';

const known: TrackingAnswer = {
  waybillNo: '12345678901',
  found: true,
  deliveryRouteNm: '강남 1코스',
  steps: [
    { code: 'RECEIVED', label: '접수', occurredAt: '2026-11-27T09:12:00+09:00' },
    { code: 'PICKED_UP', label: '집하', occurredAt: '2026-11-27T15:40:00+09:00' },
    { code: 'OUT_FOR_DELIVERY', label: '배송 출발', occurredAt: null },
    { code: 'DELIVERED', label: '배송 완료', occurredAt: null },
  ],
};
const unknown: TrackingAnswer = {
  waybillNo: '99999999999',
  found: false,
  deliveryRouteNm: null,
  steps: known.steps.map((step) => ({ ...step, occurredAt: null })),
};

function mockServer(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    calls.push(path);
    const answer = answers[path] ?? { status: 404, body: { message: '없음' } };
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return calls;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/track" element={<TrackingPage />} />
        <Route path="/track/:waybillNo" element={<TrackingPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const field = () => screen.getByRole('textbox', { name: '운송장 번호' });

describe('TrackingPage', () => {
  it('Enter in the field looks the number up and shows the four steps with their times', async () => {
    const calls = mockServer({ '/api/public/track/12345678901': { status: 200, body: known } });
    renderAt('/track');
    expect(field()).toHaveFocus();
    fireEvent.change(field(), { target: { value: '123-4567-8901' } });
    fireEvent.submit(field().closest('form')!);
    const steps = await screen.findByRole('list', { name: /배송 단계/ });
    expect(calls).toEqual(['/api/public/track/12345678901']);
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '접수2026-11-27 09:12',
      '집하2026-11-27 15:40',
      '3배송 출발진행 전',
      '4배송 완료진행 전',
    ]);
    expect(screen.getByText('배송 코스: 강남 1코스')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '운송장 번호 123-4567-8901' })).toBeInTheDocument();
    expect(document.title).toBe('배송 조회 - 택배관리시스템');
  });

  it('opens filled in from /track/:waybillNo (a label’s QR code) and looks it up at once', async () => {
    mockServer({ '/api/public/track/12345678901': { status: 200, body: known } });
    renderAt('/track/12345678901');
    expect(field()).toHaveValue('12345678901');
    expect(await screen.findByText('2026-11-27 15:40')).toBeInTheDocument();
  });

  it('says so in Korean for a number nobody has', async () => {
    mockServer({ '/api/public/track/99999999999': { status: 200, body: unknown } });
    renderAt('/track/99999999999');
    expect(await screen.findByText(TRACKING_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /배송 단계/ })).not.toBeInTheDocument();
  });

  it('checks the number with the shared waybill rule before asking the server', async () => {
    const calls = mockServer({});
    renderAt('/track');
    fireEvent.change(field(), { target: { value: '12-34' } });
    fireEvent.submit(field().closest('form')!);
    expect(await screen.findByText('올바른 운송장 번호 형식이 아닙니다.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the server’s reason when it refuses (429)', async () => {
    const tooMany = TRACKING_MESSAGES.tooMany(42);
    mockServer({ '/api/public/track/12345678901': { status: 429, body: { message: tooMany } } });
    renderAt('/track/12345678901');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(tooMany));
  });
});
