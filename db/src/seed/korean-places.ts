import { REGION_DISTRICTS } from '../reference/reference-codes';
import { words } from './korean-names';
import type { Random } from './random';

/** How a region's addresses and numbers look. */
export interface RegionProfile {
  /** REGION_TYPE code value. */
  code: string;
  /** The full name addresses start with. */
  addressPrefix: string;
  /** Telephone area code (stored digits only). */
  areaCode: string;
  /** National Tax Service office codes: the first three digits of local business numbers. */
  taxOffices: string[];
}

export const REGIONS: Record<string, RegionProfile> = {
  DAEGU: {
    code: 'DAEGU',
    addressPrefix: '대구광역시',
    areaCode: '053',
    taxOffices: words('502 503 504 505 514 515'),
  },
  SEOUL: {
    code: 'SEOUL',
    addressPrefix: '서울특별시',
    areaCode: '02',
    taxOffices: words('101 104 105 106 107 108 110 113 114 117 119 120 201 206 211 214 215 220'),
  },
  GYEONGGI: {
    code: 'GYEONGGI',
    addressPrefix: '경기도',
    areaCode: '031',
    taxOffices: words('124 128 129 130 132 134 135 137 138 140 141 142 143 144'),
  },
  BUSAN: {
    code: 'BUSAN',
    addressPrefix: '부산광역시',
    areaCode: '051',
    taxOffices: words('602 603 605 606 607 617 621 623'),
  },
};

// Road names (도로명) per district code of reference-codes.ts; Gyeonggi and 군 entries carry the
// 구/읍/면 between the city and the road. Real roads, so addresses read right to local staff.
const STREETS: Record<string, string> = {
  JUNGGU: '국채보상로 중앙대로 동덕로 달성로 공평로 태평로',
  DONGGU: '아양로 팔공로 신암로 동촌로 화랑로 안심로',
  SEOGU: '서대구로 평리로 북비산로 국채보상로 문화로',
  NAMGU: '대명로 이천로 봉덕로 중앙대로 앞산순환로',
  BUKGU: '침산로 칠성로 산격로 대천로 호국로 동북로 유통단지로 검단로 옥산로',
  SUSEONGGU: '달구벌대로 동대구로 범어로 수성로 들안로 지범로 무학로',
  DALSEOGU: '월배로 성서공단로 달서대로 와룡로 상화로 구마로 진천로',
  DALSEONGGUN: '논공읍_논공로 다사읍_달구벌대로 현풍읍_테크노대로 화원읍_비슬로 가창면_가창로',
  GUNWIGUN: '군위읍_중앙길 군위읍_군청로 효령면_치산효령로',
  SEOUL_GANGNAM: '테헤란로 역삼로 논현로 도산대로',
  SEOUL_GANGDONG: '천호대로 양재대로 성내로',
  SEOUL_GANGBUK: '도봉로 삼양로',
  SEOUL_GANGSEO: '공항대로 양천로 마곡중앙로',
  SEOUL_GWANAK: '관악로 남부순환로 봉천로',
  SEOUL_GWANGJIN: '능동로 자양로 아차산로',
  SEOUL_GURO: '디지털로 구로중앙로 경인로',
  SEOUL_GEUMCHEON: '가산디지털1로 벚꽃로 시흥대로',
  SEOUL_NOWON: '동일로 노해로',
  SEOUL_DOBONG: '도봉로 방학로',
  SEOUL_DONGDAEMUN: '왕산로 천호대로',
  SEOUL_DONGJAK: '상도로 노량진로',
  SEOUL_MAPO: '월드컵북로 양화로 마포대로',
  SEOUL_SEODAEMUN: '연희로 통일로',
  SEOUL_SEOCHO: '서초대로 강남대로 반포대로',
  SEOUL_SEONGDONG: '왕십리로 성수이로 아차산로',
  SEOUL_SEONGBUK: '보문로 동소문로',
  SEOUL_SONGPA: '올림픽로 송파대로 법원로',
  SEOUL_YANGCHEON: '목동로 오목로',
  SEOUL_YEONGDEUNGPO: '국제금융로 영등포로 당산로 선유로',
  SEOUL_YONGSAN: '한강대로 이태원로',
  SEOUL_EUNPYEONG: '통일로 연서로',
  SEOUL_JONGNO: '종로 율곡로 세종대로',
  SEOUL_JUNGGU: '을지로 퇴계로 남대문로',
  SEOUL_JUNGNANG: '망우로 동일로',
  GG_SUWON: '팔달구_경수대로 영통구_광교중앙로 권선구_수인로',
  GG_SEONGNAM: '분당구_판교역로 중원구_둔촌대로 수정구_산성대로',
  GG_GOYANG: '일산동구_중앙로 덕양구_화중로',
  GG_YONGIN: '기흥구_흥덕중앙로 수지구_포은대로 처인구_금령로',
  GG_BUCHEON: '부천로 길주로 경인로',
  GG_ANSAN: '단원구_원곡로 상록구_성포로',
  GG_ANYANG: '동안구_시민대로 만안구_안양로',
  GG_NAMYANGJU: '경춘로 다산중앙로',
  GG_HWASEONG: '동탄대로 봉담읍_동화길',
  GG_PYEONGTAEK: '평택로 경기대로',
  GG_UIJEONGBU: '평화로 시민로',
  GG_SIHEUNG: '시화벤처로 정왕대로',
  GG_PAJU: '문발로 경의로',
  GG_GIMPO: '김포한강로 태장로',
  GG_GWANGMYEONG: '광명로 오리로',
  GG_GWANGJU: '경안로 광주대로',
  GG_GUNPO: '군포로 산본로',
  GG_HANAM: '미사대로 덕풍로',
  GG_OSAN: '오산로 경기대로',
  GG_ICHEON: '중리천로 경충대로',
  BUSAN_JUNGGU: '중앙대로 중구로',
  BUSAN_SEOGU: '구덕로 충무대로',
  BUSAN_DONGGU: '중앙대로 초량로',
  BUSAN_YEONGDOGU: '태종로 절영로',
  BUSAN_BUSANJINGU: '중앙대로 서면로 전포대로',
  BUSAN_DONGNAEGU: '충렬대로 명륜로',
  BUSAN_NAMGU: '수영로 용호로',
  BUSAN_BUKGU: '금곡대로 만덕대로',
  BUSAN_HAEUNDAEGU: '센텀중앙로 해운대로 좌동순환로',
  BUSAN_SAHAGU: '낙동대로 다대로',
  BUSAN_GEUMJEONGGU: '중앙대로 부산대학로',
  BUSAN_GANGSEOGU: '녹산산업중로 낙동북로',
  BUSAN_YEONJEGU: '월드컵대로 연산로',
  BUSAN_SUYEONGGU: '광안해변로 수영로',
  BUSAN_SASANGGU: '사상로 새벽로',
  BUSAN_GIJANGGUN: '기장읍_기장대로 정관읍_정관중앙로',
};

