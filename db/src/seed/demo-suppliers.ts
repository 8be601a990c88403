import { addDays, seoulTimestamp } from './calendar';
import type { BusinessNumbers } from './business-numbers';
import { faxNextTo, landline, REGIONS } from './korean-places';
import type { Random } from './random';
import type { BillCompanyRow, DeliveryRouteRow } from './tables';

interface Supplier {
  companyNm: string;
  representativeNm: string;
  bizType: string;
  bizItem: string;
  address: string;
  postNo: string;
  email: string;
  bankNm: string;
  /** Builds an account number in the bank's own length (대구 12, 국민 14, 신한 12, 농협 13 digits). */
  account: (random: Random) => string;
}

// The businesses that invoice shippers: the office itself and its partner carriers, all in Daegu.
const SUPPLIERS: Supplier[] = [
  {
    companyNm: '대구종합물류(주)',
    representativeNm: '김태호',
    bizType: '운수업',
    bizItem: '택배',
    address: '대구광역시 북구 유통단지로 45, 3층',
    postNo: '41509',
    email: 'billing.dgtotal@example.com',
    bankNm: '대구은행',
    account: (random) => `504${random.pick(['10', '11', '13'])}${random.digits(7)}`,
  },
  {
    companyNm: '(주)달구벌익스프레스',
    representativeNm: '이정민',
    bizType: '서비스',
    bizItem: '화물운송주선',
    address: '대구광역시 달서구 성서공단로 210',
    postNo: '42712',
    email: 'account@dalgubeol-express.example.com',
    bankNm: '국민은행',
    account: (random) => `${random.digits(6)}0${random.int(1, 4)}${random.digits(6)}`,
  },
  {
    companyNm: '영남통운(주)',
    representativeNm: '박성철',
    bizType: '운수업',
    bizItem: '화물운송',
    address: '대구광역시 수성구 동대구로 330, 5층',
    postNo: '42020',
    email: 'tax@yeongnam-tongun.example.com',
    bankNm: '신한은행',
    account: (random) => `1${random.int(0, 4)}0${random.digits(9)}`,
  },
  {
    companyNm: '한결로지스',
    representativeNm: '최은영',
    bizType: '운수업',
    bizItem: '택배',
    address: '대구광역시 동구 팔공로 155',
    postNo: '41065',
    email: 'hangyeol.logis@example.com',
    bankNm: '농협은행',
    account: (random) => `301${random.digits(10)}`,
  },
];

export const DEMO_SUPPLIER_COUNT = SUPPLIERS.length;

export function buildSuppliers(
  random: Random,
  ids: number[],
  numbers: BusinessNumbers,
  today: string,
): BillCompanyRow[] {
  return SUPPLIERS.map((supplier, i) => {
    const tel = landline(random, 'DAEGU');
    return {
      bill_company_id: ids[i] ?? 0,
      reg_dt: seoulTimestamp(addDays(today, -random.int(400, 1500)), random.int(540, 1080)),
      company_nm: supplier.companyNm,
      biz_no: numbers.next(REGIONS.DAEGU?.taxOffices ?? ['504'], supplier.companyNm.includes('(주)')),
      representative_nm: supplier.representativeNm,
      biz_type: supplier.bizType,
      biz_item: supplier.bizItem,
      address: supplier.address,
      post_no: supplier.postNo,
      tel_no: tel,
      fax_no: faxNextTo(random, tel),
      email: supplier.email,
      bank_nm: supplier.bankNm,
      depositor_nm: supplier.companyNm,
      account_no: supplier.account(random),
      rmk: i === 0 ? '본사 청구 계좌' : null,
    };
  });
}

/** Delivery courses and the districts each serves (district codes of reference-codes.ts). */
const ROUTES: { name: string; districts: string[] }[] = [
  { name: '북구 1코스', districts: ['BUKGU'] },
  { name: '북구 2코스', districts: ['BUKGU'] },
  { name: '수성 1코스', districts: ['SUSEONGGU'] },
  { name: '수성 2코스', districts: ['SUSEONGGU'] },
  { name: '달서 1코스', districts: ['DALSEOGU'] },
  { name: '달서 2코스', districts: ['DALSEOGU', 'DALSEONGGUN'] },
  { name: '중구·남구코스', districts: ['JUNGGU', 'NAMGU'] },
  { name: '동구코스', districts: ['DONGGU', 'GUNWIGUN'] },
  { name: '서구코스', districts: ['SEOGU'] },
  { name: '서울 강남코스', districts: [] },
  { name: '경기 남부코스', districts: [] },
  { name: '부산 서면코스', districts: [] },
];
// Long-distance courses take a whole region.
const REGION_ROUTES: Record<string, string> = {
  SEOUL: '서울 강남코스',
  GYEONGGI: '경기 남부코스',
  BUSAN: '부산 서면코스',
};

export const DEMO_ROUTE_COUNT = ROUTES.length;

export interface DemoRoutes {
  rows: DeliveryRouteRow[];
  /** The courses that serve a district; callers pick one. */
  routesFor(regionCd: string, regionDtlCd: string): number[];
}

export function buildRoutes(random: Random, ids: number[], today: string): DemoRoutes {
  const rows = ROUTES.map((route, i): DeliveryRouteRow => ({
    delivery_route_id: ids[i] ?? 0,
    reg_dt: seoulTimestamp(addDays(today, -random.int(300, 1200)), random.int(540, 1080)),
    delivery_route_nm: route.name,
    use_yn: 'Y',
  }));
  const idOf = (name: string) => rows.find((row) => row.delivery_route_nm === name)?.delivery_route_id ?? 0;
  return {
    rows,
    routesFor(regionCd, regionDtlCd) {
      const regional = REGION_ROUTES[regionCd];
      if (regional) return [idOf(regional)];
      return ROUTES.filter((route) => route.districts.includes(regionDtlCd)).map((route) => idOf(route.name));
    },
  };
}
