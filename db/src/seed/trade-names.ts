import { words } from './korean-names';
import type { Random } from './random';

/** SHIPPER_TYPE code values. */
export type ShipperType = 'COM' | 'PCL' | 'GEN';

export interface TradeLine {
  /** The word after the trade name: 통신, 약품 ... */
  suffix: string;
  roman: string;
  /** 업태 */
  bizType: string;
  /** 업종 */
  bizItem: string;
  /** The kind of shipper such a business usually is (phone shops ship by weight, COM). */
  shipperType: ShipperType;
}

// Trade-name stems (상호) with a romanisation for e-mail addresses. Household chaebol names are
// left out so no demo company looks like a real, famous one.
const STEMS: [string, string][] = words(
  `대성:daesung 한빛:hanbit 세진:sejin 동아:donga 삼익:samik 영남:yeongnam 금호:kumho 대한:daehan
   신성:shinsung 태양:taeyang 우리:woori 한성:hansung 대영:daeyoung 동양:dongyang 성원:sungwon
   진영:jinyoung 보성:bosung 청구:chunggu 경일:kyungil 달구벌:dalgubeol 팔공:palgong 수성:suseong
   신라:silla 화신:hwashin 광명:kwangmyung 일신:ilshin 동일:dongil 서한:seohan 한양:hanyang
   극동:kukdong 대원:daewon 명성:myungsung 유성:yusung 제일:jeil 중앙:jungang 미래:mirae 새한:saehan
   국제:kukje 백두:baekdu 한울:hanul 늘봄:neulbom 푸른:pureun 다온:daon 나래:narae 한결:hangyeol
   가온:gaon 온누리:onnuri 해솔:haesol 새롬:saerom 동진:dongjin 우성:woosung 삼호:samho 태성:taesung
   정우:jungwoo 상아:sanga 건영:kunyoung 세영:seyoung 대명:daemyung 경북:kyungbuk 남선:namsun
   평화:pyunghwa 원일:wonil 성진:sungjin 삼진:samjin 영진:youngjin 한신:hanshin 아세아:asia
   에이스:ace 그린:green 하나:hana 대흥:daeheung 동신:dongshin`,
).map((entry) => {
  const [stem = '', roman = ''] = entry.split(':');
  return [stem, roman];
});

// suffix:roman:업태:업종:shipper type; 업태/업종 as Korean tax registrations word them.
const LINES: TradeLine[] = words(
  `통신:tel:도소매:통신기기:COM 텔레콤:telecom:도소매:휴대폰:COM 모바일:mobile:소매:휴대폰:COM
   정보통신:ict:서비스:정보통신공사:COM 전자:elec:제조:전자부품:COM 컴퓨터:computer:도소매:컴퓨터주변기기:COM
   테크:tech:제조:전자부품:COM 전기:electric:도소매:전기자재:GEN 상사:trading:도소매:잡화:PCL
   산업:ind:제조:기계부품:GEN 물산:corp:도소매:무역:PCL 약품:pharm:도소매:의약품:PCL
   인쇄:print:제조:인쇄물:GEN 식품:food:제조:식료품:PCL 섬유:textile:제조:섬유제품:GEN
   직물:fabric:제조:직물:GEN 패션:fashion:도소매:의류:PCL 기계:machine:제조:산업기계:GEN
   정밀:precision:제조:정밀기계부품:GEN 금속:metal:제조:금속가공:GEN 화학:chem:제조:화학제품:GEN
   철강:steel:도소매:철강재:GEN 유통:dist:도소매:생활용품:PCL 문구:office:도소매:문구사무용품:PCL
   의료기:medical:도소매:의료기기:PCL 안경:optical:소매:안경렌즈:PCL 제약:pharma:제조:의약품:PCL
   농산:agri:도소매:농산물:PCL 수산:fish:도소매:수산물:PCL 가구:furniture:제조:가구:GEN
   오토텍:autotech:제조:자동차부품:GEN 화장품:cosmetics:도소매:화장품:PCL 북스:books:소매:도서:PCL`,
).map((entry) => {
  const [suffix = '', roman = '', bizType = '', bizItem = '', shipperType = 'GEN'] = entry.split(':');
  return { suffix, roman, bizType, bizItem, shipperType: shipperType as ShipperType };
});

export interface TradeName {
  companyNm: string;
  line: TradeLine;
  corporation: boolean;
  email: string;
}

/** Unique company names such as (주)대성통신, 한빛약품(주), 주식회사 세진섬유, 동아상사. */
export class TradeNames {
  private readonly used = new Set<string>();

  constructor(private readonly random: Random) {}

  /** A new name, preferably of a business that is usually a `preferred` shipper. */
  next(preferred: ShipperType | null, branchArea: string): TradeName {
    const random = this.random;
    const pool =
      preferred && random.chance(0.85) ? LINES.filter((line) => line.shipperType === preferred) : LINES;
    let stem: [string, string] = ['', ''];
    let line: TradeLine = LINES[0] as TradeLine;
    let base = '';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      stem = random.pick(STEMS);
      line = random.pick(pool);
      base = stem[0] + line.suffix;
      if (!this.used.has(base)) break;
    }
    // When the stems run out (thousands of companies) a branch keeps names distinct: 대성통신 수성점.
    let unique = base;
    for (let n = 1; this.used.has(unique); n += 1)
      unique = n === 1 ? `${base} ${branchArea}점` : `${base} ${n}호점`;
    this.used.add(unique);
    const corporation = random.chance(0.55);
    const companyNm = corporation
      ? random.weighted([
          [`(주)${unique}`, 55],
          [`${unique}(주)`, 30],
          [`주식회사 ${unique}`, 15],
        ] as const)
      : unique;
    // Reserved example domains: invoices are mailed to these addresses, and demo mail must never
    // reach a real mailbox.
    const email = random.weighted([
      [`${stem[1]}${line.roman}@example.com`, 40],
      [`${stem[1]}.${line.roman}@example.net`, 30],
      [`${stem[1]}${line.roman}${random.int(1, 99)}@example.org`, 30],
    ] as const);
    return { companyNm, line, corporation, email };
  }
}
