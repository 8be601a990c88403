// A delivery course (배송 코스): its edited field, the name (forms/delivery-route-form.ts), and
// 배송 코스 설정's two lists: the courses (GraphQL Route) and the companies of the chosen course
// (GraphQL RouteCompany and the grid beside it; with the course's name, {course} 업체목록.xlsx). The course list's filter
// (one course number, in use or not) is typed and checked by the api module itself.
import { columnsOf, defineFields } from './define-fields';
import { defineList } from './define-list';

/** What a course's form edits: its name (whether it is offered, useYn, is no form's). */
export const ROUTE_FIELDS = defineFields({
  deliveryRouteNm: {
    label: '배송 코스명',
    required: true,
    max: 50,
    doc: 'Course name (배송 코스명)',
    serverRule: 'unique (CONFLICT otherwise)',
  },
});

export const ROUTE_LIST = defineList({
  columns: {
    deliveryRouteId: { kind: 'integer', doc: 'Course number.' },
    ...columnsOf(ROUTE_FIELDS, { deliveryRouteNm: { width: 16, grow: true } }),
    useYn: { doc: 'Y in use, N no longer offered as an option (kept for old records).' },
    companyCount: {
      label: '업체 수',
      kind: 'integer',
      doc: 'Number of companies on the course (suspended ones included); the course cannot be deleted while above 0.',
    },
    regDt: { kind: 'date', doc: 'Registration time (UTC).' },
    version: { kind: 'integer', doc: 'Optimistic-lock version; send it back with updates.' },
  },
  filters: {},
  grid: ['deliveryRouteNm', 'companyCount'],
  sheet: [],
});

export const ROUTE_COMPANY_LIST = defineList({
  columns: {
    companyId: { label: '업체 번호', kind: 'integer', doc: 'Company number.' },
    companyNm: { label: '업체명', width: 18, grow: true, doc: 'Company name (상호).' },
    telNo: {
      label: '전화번호',
      kind: 'phone',
      nullable: true,
      doc: 'Telephone, digits only (the web formats it).',
    },
    managerNm: { label: '담당자', width: 10, nullable: true, doc: 'Manager name.' },
    managerTelNo: {
      label: '담당자 연락처',
      kind: 'phone',
      nullable: true,
      doc: "Manager's telephone, digits only.",
    },
    address: { label: '주소', width: 24, grow: true, nullable: true, doc: 'Address (소재지).' },
    useYn: {
      label: '상태',
      width: 8,
      codes: { Y: '정상', N: '중지' },
      doc: 'Y in use, N suspended (a suspended company still keeps its course).',
    },
    deliveryRouteId: { kind: 'integer', doc: 'The course the company is on.' },
    deliveryRouteCd: {
      nullable: true,
      doc: 'ROUTE_TIME code value: when the course passes the company.',
    },
  },
  filters: {},
  grid: ['companyNm', 'telNo', 'managerTelNo', 'address'],
  sheet: ['companyId', 'companyNm', 'telNo', 'managerNm', 'managerTelNo', 'address', 'useYn'],
});

/** {course} 업체목록.xlsx: the course's name before each company's sheet columns. */
export const ROUTE_COMPANY_SHEET = defineList({
  columns: {
    deliveryRouteNm: { ...ROUTE_LIST.columns.deliveryRouteNm, label: '배송 코스' },
    ...ROUTE_COMPANY_LIST.columns,
  },
  filters: {},
  grid: [],
  sheet: ['deliveryRouteNm', ...ROUTE_COMPANY_LIST.sheet],
});
