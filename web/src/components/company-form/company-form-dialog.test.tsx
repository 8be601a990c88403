import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { BILL_CHARGE_TYPE_LABELS, BILL_STANDARD_DAY_LABELS } from '@parcel/shared/codes';
import {
  bizNoCheckSchema,
  COMPANY_DEFAULTS,
  COMPANY_FORM_MESSAGES,
  COMPANY_SAVE_WARNINGS,
  companyCreateSchema,
  companyUpdateSchema,
  SETTLEMENT_GROUP_SELF_LABEL,
} from '@parcel/shared/forms/company-form';
import { checkedFields, firstProblem, type FormStep } from '@parcel/shared/forms/ordered-form';
import { isBusinessNumberChecksumValid } from '@parcel/shared/validation/business-number';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ToastProvider } from '../toast-provider';
import type { CompanyRowFragment } from '../../gql/graphql';
import { CodeListQuery } from '../../lib/code-list';
import { RouteOptionsQuery, SupplierAccountOptionsQuery } from '../../lib/option-queries';
import {
  BizNoTakenQuery,
  CreateCompanyMutation,
  CreateCompanyWarningsQuery,
  GroupCompanySearchQuery,
  UpdateCompanyMutation,
  UpdateCompanyWarningsQuery,
} from './company-form-api';
import { BIZ_NO_CHECK_MESSAGES, COMPANY_TOASTS, CompanyFormDialog } from './company-form-dialog';
import { expectSchemaToast, expectToastOf } from '../../test/toasts';
import { settle, useTransitionTimers } from '../../test/transition-timers';

// ---- the server's side: code lists, choices, the business-number check, the saves ----

const REGIONS: [string, string][] = [
  ['DAEGU', '대구'],
  ['SEOUL', '서울'],
];
const DISTRICTS: Record<string, [string, string][]> = {
  DAEGU: [
    ['JUNGGU', '중구'],
    ['BUKGU', '북구'],
  ],
  SEOUL: [
    ['SEOUL_GANGNAM', '강남구'],
    ['SEOUL_MAPO', '마포구'],
  ],
};

