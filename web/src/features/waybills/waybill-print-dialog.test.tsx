import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ToastProvider } from '../../components/toast-provider';
import type { WaybillRowFragment } from '../../gql/graphql';
import { CreatePrintTicketMutation, PrintInBrowserMutation, PrintTicketStatusQuery } from './api/waybills';
import { PRINT_TEXTS, WaybillPrintDialog } from './waybill-print-dialog';

const WAYBILL: WaybillRowFragment = {
  waybillId: 5,
  senderCompanyId: 3,
  senderCompanyNm: '대성통신',
  receiverCompanyId: null,
  receiverCompanyNm: null,
  chargeCd: 'pre',
  chargeNm: '선불',
  qty: 2,
  startNo: '12345678901',
  endNo: '12345678902',
  printCount: 0,
  lastPrintedAt: null,
  regDt: '2026-11-20T01:00:00.000Z',
  version: 1,
};

const TICKET_MOCK: MockLink.MockedResponse = {
  request: { query: CreatePrintTicketMutation, variables: { waybillId: 5, reprint: false } },
  result: {
    data: {
      createWaybillPrintTicket: {
        __typename: 'WaybillPrintTicket',
        waybillId: 5,
        ticket: 'abc',
        printUrl: 'parcelprint://print?waybillId=5&ticket=abc',
        expiresAt: '2026-11-20T01:02:00.000Z',
      },
    },
  },
};

const MOCKS: MockLink.MockedResponse[] = [
  TICKET_MOCK,
  {
    request: { query: PrintTicketStatusQuery, variables: { ticket: 'abc' } },
    result: { data: { waybillPrintTicketStatus: 'pending' } },
    maxUsageCount: 20,
  },
  {
    request: { query: PrintInBrowserMutation, variables: { waybillId: 5, reprint: false } },
    result: {
      data: {
        printWaybillInBrowser: {
          __typename: 'WaybillPrintData',
          waybill: { __typename: 'Waybill', ...WAYBILL, printCount: 1 },
          labels: [
            {
              __typename: 'WaybillLabel',
              waybillNo: '12345678901',
              formattedNo: '123-4567-8901',
              trackingUrl: 'http://localhost/track/12345678901',
            },
            {
              __typename: 'WaybillLabel',
              waybillNo: '12345678902',
              formattedNo: '123-4567-8902',
              trackingUrl: 'http://localhost/track/12345678902',
            },
          ],
          printedAt: '2026-11-20T01:00:30.000Z',
        },
      },
    },
  },
];

/** A print program that fetches the labels at the ninth poll, after the dialog's 6 s patience. */
const LATE_PROGRAM_MOCKS: MockLink.MockedResponse[] = [
  TICKET_MOCK,
  {
    request: { query: PrintTicketStatusQuery, variables: { ticket: 'abc' } },
    result: { data: { waybillPrintTicketStatus: 'pending' } },
    maxUsageCount: 8,
  },
  {
    request: { query: PrintTicketStatusQuery, variables: { ticket: 'abc' } },
    result: { data: { waybillPrintTicketStatus: 'used' } },
  },
];

/** The page's part: the dialog shows while `printing` holds the range. */
function Harness({ onPrinted }: { onPrinted: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <WaybillPrintDialog
      waybill={WAYBILL}
      reprint={false}
      onClose={() => setOpen(false)}
      onPrinted={onPrinted}
    />
  ) : (
    <p>닫힘</p>
  );
}

describe('WaybillPrintDialog', () => {
  it('hands the ticket to the print program, then prints Code 128 labels in the browser and closes', async () => {
    const onPrinted = jest.fn();
    const { container } = render(
      <MockedProvider mocks={MOCKS}>
        <ToastProvider>
          <Harness onPrinted={onPrinted} />
        </ToastProvider>
      </MockedProvider>,
    );
    await screen.findByText(/인쇄 프로그램으로 보냈습니다/);
    fireEvent.click(screen.getByRole('button', { name: '브라우저에서 인쇄' }));
    // The labels wait for bwip-js's chunk: its first load in a test compiles a large module.
    const first = await screen.findByRole('region', { name: '운송장 123-4567-8901' }, { timeout: 20_000 });
    await waitFor(() => expect(first.querySelector('svg')).not.toBeNull());
    expect(screen.getAllByRole('region', { name: /^운송장 / })).toHaveLength(2);
    expect(onPrinted).toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '닫기' }));
      await Promise.resolve();
    });
    await screen.findByText('닫힘');
    expect(container.ownerDocument.querySelector('[role="dialog"]')).toBeNull();
  });

  it('keeps asking after it offered the browser print: a print program that answers late closes it', async () => {
    // The dialog's patience (6 s) and polls (1 s) in fake time; Date follows it.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const onPrinted = jest.fn();
      render(
        <MockedProvider mocks={LATE_PROGRAM_MOCKS}>
          <ToastProvider>
            <Harness onPrinted={onPrinted} />
          </ToastProvider>
        </MockedProvider>,
      );
      await screen.findByText(PRINT_TEXTS.noAnswer, {}, { timeout: 10_000 });
      expect(onPrinted).not.toHaveBeenCalled();
      await screen.findByText('닫힘', {}, { timeout: 10_000 });
      await screen.findByText(PRINT_TEXTS.received);
      expect(onPrinted).toHaveBeenCalledTimes(1);
    } finally {
      act(() => jest.runOnlyPendingTimers());
      jest.useRealTimers();
    }
  });
});
