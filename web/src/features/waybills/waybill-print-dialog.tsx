import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import { useNotify } from '../../components/use-notify';
import type { WaybillRowFragment } from '../../gql/graphql';
import { CreatePrintTicketMutation, PrintInBrowserMutation, PrintTicketStatusQuery } from './api/waybills';
import type { WaybillLabelData } from './waybill-labels';

// bwip-js is large: it loads only when labels are drawn in the browser.
const WaybillLabels = lazy(() => import('./waybill-labels').then((m) => ({ default: m.WaybillLabels })));

export const PRINT_TEXTS = {
  handedOff: '인쇄 프로그램으로 보냈습니다. 인쇄 프로그램이 라벨을 받을 때까지 기다리는 중입니다.',
  noAnswer: '인쇄 프로그램이 응답하지 않습니다. 설치되어 있지 않다면 브라우저에서 인쇄할 수 있습니다.',
  received: '인쇄 프로그램이 라벨을 받았습니다.',
  ticketFailed: '인쇄를 요청하지 못했습니다.',
  browserFailed: '브라우저 인쇄를 준비하지 못했습니다.',
} as const;

/**
 * How often the dialog asks whether the print program fetched the labels, and after how long without
 * an answer it offers the browser print (it keeps asking until the ticket expires).
 */
const POLL_MS = 1000;
const PATIENCE_MS = 6000;

export interface WaybillPrintDialogProps {
  waybill: WaybillRowFragment;
  /** True once the user confirmed printing a range printed before. */
  reprint: boolean;
  onClose: () => void;
  /** After a print was logged (by the program or the browser): the list refreshes its counts. */
  onPrinted: () => void;
}

/**
 * Opens the print program's address in a hidden frame, so the page never navigates: with the program
 * installed the browser hands the address over; without it nothing happens here (the dialog offers
 * the browser print after a few seconds).
 */
function openPrintProgram(url: string): void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = '인쇄 프로그램 호출';
  frame.src = url;
  document.body.append(frame);
  setTimeout(() => frame.remove(), 10_000);
}

/**
 * 선택 인쇄: asks for a print ticket, hands it to the print program through its URL scheme and
 * waits for the program to fetch the labels. When no program answers, the labels are printed in the
 * browser (Code 128 barcodes, label-stock print CSS) instead.
 */
export function WaybillPrintDialog({ waybill, reprint, onClose, onPrinted }: WaybillPrintDialogProps) {
  const notify = useNotify();
  const { run } = useMutationFeedback();
  const client = useApolloClient();
  const [createTicket] = useMutation(CreatePrintTicketMutation);
  const [printInBrowser, browserState] = useMutation(PrintInBrowserMutation);
  const [state, setState] = useState<'asking' | 'waiting' | 'silent' | 'failed' | 'labels'>('asking');
  const [labels, setLabels] = useState<readonly WaybillLabelData[]>([]);
  const started = useRef(false);
  // Set once the user prints in the browser: the print program is no longer waited for.
  const givenUp = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      const outcome = await run(
        async () =>
          (await createTicket({ variables: { waybillId: waybill.waybillId, reprint } })).data
            ?.createWaybillPrintTicket,
        // A dialog closed meanwhile says nothing.
        { failed: { prefix: PRINT_TEXTS.ticketFailed }, silentWhen: () => stopped },
      );
      if (!outcome.ok) {
        if (!stopped) setState('failed');
        return;
      }
      const ticket = outcome.answer;
      if (!ticket || stopped) return;
      openPrintProgram(ticket.printUrl);
      setState('waiting');
      const offerBrowserAt = Date.now() + PATIENCE_MS;
      const poll = async () => {
        if (stopped || givenUp.current) return;
        const { data: status } = await client
          .query({
            query: PrintTicketStatusQuery,
            variables: { ticket: ticket.ticket },
            fetchPolicy: 'network-only',
          })
          .catch(() => ({ data: undefined }));
        if (stopped || givenUp.current) return;
        if (status?.waybillPrintTicketStatus === 'used') {
          notify.success(PRINT_TEXTS.received);
          onPrinted();
          onClose();
          return;
        }
        if (status?.waybillPrintTicketStatus === 'expired') {
          setState('silent');
          return;
        }
        // The browser asks the user before it starts the program, and the answer may come after the
        // dialog offered the browser print: the program's late fetch still closes it and refreshes the list.
        if (Date.now() >= offerBrowserAt) setState('silent');
        timer = setTimeout(() => void poll(), POLL_MS);
      };
      timer = setTimeout(() => void poll(), POLL_MS);
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // Runs once per dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const printHere = async () => {
    givenUp.current = true;
    const outcome = await run(
      async () =>
        (await printInBrowser({ variables: { waybillId: waybill.waybillId, reprint } })).data
          ?.printWaybillInBrowser.labels,
      { failed: { prefix: PRINT_TEXTS.browserFailed } },
    );
    if (!outcome.ok || !outcome.answer) return;
    setLabels(outcome.answer);
    setState('labels');
    onPrinted();
  };

  const showingLabels = state === 'labels';
  return (
    <Dialog open onClose={onClose} maxWidth={showingLabels ? 'md' : 'sm'} fullWidth>
      <DialogTitle>{showingLabels ? '운송장 라벨 인쇄' : '운송장 인쇄'}</DialogTitle>
      {/* The label preview scrolls: focusable, so it scrolls by keyboard too. */}
      <DialogContent {...(showingLabels && { tabIndex: 0, role: 'group', 'aria-label': '라벨 미리보기' })}>
        {state === 'asking' && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-label="인쇄 요청 중" />
            <Typography>인쇄를 요청하는 중입니다...</Typography>
          </Stack>
        )}
        {state === 'waiting' && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-label="인쇄 프로그램 응답 대기 중" />
            <Typography>{PRINT_TEXTS.handedOff}</Typography>
          </Stack>
        )}
        {state === 'silent' && <Alert severity="warning">{PRINT_TEXTS.noAnswer}</Alert>}
        {state === 'failed' && <Alert severity="error">{PRINT_TEXTS.ticketFailed}</Alert>}
        {showingLabels && (
          <Suspense fallback={<CircularProgress size={20} aria-label="라벨을 그리는 중" />}>
            <WaybillLabels
              senderCompanyNm={waybill.senderCompanyNm}
              receiverCompanyNm={waybill.receiverCompanyNm ?? null}
              chargeNm={waybill.chargeNm}
              labels={labels}
            />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>닫기</Button>
        {showingLabels ? (
          <Button variant="contained" onClick={() => window.print()}>
            인쇄
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={state === 'asking' || browserState.loading}
            onClick={() => void printHere()}
          >
            브라우저에서 인쇄
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