const codes = (type: string, parent: string | null, list: [string, string][]): MockLink.MockedResponse => ({
  request: { query: CodeListQuery, variables: { type, parent } },
  result: {
    data: { codes: list.map(([codeVal, codeNm]) => ({ __typename: 'CodeOption', codeVal, codeNm })) },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const SUPPLIER = { billCompanyId: 3, codeNm: '한빛공급 (국민은행 123-456-789012)' };
const ROUTE = { deliveryRouteId: 5, deliveryRouteNm: '북구 A코스' };
const GROUP = {
  companyId: 41,
  companyNm: '대구중앙물류',
  telNo: '0531234567',
  address: '대구 중구 국채보상로 1',
  useYn: 'Y',
};

/** A business number with a valid check digit (the last digit is the check). */
function validBizNo(prefix: string): string {
  for (let check = 0; check <= 9; check += 1) {
    const digits = `${prefix}${check}`;
    if (isBusinessNumberChecksumValid(digits))
      return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  }
  throw new Error(`no check digit for ${prefix}`);
}
const FREE_BIZ_NO = validBizNo('123456789');
const TAKEN_BIZ_NO = validBizNo('220811234');
const OTHER_FREE_BIZ_NO = validBizNo('313869012');

const bizNoTaken = (bizNo: string, taken: boolean): MockLink.MockedResponse => ({
  request: { query: BizNoTakenQuery, variables: { bizNo } },
  result: { data: { bizNoTaken: taken } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const EXISTING: CompanyRowFragment & { __typename: 'Company' } = {
  __typename: 'Company',
  companyId: 17,
  bizNo: '1234567891',
  companyNm: '한마음물류',
  representativeNm: '김대표',
  bizType: '운수업',
  bizItem: '화물운송',
  address: '대구 북구 침산로 10',
  telNo: '0531112222',
  faxNo: '0531113333',
  email: 'hanmaeum@example.com',
  rmk: null,
  managerNm: null,
  managerTelNo: null,
  regionCd: 'DAEGU',
  regionNm: '대구',
  regionDtlCd: 'BUKGU',
  regionDtlNm: '북구',
  shipperYn: 'N',
  shipperCd: null,
  shipperNm: null,
  useYn: 'Y',
  vatYn: 'Y',
  taxbilOutputYn: 'Y',
  billStdrCd: '20',
  billCharCd: 'CREDIT',
  communicationFee: 0,
  untpc: 0,
  weightUntpc: 0,
  deliveryRouteId: null,
  deliveryRouteNm: null,
  deliveryRouteCd: null,
  billCompanyId: null,
  billCompanyNm: null,
  excclcCompanyId: null,
  excclcCompanyNm: null,
  regDt: '2026-11-01T00:00:00.000Z',
  version: 3,
};

/** What the server answers to a save: the input as a stored row. */
const savedRow = (input: Record<string, unknown>, companyId = 99): CompanyRowFragment => ({
  ...EXISTING,
  ...(input as Partial<CompanyRowFragment>),
  companyId,
  version: 1,
});

/**
 * The given mocks, then the ones every dialog needs (a given one answers first: a refused save);
 * `saved` receives each save's input.
 */
function serverMocks(extra: MockLink.MockedResponse[], saved: jest.Mock) {
  return [
    ...extra,
    codes('REGION_TYPE', null, REGIONS),
    codes('REGION_DTL_TYPE', 'DAEGU', DISTRICTS.DAEGU ?? []),
    codes('REGION_DTL_TYPE', 'SEOUL', DISTRICTS.SEOUL ?? []),
    codes('SHIPPER_TYPE', null, [
      ['COM', '통신'],
      ['PCL', '택배'],
    ]),
    codes('ROUTE_TIME', null, [
      ['AM', '오전'],
      ['PM', '오후'],
    ]),
    {
      request: { query: SupplierAccountOptionsQuery },
      result: {
        data: {
          supplierAccountOptions: [
            {
              __typename: 'SupplierAccountOption',
              codeVal: String(SUPPLIER.billCompanyId),
              codeNm: SUPPLIER.codeNm,
            },
          ],
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: RouteOptionsQuery },
      result: {
        data: { routes: { __typename: 'RoutePage', items: [{ __typename: 'Route', ...ROUTE }] } },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: GroupCompanySearchQuery, variables: { name: '중앙' } },
      result: { data: { companySearch: [{ __typename: 'CompanyOption', ...GROUP }] } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    // Before each save the form asks what it would warn of: nothing, unless a test says otherwise.
    {
      request: { query: CreateCompanyWarningsQuery, variables: () => true },
      result: { data: { createCompanyWarnings: [] } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: UpdateCompanyWarningsQuery, variables: () => true },
      result: { data: { updateCompanyWarnings: [] } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: CreateCompanyMutation, variables: () => true },
      result: ({ input }: Record<string, Record<string, unknown>>) => {
        saved(input);
        return { data: { createCompany: { __typename: 'CompanySave', company: savedRow(input ?? {}) } } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: UpdateCompanyMutation, variables: () => true },
      result: ({ input }: Record<string, Record<string, unknown>>) => {
        saved(input);
        return {
          data: {
            updateCompany: { __typename: 'CompanySave', company: savedRow(input ?? {}, EXISTING.companyId) },
          },
        };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

// ---- what a user does and sees ----

/**
 * The dialog is large (four sections of MUI fields), so jsdom takes a while over each change and
 * each toast's transitions: tests get longer than jest's 30 s.
 */
const TEST_TIMEOUT_MS = 120_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label, with or without the required mark (`상호 *`). */
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`);

function renderDialog(company: CompanyRowFragment | null, mocks: MockLink.MockedResponse[] = []) {
  const onSaved = jest.fn();
  const saved = jest.fn();
  render(
    <MockedProvider mocks={serverMocks(mocks, saved)}>
      <ToastProvider>
        <CompanyFormDialog company={company} onClose={jest.fn()} onSaved={onSaved} />
      </ToastProvider>
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: company ? '업체 정보 수정' : '업체 신규 등록' });
  const field = (label: string) =>
    within(dialog).getByLabelText(labelled(label), { selector: 'input, textarea' });
  const type = (label: string, value: string) => {
    fireEvent.change(field(label), { target: { value } });
  };
  const combobox = (label: string) => within(dialog).getByRole('combobox', { name: labelled(label) });
  /** Opens a select and clicks one of its options (waiting for a code list to arrive). */
  const choose = async (label: string, option: string) => {
    fireEvent.mouseDown(combobox(label));
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(await within(listbox).findByRole('option', { name: option }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await settle();
  };
  const radio = (group: string, option: string) =>
    fireEvent.click(
      within(within(dialog).getByRole('radiogroup', { name: labelled(group) })).getByRole('radio', {
        name: option,
      }),
    );
  const submitButton = () => within(dialog).getByRole('button', { name: company ? '수정' : '등록' });
  const submit = () => fireEvent.click(submitButton());
  const checkBizNo = () => fireEvent.click(within(dialog).getByRole('button', { name: '중복 확인' }));
  const shipperBox = () => within(dialog).getByRole('checkbox', { name: '화주 업체' });
  return {
    dialog,
    field,
    type,
    combobox,
    choose,
    radio,
    submit,
    submitButton,
    checkBizNo,
    shipperBox,
    onSaved,
    saved,
  };
}
type Dialog = ReturnType<typeof renderDialog>;

/** The visible label of a select (its required mark is hidden from its accessible name). */
const shownLabel = (combobox: HTMLElement) =>
  document.getElementById(combobox.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')?.textContent;

/** Waits for the toast with this title above this message, then closes it. */
/** Types a business number and asks the server about it; waits for the answer's toast. */
async function confirmBizNo(form: Dialog, bizNo: string) {
  form.type('사업자등록번호', bizNo);
  form.checkBizNo();
  await expectToastOf('중복 확인', BIZ_NO_CHECK_MESSAGES.available);
  await waitFor(() => expect(form.submitButton()).toBeEnabled());
}

/**
 * One check of the walk: what breaks the field (nothing when an empty field already fails), and
 * what fixes it; `value` is what the form then holds, as the schema sees it.
 */
interface WalkStep {
  field: string;
  bad?: { act: (form: Dialog) => void | Promise<void>; value: string };
  good: { act: (form: Dialog) => void | Promise<void>; value: string };
}
const typed = (label: string, value: string) => ({ act: (form: Dialog) => form.type(label, value), value });
const chosen = (label: string, option: string, value: string) => ({
  act: (form: Dialog) => form.choose(label, option),
  value,
});

// The create form's checks in the schema's order, for a shipper: each submit's toast must be the
// schema's first problem, then the step fixes it.
const CREATE_WALK: WalkStep[] = [
  { field: 'companyNm', good: typed('상호', '한빛상사') },
  { field: 'regionCd', good: chosen('지역', '대구', 'DAEGU') },
  { field: 'regionDtlCd', good: chosen('상세 지역', '북구', 'BUKGU') },
  { field: 'representativeNm', bad: typed('대표자', '   '), good: typed('대표자', '이한빛') },
  { field: 'address', good: typed('소재지', '대구 북구 칠성로 1') },
  { field: 'bizType', good: typed('업태', '도소매') },
  { field: 'telNo', bad: typed('전화번호', '053-12'), good: typed('전화번호', '053-123-4567') },
  { field: 'bizItem', good: typed('업종', '잡화') },
  { field: 'faxNo', good: typed('팩스번호', '053-123-4568') },
  { field: 'email', bad: typed('이메일', 'hanbit@example'), good: typed('이메일', 'hanbit@example.com') },
  { field: 'managerNm', bad: typed('담당자', '가'.repeat(51)), good: typed('담당자', '박담당') },
  {
    field: 'managerTelNo',
    bad: typed('담당자 연락처', '010-9'),
    good: typed('담당자 연락처', '010-9876-5432'),
  },
  { field: 'rmk', bad: typed('비고', '메'.repeat(2001)), good: typed('비고', '') },
  {
    field: 'useYn',
    bad: { act: (form) => form.radio('사용 상태', '중지'), value: 'N' },
    good: { act: (form) => form.radio('사용 상태', '정상'), value: 'Y' },
  },
  { field: 'shipperCd', good: chosen('화주 구분', '택배', 'PCL') },
  {
    field: 'deliveryRouteId',
    good: chosen('배송 코스', ROUTE.deliveryRouteNm, String(ROUTE.deliveryRouteId)),
  },
  { field: 'billCompanyId', good: chosen('공급자(계좌)', SUPPLIER.codeNm, String(SUPPLIER.billCompanyId)) },
  {
    field: 'excclcCompanyId',
    good: {
      act: async (form) => {
        fireEvent.click(within(form.dialog).getByRole('button', { name: '찾기' }));
        const search = await screen.findByRole('dialog', { name: '정산 그룹 업체 검색' });
        fireEvent.change(within(search).getByRole('textbox', { name: '업체명' }), {
          target: { value: '중앙' },
        });
        fireEvent.click(within(search).getByRole('button', { name: '검색' }));
        fireEvent.click(await within(search).findByText(GROUP.companyNm));
        fireEvent.click(within(search).getByRole('button', { name: '선택' }));
        await waitFor(() => expect(search).not.toBeInTheDocument());
        expect(form.field('정산 그룹 업체')).toHaveValue(GROUP.companyNm);
      },
      value: String(GROUP.companyId),
    },
  },
];

/**
 * Parsed fields the walk cannot break through the form, each for a reason: the business number is
 * checked by its own button before 등록 is enabled (the business-number test); the shipper flag is
 * a checkbox; the radios (사용 상태 too: only step 9's rule fails on it) and the 배송 시간 select
 * always hold one of their values; the amounts take digits only, so they are never negative; the
 * settlement group is the company itself or one picked in the search (empty: the rule that requires
 * one for a shipper fails instead).
 */
const ALWAYS_VALID = new Set([
  'bizNo',
  'shipperYn',
  'useYn',
  'deliveryRouteCd',
  'billStdrCd',
  'taxbilOutputYn',
  'vatYn',
  'billCharCd',
  'excclcSelfYn',
  'excclcCompanyId',
  'communicationFee',
  'untpc',
  'weightUntpc',
]);

/** Rules the walk cannot break through the form: the picker sets itself or another company, never both. */
const ALWAYS_HOLDING = new Set<string>([COMPANY_FORM_MESSAGES.groupSelfOrOther]);

/** The schema's checks that can fail, in order: parsed fields and rules, a shipper's branch taken. */
function failableChecks(steps: readonly FormStep[]): string[] {
  return steps.flatMap((step) => {
    if (step.kind === 'branch') return failableChecks(step.then);
    if (step.kind === 'rule') return ALWAYS_HOLDING.has(step.message) ? [] : [step.field];
    return ALWAYS_VALID.has(step.field) ? [] : [step.field];
  });
}

describe('CompanyFormDialog', () => {
  useTransitionTimers();

  it(
    'walks the create checks in the schema order, each submit showing the schema’s first problem',
    async () => {
      // The walk is every check the form can fail, in the schema's order, and no field is forgotten.
      const walked = CREATE_WALK.map((step) => step.field);
      expect(walked).toEqual(failableChecks(companyCreateSchema.steps));
      expect(new Set([...walked, ...ALWAYS_VALID])).toEqual(new Set(checkedFields(companyCreateSchema)));

      const form = renderDialog(null, [bizNoTaken(FREE_BIZ_NO, false)]);
      await confirmBizNo(form, FREE_BIZ_NO);
      fireEvent.click(form.shipperBox());
      const values: Record<string, string | number> = {
        ...COMPANY_DEFAULTS,
        bizNo: FREE_BIZ_NO,
        shipperYn: 'Y',
      };
      for (const step of CREATE_WALK) {
        if (step.bad) {
          await step.bad.act(form);
          values[step.field] = step.bad.value;
        }
        form.submit();
        const problem = await expectSchemaToast(companyCreateSchema, values);
        expect(problem?.field).toBe(step.field);
        await step.good.act(form);
        values[step.field] = step.good.value;
      }
      expect(firstProblem(companyCreateSchema, values)).toBeNull();

      // Every check passes: the company is saved with the schema's output.
      form.submit();
      await expectToastOf('성공', COMPANY_TOASTS.created);
      expect(form.saved).toHaveBeenCalledTimes(1);
      expect(form.saved.mock.calls[0]?.[0]).toEqual(companyCreateSchema.parse(values));
      expect(form.saved.mock.calls[0]?.[0]).toMatchObject({
        bizNo: FREE_BIZ_NO.replace(/-/g, ''),
        telNo: '0531234567',
        shipperYn: 'Y',
        shipperCd: 'PCL',
        deliveryRouteId: ROUTE.deliveryRouteId,
        billCompanyId: SUPPLIER.billCompanyId,
        excclcCompanyId: GROUP.companyId,
        rmk: null,
      });
      expect(form.onSaved).toHaveBeenCalledWith(expect.objectContaining({ companyId: 99 }));
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'edits with the business number read-only, the update schema’s checks and the version sent back',
    async () => {
      const form = renderDialog(EXISTING);
      expect(form.field('사업자등록번호')).toHaveAttribute('readonly');
      expect(form.field('사업자등록번호')).toHaveValue('123-45-67891');
      expect(within(form.dialog).queryByRole('button', { name: '중복 확인' })).not.toBeInTheDocument();
      expect(form.field('전화번호')).toHaveValue('053-111-2222');
      await waitFor(() => expect(form.combobox('상세 지역')).toHaveTextContent('북구'));

      form.type('상호', '');
      form.submit();
      const values: Record<string, unknown> = { ...EXISTING, companyNm: '' };
      expect((await expectSchemaToast(companyUpdateSchema, values))?.field).toBe('companyNm');
      form.type('상호', '한마음물류(주)');
      values.companyNm = '한마음물류(주)';

      // A shipper cannot be suspended (step 9's first rule).
      fireEvent.click(form.shipperBox());
      form.radio('사용 상태', '중지');
      form.submit();
      await expectToastOf('형식 오류', COMPANY_FORM_MESSAGES.suspendedShipper);
      form.radio('사용 상태', '정상');
      fireEvent.click(form.shipperBox());

      form.submit();
      await expectToastOf('성공', COMPANY_TOASTS.updated);
      expect(form.saved).toHaveBeenCalledWith(
        expect.objectContaining({
          companyId: EXISTING.companyId,
          version: EXISTING.version,
          companyNm: '한마음물류(주)',
          regionDtlCd: 'BUKGU',
        }),
      );
      expect(form.saved.mock.calls[0]?.[0]).not.toHaveProperty('bizNo');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'shows the 화주 관련 정보 section only for a shipper, and then checks a shipper’s fields',
    async () => {
      const form = renderDialog(EXISTING);
      const shipperSection = () => within(form.dialog).queryByRole('region', { name: '화주 관련 정보' });
      expect(shipperSection()).not.toBeInTheDocument();
      expect(
        within(form.dialog).queryByRole('combobox', { name: labelled('화주 구분') }),
      ).not.toBeInTheDocument();
      expect(form.shipperBox()).not.toBeChecked();
      // Settlement and delivery fields show for every company; they are required of a shipper only.
      expect(shownLabel(form.combobox('공급자(계좌)'))).toBe('공급자(계좌)');

      fireEvent.click(form.shipperBox());
      const section = await within(form.dialog).findByRole('region', { name: '화주 관련 정보' });
      expect(within(section).getByRole('combobox', { name: labelled('화주 구분') })).toBeInTheDocument();
      for (const [group, options] of [
        ['청구 기준일', Object.values(BILL_STANDARD_DAY_LABELS)],
        ['세금계산서 출력', ['출력', '미출력']],
        ['부가세 발행', ['발행', '미발행']],
        ['청구 유형', Object.values(BILL_CHARGE_TYPE_LABELS)],
      ] as const) {
        const radios = within(
          within(section).getByRole('radiogroup', { name: labelled(group) }),
        ).getAllByRole('radio');
        expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(options);
      }
      // The defaults of a new shipper's settlement (spec: Company defaults).
      expect(
        within(section).getByRole('radio', { name: BILL_STANDARD_DAY_LABELS[COMPANY_DEFAULTS.billStdrCd] }),
      ).toBeChecked();
      expect(within(section).getByRole('radio', { name: '출력' })).toBeChecked();
      expect(within(section).getByRole('radio', { name: '발행' })).toBeChecked();
      expect(
        within(section).getByRole('radio', { name: BILL_CHARGE_TYPE_LABELS[COMPANY_DEFAULTS.billCharCd] }),
      ).toBeChecked();
      for (const label of ['공급자(계좌)', '배송 코스'])
        expect(shownLabel(form.combobox(label))).toMatch(/\*$/);

      // A shipper's first own check is the shipper type.
      form.submit();
      const values: Record<string, unknown> = { ...EXISTING, shipperYn: 'Y' };
      const problem = await expectSchemaToast(companyUpdateSchema, values);
      expect(problem).toMatchObject({ field: 'shipperCd', title: '필수 입력값 미입력' });
      await form.choose('화주 구분', '통신');
      values.shipperCd = 'COM';
      form.submit();
      expect((await expectSchemaToast(companyUpdateSchema, values))?.field).toBe('deliveryRouteId');

      // Off again: the section goes, and the same company saves without a shipper's fields.
      fireEvent.click(form.shipperBox());
      await waitFor(() => expect(shipperSection()).not.toBeInTheDocument());
      form.submit();
      await expectToastOf('성공', COMPANY_TOASTS.updated);
      expect(form.saved).toHaveBeenCalledWith(
        expect.objectContaining({ shipperYn: 'N', deliveryRouteId: null, billCompanyId: null }),
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'checks a business number’s presence and format before asking the server, and keeps 등록 disabled until it is free',
    async () => {
      const form = renderDialog(null, [
        bizNoTaken(FREE_BIZ_NO, false),
        bizNoTaken(TAKEN_BIZ_NO, true),
        bizNoTaken(OTHER_FREE_BIZ_NO, false),
      ]);
      const register = form.submitButton();
      expect(register).toBeDisabled();

      // Empty, then a bad shape, then a bad check digit: the schema's messages, nothing asked.
      const precheck = (bizNo: string) => firstProblem(bizNoCheckSchema, { bizNo });
      form.checkBizNo();
      await expectToastOf('필수 입력값 미입력', BIZ_NO_CHECK_MESSAGES.empty);
      expect(precheck('')?.message).toBe(BIZ_NO_CHECK_MESSAGES.empty);
      for (const bad of [
        '123-45-678',
        FREE_BIZ_NO.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)),
      ]) {
        form.type('사업자등록번호', bad);
        form.checkBizNo();
        const problem = precheck(bad);
        expect(problem).not.toBeNull();
        if (problem) await expectToastOf(problem.title, problem.message);
        expect(register).toBeDisabled();
      }

      // Typed digits are hyphenated as typed.
      form.type('사업자등록번호', TAKEN_BIZ_NO.replace(/-/g, ''));
      expect(form.field('사업자등록번호')).toHaveValue(TAKEN_BIZ_NO);
      form.checkBizNo();
      await expectToastOf('중복 확인', BIZ_NO_CHECK_MESSAGES.taken);
      expect(register).toBeDisabled();

      await confirmBizNo(form, FREE_BIZ_NO);
      expect(within(form.dialog).getByText(BIZ_NO_CHECK_MESSAGES.available)).toBeInTheDocument();

      // Any change makes the answer stale.
      form.type('사업자등록번호', OTHER_FREE_BIZ_NO);
      await waitFor(() => expect(register).toBeDisabled());
      expect(within(form.dialog).queryByText(BIZ_NO_CHECK_MESSAGES.available)).not.toBeInTheDocument();
      await confirmBizNo(form, OTHER_FREE_BIZ_NO);
      form.type('사업자등록번호', FREE_BIZ_NO);
      await waitFor(() => expect(register).toBeDisabled());
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'clears the district when another region is chosen, and offers that region’s districts',
    async () => {
      const form = renderDialog(null, [bizNoTaken(FREE_BIZ_NO, false)]);
      // No region, no districts.
      expect(form.combobox('상세 지역')).toHaveAttribute('aria-disabled', 'true');
      await form.choose('지역', '대구');
      await waitFor(() => expect(form.combobox('상세 지역')).not.toHaveAttribute('aria-disabled'));
      await form.choose('상세 지역', '중구');
      expect(form.combobox('상세 지역')).toHaveTextContent('중구');

      await form.choose('지역', '서울');
      await waitFor(() => expect(form.combobox('상세 지역')).toHaveTextContent('선택'));
      fireEvent.mouseDown(form.combobox('상세 지역'));
      const listbox = await screen.findByRole('listbox');
      await within(listbox).findByRole('option', { name: '강남구' });
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['선택', '강남구', '마포구']);
      fireEvent.keyDown(listbox, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

      // The submit says so too: with a name and a checked number, the district is the first problem.
      form.type('상호', '한빛상사');
      await confirmBizNo(form, FREE_BIZ_NO);
      form.submit();
      const problem = await expectSchemaToast(companyCreateSchema, {
        companyNm: '한빛상사',
        bizNo: FREE_BIZ_NO,
        regionCd: 'SEOUL',
        regionDtlCd: '',
      });
      expect(problem?.field).toBe('regionDtlCd');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'asks for a confirmation naming the top before saving what the server warns of; 취소 saves nothing',
    async () => {
      const message = COMPANY_SAVE_WARNINGS.MEMBERS_TOP_NOT_SHIPPER(EXISTING.companyNm, ['한마음지점']);
      const checked = jest.fn();
      const warned: MockLink.MockedResponse = {
        request: { query: UpdateCompanyWarningsQuery, variables: () => true },
        result: ({ input }: Record<string, Record<string, unknown>>) => {
          checked(input);
          return {
            data: {
              updateCompanyWarnings: [
                {
                  __typename: 'CompanySaveWarning',
                  code: 'MEMBERS_TOP_NOT_SHIPPER',
                  message,
                  field: 'shipperYn',
                },
              ],
            },
          };
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      };
      const form = renderDialog(EXISTING, [warned]);
      await waitFor(() => expect(form.combobox('상세 지역')).toHaveTextContent('북구'));

      form.submit();
      const confirmation = await screen.findByRole('alertdialog', { name: '정산 그룹 확인' });
      expect(confirmation).toHaveAccessibleDescription(`${message} 그래도 수정하시겠습니까?`);
      expect(within(confirmation).getByText(/"한마음물류"가 화주가 아니게 되어/)).toBeInTheDocument();
      // The focus starts on 취소, so Enter never saves by accident.
      expect(within(confirmation).getByRole('button', { name: '취소' })).toHaveFocus();
      expect(form.saved).not.toHaveBeenCalled();
      // The server was asked about exactly what the save would send.
      expect(checked).toHaveBeenCalledWith({
        ...companyUpdateSchema.parse(EXISTING),
        companyId: EXISTING.companyId,
        version: EXISTING.version,
      });

      fireEvent.click(within(confirmation).getByRole('button', { name: '취소' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(form.submitButton()).toBeEnabled());
      expect(form.saved).not.toHaveBeenCalled();
      expect(form.onSaved).not.toHaveBeenCalled();

      form.submit();
      const again = await screen.findByRole('alertdialog', { name: '정산 그룹 확인' });
      fireEvent.click(within(again).getByRole('button', { name: '수정' }));
      await expectToastOf('성공', COMPANY_TOASTS.updated);
      expect(form.saved).toHaveBeenCalledTimes(1);
      expect(checked).toHaveBeenCalledTimes(2);
      expect(form.onSaved).toHaveBeenCalledWith(expect.objectContaining({ companyId: EXISTING.companyId }));
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'offers the company itself as its settlement group when registering a new one',
    async () => {
      const created = renderDialog(null);
      fireEvent.click(within(created.dialog).getByRole('button', { name: '찾기' }));
      const search = await screen.findByRole('dialog', { name: '정산 그룹 업체 검색' });
      fireEvent.click(within(search).getByRole('button', { name: SETTLEMENT_GROUP_SELF_LABEL }));
      await waitFor(() => expect(search).not.toBeInTheDocument());
      expect(created.field('정산 그룹 업체')).toHaveValue(SETTLEMENT_GROUP_SELF_LABEL);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'shows a company that is its own settlement group so, and saves it so (excclcSelfYn)',
    async () => {
      const form = renderDialog({
        ...EXISTING,
        excclcCompanyId: EXISTING.companyId,
        excclcCompanyNm: EXISTING.companyNm,
      });
      await waitFor(() => expect(form.combobox('상세 지역')).toHaveTextContent('북구'));
      expect(form.field('정산 그룹 업체')).toHaveValue(SETTLEMENT_GROUP_SELF_LABEL);
      form.submit();
      await expectToastOf('성공', COMPANY_TOASTS.updated);
      expect(form.saved).toHaveBeenCalledWith(
        expect.objectContaining({ excclcSelfYn: 'Y', excclcCompanyId: null }),
      );

      // 지우기: no settlement group.
      fireEvent.click(within(form.dialog).getByRole('button', { name: '지우기' }));
      expect(form.field('정산 그룹 업체')).toHaveValue('');
      form.submit();
      await waitFor(() => expect(form.saved).toHaveBeenCalledTimes(2));
      expect(form.saved.mock.calls[1]?.[0]).toMatchObject({ excclcSelfYn: 'N', excclcCompanyId: null });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'marks and focuses the settlement group company when the server refuses it (a group cycle)',
    async () => {
      // The server's words (api constraint-messages' SETTLEMENT_GROUP_CYCLE_MESSAGE).
      const cycle = '정산 그룹 업체를 따라가면 이 업체로 돌아옵니다. 다른 정산 그룹 업체를 선택해주세요.';
      const refused: MockLink.MockedResponse = {
        request: { query: UpdateCompanyMutation, variables: () => true },
        result: {
          errors: [new GraphQLError(cycle, { extensions: { code: 'CONFLICT', field: 'excclcCompanyId' } })],
        },
      };
      const form = renderDialog(
        { ...EXISTING, excclcCompanyId: GROUP.companyId, excclcCompanyNm: GROUP.companyNm },
        [refused],
      );
      await waitFor(() => expect(form.combobox('상세 지역')).toHaveTextContent('북구'));
      form.submitButton().focus();
      form.submit();
      expect(await screen.findByText(`${COMPANY_TOASTS.updateFailed} ${cycle}`)).toBeInTheDocument();
      const group = form.field('정산 그룹 업체');
      await waitFor(() => expect(group).toHaveFocus());
      expect(group).toHaveAttribute('aria-invalid', 'true');
      expect(group).toHaveAccessibleDescription(cycle);
      expect(form.onSaved).not.toHaveBeenCalled();
    },
    TEST_TIMEOUT_MS,
  );
});
