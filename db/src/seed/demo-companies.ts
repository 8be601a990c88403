import type { BusinessNumbers } from './business-numbers';
import { addDays, seoulTimestamp } from './calendar';
import { koreanName } from './korean-names';
import { districtName, faxNextTo, landline, mobile, randomPlace, REGIONS } from './korean-places';
import { COMPANY_MEMOS, SUSPENDED_MEMOS } from './memos';
import type { Random } from './random';
import type { DemoRoutes } from './demo-suppliers';
import type { CompanyRow } from './tables';
import { TradeNames, type ShipperType } from './trade-names';

/** About 150 companies for a small demo, more for big ones (senders need enough receivers). */
export function demoCompanyCount(transports: number): number {
  return Math.min(150 + Math.floor(transports / 100), 3000);
}

const SHIPPER_TYPES: (readonly [ShipperType, number])[] = [
  ['COM', 40],
  ['PCL', 40],
  ['GEN', 20],
];

// Contract prices in won, as a small courier office quotes them.
const COMMUNICATION_FEES: Record<ShipperType, number[]> = {
  COM: [30000, 40000, 50000, 50000, 60000, 80000, 100000],
  PCL: [0, 10000, 20000, 30000],
  GEN: [0, 0, 10000, 20000],
};
const UNIT_PRICES = [3000, 3300, 3500, 3500, 3800, 4000, 4000, 4500, 5000];
const WEIGHT_UNIT_PRICES = [500, 600, 700, 800, 800, 900, 1000];

type CompanyKind = 'shipper' | 'customer' | 'suspended';

export interface CompanyContext {
  ids: number[];
  supplierIds: number[];
  routes: DemoRoutes;
  numbers: BusinessNumbers;
  /**
   * Companies registered 100 to 1400 days before this day: today for the default three months of
   * transports, as much earlier as a longer history starts earlier, so that every company is
   * registered before the period its transports cover.
   */
  registeredBefore: string;
}

/**
 * Customer companies: about a third are shippers (billed monthly through a supplier, on a course,
 * with contract prices), the rest are occasional senders and receivers, a few of them suspended.
 */
export function buildCompanies(random: Random, ctx: CompanyContext): CompanyRow[] {
  const count = ctx.ids.length;
  const shipperCount = Math.round(count / 3);
  // A few non-shippers are suspended (거래 중지); a shipper never is (company_shipper_in_use).
  const suspendedCount = Math.max(2, Math.round((count - shipperCount) * 0.04));
  const kinds = random.shuffle(
    Array.from({ length: count }, (_, i): CompanyKind =>
      i < shipperCount ? 'shipper' : i < shipperCount + suspendedCount ? 'suspended' : 'customer',
    ),
  );
  const names = new TradeNames(random);
  const rows = kinds.map((kind, i) => buildCompany(random, ctx, names, ctx.ids[i] ?? 0, kind));
  assignSettlementGroups(random, rows);
  return rows;
}

function buildCompany(
  random: Random,
  ctx: CompanyContext,
  names: TradeNames,
  companyId: number,
  kind: CompanyKind,
): CompanyRow {
  const shipper = kind === 'shipper';
  // The office is in Daegu: nearly all shippers and most other customers are local.
  const regionCd = shipper
    ? random.weighted([
        ['DAEGU', 90],
        ['GYEONGGI', 4],
        ['SEOUL', 3],
        ['BUSAN', 3],
      ] as const)
    : random.weighted([
        ['DAEGU', 70],
        ['SEOUL', 10],
        ['GYEONGGI', 12],
        ['BUSAN', 8],
      ] as const);
  const place = randomPlace(random, regionCd);
  const shipperType = shipper ? random.weighted(SHIPPER_TYPES) : null;
  const district = districtName(regionCd, place.regionDtlCd);
  // Branch names read 수성점, 북구점: a one-syllable stem keeps its 구.
  const trade = names.next(shipperType, district.length > 2 ? district.slice(0, -1) : district);
  const tel = landline(random, regionCd);
  const routes = ctx.routes.routesFor(regionCd, place.regionDtlCd);
  const onRoute = routes.length > 0 && (shipper || random.chance(0.85));
  const suspended = kind === 'suspended';
  const memo = suspended
    ? random.pick(SUSPENDED_MEMOS)
    : random.chance(0.12)
      ? random.pick(COMPANY_MEMOS)
      : null;
  const row: CompanyRow = {
    company_id: companyId,
    reg_dt: seoulTimestamp(addDays(ctx.registeredBefore, -random.int(100, 1400)), random.int(540, 1080)),
    biz_no: ctx.numbers.next(REGIONS[regionCd]?.taxOffices ?? ['504'], trade.corporation),
    company_nm: trade.companyNm,
    representative_nm: koreanName(random),
    biz_type: trade.line.bizType,
    biz_item: trade.line.bizItem,
    address: place.address,
    tel_no: tel,
    fax_no: random.chance(0.85) ? faxNextTo(random, tel) : landline(random, regionCd),
    email: trade.email,
    rmk: memo,
    manager_nm: koreanName(random),
    manager_tel_no: mobile(random),
    region_cd: regionCd,
    region_dtl_cd: place.regionDtlCd,
    shipper_yn: shipper ? 'Y' : 'N',
    shipper_cd: shipperType,
    // A shipper may not be suspended (company_shipper_in_use).
    use_yn: suspended ? 'N' : 'Y',
    vat_yn: !shipper || random.chance(0.9) ? 'Y' : 'N',
    taxbil_output_yn: !shipper || random.chance(0.85) ? 'Y' : 'N',
    bill_stdr_cd: shipper && random.chance(0.6) ? '30' : '20',
    bill_char_cd: shipper && random.chance(0.2) ? 'REGULAR' : 'CREDIT',
    communication_fee: shipperType ? random.pick(COMMUNICATION_FEES[shipperType]) : 0,
    untpc: shipper ? random.pick(UNIT_PRICES) : 0,
    weight_untpc: shipperType === 'COM' ? random.pick(WEIGHT_UNIT_PRICES) : 0,
    delivery_route_id: onRoute ? random.pick(routes) : null,
    delivery_route_cd: onRoute
      ? random.weighted([
          ['AM', 45],
          ['PM', 45],
          ['NIGHT', 10],
        ] as const)
      : null,
    bill_company_id: shipper ? pickSupplier(random, ctx.supplierIds) : null,
    excclc_company_id: null,
  };
  return row;
}

// The first supplier (the office itself) bills most shippers.
function pickSupplier(random: Random, supplierIds: number[]): number {
  return random.weighted(supplierIds.map((id, i) => [id, i === 0 ? 5 : 2] as const));
}

/**
 * Every shipper needs a settlement group company (the company form requires one): most settle on
 * their own, a few branches settle through another shipper of the same supplier, whose invoice
 * then carries their charges too.
 */
function assignSettlementGroups(random: Random, rows: CompanyRow[]): void {
  const shippers = rows.filter((row) => row.shipper_yn === 'Y');
  for (const shipper of shippers) shipper.excclc_company_id = shipper.company_id;
  const members = random.shuffle(shippers).slice(0, Math.max(2, Math.round(shippers.length * 0.06)));
  const memberIds = new Set(members.map((row) => row.company_id));
  for (const member of members) {
    const heads = shippers.filter(
      (row) => !memberIds.has(row.company_id) && row.bill_company_id === member.bill_company_id,
    );
    if (heads.length > 0) member.excclc_company_id = random.pick(heads).company_id;
  }
}