// Most customers are in Daegu, where the office is; the big districts get more of them.
const DAEGU_DISTRICT_WEIGHTS: Record<string, number> = {
  BUKGU: 20,
  DALSEOGU: 20,
  SUSEONGGU: 15,
  JUNGGU: 12,
  DONGGU: 10,
  SEOGU: 8,
  NAMGU: 7,
  DALSEONGGUN: 6,
  GUNWIGUN: 2,
};

export interface Place {
  regionCd: string;
  regionDtlCd: string;
  address: string;
}

export function districtName(regionCd: string, regionDtlCd: string): string {
  return REGION_DISTRICTS[regionCd]?.find((code) => code.codeVal === regionDtlCd)?.codeNm ?? '';
}

/** A district of `regionCd` (weighted for Daegu) and a street address inside it. */
export function randomPlace(random: Random, regionCd: string): Place {
  const districts = REGION_DISTRICTS[regionCd] ?? [];
  const regionDtlCd =
    regionCd === 'DAEGU'
      ? random.weighted(districts.map((d) => [d.codeVal, DAEGU_DISTRICT_WEIGHTS[d.codeVal] ?? 1] as const))
      : random.pick(districts).codeVal;
  return { regionCd, regionDtlCd, address: randomAddress(random, regionCd, regionDtlCd) };
}

export function randomAddress(random: Random, regionCd: string, regionDtlCd: string): string {
  const street = random.pick(words(STREETS[regionDtlCd] ?? '중앙로')).replace('_', ' ');
  const number = random.int(1, 380) + (random.chance(0.08) ? `-${random.int(1, 12)}` : '');
  const region = REGIONS[regionCd]?.addressPrefix ?? '';
  const detail = random.weighted([
    ['', 55],
    [`, ${random.int(1, 5)}층`, 25],
    [`, ${random.int(1, 3)}0${random.int(1, 9)}호`, 12],
    [`, ${random.pick(['A', 'B'])}동 ${random.int(1, 4)}층`, 8],
  ] as const);
  return `${region} ${districtName(regionCd, regionDtlCd)} ${street} ${number}${detail}`;
}

/** A landline of the region: area code, a 3 or 4 digit exchange not starting with 0 or 1, 4 digits. */
export function landline(random: Random, regionCd: string): string {
  const areaCode = REGIONS[regionCd]?.areaCode ?? '053';
  // Seoul numbers mostly have 4-digit exchanges; elsewhere 3 digits are the rule.
  const exchangeDigits = areaCode === '02' ? (random.chance(0.8) ? 4 : 3) : random.chance(0.15) ? 4 : 3;
  return areaCode + String(random.int(2, 9)) + random.digits(exchangeDigits - 1) + random.digits(4);
}

/** The fax line next to `tel`: same exchange, another line number. */
export function faxNextTo(random: Random, tel: string): string {
  return tel.slice(0, -4) + random.digits(4);
}

/** A 010 mobile number (11 digits). */
export function mobile(random: Random): string {
  return `010${random.int(2, 9)}${random.digits(3)}${random.digits(4)}`;
}
