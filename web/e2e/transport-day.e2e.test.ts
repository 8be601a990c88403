// A day's work across the transport screens: a transport registered in the editor reaches the
// shipments list and the arrivals, one line is delivered through the arrivals editor, another by
// scanning its waybill number, and the delivery check finds both delivered.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import {
  e2eTest,
  listCard,
  openFromMenu,
  signIn,
  useE2eSuite,
  waitForInputValue,
  waitForRowCount,
  waitForToast,
} from './harness';
import { addLine, pickCompany } from './editor-steps';

const suite = useE2eSuite();

const SENDER = '하루일과보내는상사';
const RECEIVER = '하루일과받는마트';
const RECORDED = '920000000001';
const SCANNED = '920000000002';

beforeAll(async () => {
  for (const [name, address] of [
    [SENDER, '대구광역시 북구 칠성로 50'],
    [RECEIVER, '대구광역시 서구 서대구로 60'],
  ])
    await rowBuilders(() => suite.server.db.orm.em.fork()).aCompany({
      ...{ company_nm: name, tel_no: '0535556666', manager_tel_no: '01077778888', address },
      ...{ manager_nm: '최담당', region_cd: 'DAEGU', region_dtl_cd: 'BUKGU', shipper_cd: 'PCL', untpc: 3000 },
    });
});

describe('a day of transports', () => {
  e2eTest(
    suite,
    'registered, listed, arrived, delivered in the editor and by scan, checked',
    async (page) => {
      await signIn(page, { path: '/transport/shipments-editor' });
      const sender = page.getByRole('region', { name: '보내는 곳' });
      await pickCompany(sender, '보내는 곳 상호', SENDER);
      await waitForInputValue(sender.getByRole('textbox', { name: '담당자' }), '최담당');
      await page.getByRole('button', { name: '받는 곳 추가' }).click();
      const panel = page.getByRole('region', { name: '받는 곳 1 편집 중' });
      await pickCompany(panel, '받는 곳 상호', RECEIVER);
      await waitForInputValue(panel.getByRole('textbox', { name: '받는 곳 휴대전화' }), '010-7777-8888');
      await addLine(page, RECORDED, '1');
      await addLine(page, SCANNED, '1');
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await waitForToast(page, '운송 정보가 등록되었습니다.');
      await page.waitForURL(/\/transport\/shipments-editor\/\d+$/);

      // The shipments list of today shows the receiver under its sender.
      await openFromMenu(page, '운송 정보 입력', '/transport/shipments');
      const search = page.getByRole('search');
      await search.getByRole('textbox', { name: '보내는 곳' }).fill(SENDER);
      await search.getByRole('textbox', { name: '보내는 곳' }).press('Enter');
      await listCard(page, '운송 정보 목록').getByRole('grid').getByText(RECEIVER).waitFor();

      // Both lines have arrived; one is delivered through the arrivals editor.
      await openFromMenu(page, '도착 물품', '/transport/arrivals');
      await search.getByRole('textbox', { name: '받는 곳' }).fill(RECEIVER);
      await search.getByRole('textbox', { name: '받는 곳' }).press('Enter');
      const arrivals = listCard(page, '도착 물품 목록');
      await waitForRowCount(arrivals.getByRole('grid'), { exactly: 3 });
      await arrivals.getByRole('grid').getByText(RECORDED, { exact: true }).click();
      await arrivals.getByRole('button', { name: '선택 수정', disabled: false }).click();
      await page.getByRole('heading', { name: '배송 처리', level: 1 }).waitFor();
      await page.getByRole('button', { name: '오늘 배송 완료' }).click();
      await page.getByRole('combobox', { name: '배송 구분' }).click();
      await page.getByRole('option', { name: '택배' }).click();
      await page.getByRole('button', { name: '저장' }).click();
      await waitForToast(page, '배송 정보가 저장되었습니다.');
      await page.waitForURL(/\/transport\/arrivals\?/);

      // The other is delivered by scanning its number.
      await page.getByRole('button', { name: '스캔 배송 완료' }).click();
      const dialog = page.getByRole('dialog', { name: '스캔 배송 완료' });
      await dialog.getByRole('textbox', { name: '운송장 번호' }).fill(SCANNED);
      await dialog.getByRole('textbox', { name: '운송장 번호' }).press('Enter');
      await dialog.getByRole('status').getByText(`${SCANNED} 완료`).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // The delivery check finds both delivered.
      for (const waybillNo of [RECORDED, SCANNED]) {
        await page.goto(`/transport/check?waybillNo=${waybillNo}`);
        const row = listCard(page, '배송 정보 목록').getByRole('row').filter({ hasText: waybillNo });
        await row.getByText('배송 완료', { exact: true }).waitFor();
      }
    },
  );
});
