/**
 * The code lists the product ships with. Values are unique within a type; district values outside
 * Daegu carry their region as a prefix because several cities share district names (중구, 북구...).
 * ensureReferenceData() upserts these on every migrate, so editing this file is how codes change.
 */
export interface ReferenceCode {
  codeVal: string;
  codeNm: string;
  /** codeVal of the parent in the parent type (REGION_TYPE for districts). */
  parentVal?: string;
}

export interface ReferenceCodeList {
  codeType: string;
  parentType?: string;
  codes: ReferenceCode[];
}

const districts = (region: string, entries: [string, string][]): ReferenceCode[] =>
  entries.map(([codeVal, codeNm]) => ({ codeVal, codeNm, parentVal: region }));

export const REGION_DISTRICTS: Record<string, ReferenceCode[]> = {
  DAEGU: districts('DAEGU', [
    ['JUNGGU', '중구'],
    ['DONGGU', '동구'],
    ['SEOGU', '서구'],
    ['NAMGU', '남구'],
    ['BUKGU', '북구'],
    ['SUSEONGGU', '수성구'],
    ['DALSEOGU', '달서구'],
    ['DALSEONGGUN', '달성군'],
    ['GUNWIGUN', '군위군'],
  ]),
  SEOUL: districts('SEOUL', [
    ['SEOUL_GANGNAM', '강남구'],
    ['SEOUL_GANGDONG', '강동구'],
    ['SEOUL_GANGBUK', '강북구'],
    ['SEOUL_GANGSEO', '강서구'],
    ['SEOUL_GWANAK', '관악구'],
    ['SEOUL_GWANGJIN', '광진구'],
    ['SEOUL_GURO', '구로구'],
    ['SEOUL_GEUMCHEON', '금천구'],
    ['SEOUL_NOWON', '노원구'],
    ['SEOUL_DOBONG', '도봉구'],
    ['SEOUL_DONGDAEMUN', '동대문구'],
    ['SEOUL_DONGJAK', '동작구'],
    ['SEOUL_MAPO', '마포구'],
    ['SEOUL_SEODAEMUN', '서대문구'],
    ['SEOUL_SEOCHO', '서초구'],
    ['SEOUL_SEONGDONG', '성동구'],
    ['SEOUL_SEONGBUK', '성북구'],
    ['SEOUL_SONGPA', '송파구'],
    ['SEOUL_YANGCHEON', '양천구'],
    ['SEOUL_YEONGDEUNGPO', '영등포구'],
    ['SEOUL_YONGSAN', '용산구'],
    ['SEOUL_EUNPYEONG', '은평구'],
    ['SEOUL_JONGNO', '종로구'],
    ['SEOUL_JUNGGU', '중구'],
    ['SEOUL_JUNGNANG', '중랑구'],
  ]),
  GYEONGGI: districts('GYEONGGI', [
    ['GG_SUWON', '수원시'],
    ['GG_SEONGNAM', '성남시'],
    ['GG_GOYANG', '고양시'],
    ['GG_YONGIN', '용인시'],
    ['GG_BUCHEON', '부천시'],
    ['GG_ANSAN', '안산시'],
    ['GG_ANYANG', '안양시'],
    ['GG_NAMYANGJU', '남양주시'],
    ['GG_HWASEONG', '화성시'],
    ['GG_PYEONGTAEK', '평택시'],
    ['GG_UIJEONGBU', '의정부시'],
    ['GG_SIHEUNG', '시흥시'],
    ['GG_PAJU', '파주시'],
    ['GG_GIMPO', '김포시'],
    ['GG_GWANGMYEONG', '광명시'],
    ['GG_GWANGJU', '광주시'],
    ['GG_GUNPO', '군포시'],
    ['GG_HANAM', '하남시'],
    ['GG_OSAN', '오산시'],
    ['GG_ICHEON', '이천시'],
  ]),
  BUSAN: districts('BUSAN', [
    ['BUSAN_JUNGGU', '중구'],
    ['BUSAN_SEOGU', '서구'],
    ['BUSAN_DONGGU', '동구'],
    ['BUSAN_YEONGDOGU', '영도구'],
    ['BUSAN_BUSANJINGU', '부산진구'],
    ['BUSAN_DONGNAEGU', '동래구'],
    ['BUSAN_NAMGU', '남구'],
    ['BUSAN_BUKGU', '북구'],
    ['BUSAN_HAEUNDAEGU', '해운대구'],
    ['BUSAN_SAHAGU', '사하구'],
    ['BUSAN_GEUMJEONGGU', '금정구'],
    ['BUSAN_GANGSEOGU', '강서구'],
    ['BUSAN_YEONJEGU', '연제구'],
    ['BUSAN_SUYEONGGU', '수영구'],
    ['BUSAN_SASANGGU', '사상구'],
    ['BUSAN_GIJANGGUN', '기장군'],
  ]),
};

const simple = (entries: [string, string][]): ReferenceCode[] =>
  entries.map(([codeVal, codeNm]) => ({ codeVal, codeNm }));

export const REFERENCE_CODE_LISTS: ReferenceCodeList[] = [
  {
    codeType: 'REGION_TYPE',
    codes: simple([
      ['DAEGU', '대구'],
      ['SEOUL', '서울'],
      ['GYEONGGI', '경기'],
      ['BUSAN', '부산'],
    ]),
  },
  { codeType: 'REGION_DTL_TYPE', parentType: 'REGION_TYPE', codes: Object.values(REGION_DISTRICTS).flat() },
  {
    codeType: 'USE_TYPE',
    codes: simple([
      ['Y', '사용'],
      ['N', '미사용'],
    ]),
  },
  {
    codeType: 'SHIPPER_TYPE',
    codes: simple([
      ['COM', '통신'],
      ['PCL', '택배'],
      ['GEN', '일반'],
    ]),
  },
  {
    codeType: 'ROUTE_TIME',
    codes: simple([
      ['AM', '오전'],
      ['PM', '오후'],
      ['NIGHT', '야간'],
    ]),
  },
  {
    codeType: 'CHARGE',
    codes: simple([
      ['CH001', '선불'],
      ['CH002', '착불'],
      ['CH003', '신용(선불)'],
      ['CH004', '신용(착불)'],
    ]),
  },
  {
    codeType: 'GOODS_KIND',
    codes: simple([
      ['TAC0201', '서류'],
      ['TAC0202', '박스'],
      ['TAC0203', '롤'],
      ['TAC0204', '샘플'],
      ['TAC0205', '김밥'],
      ['TAC0206', '마대'],
      ['TAC0207', '봉투'],
    ]),
  },
  {
    codeType: 'TRANSPORT_PROCESS',
    codes: simple([
      ['COMM_RECV', '통신수신'],
      ['COMM', '통신'],
      ['PARCEL', '택배'],
      ['GENERAL', '일반'],
      ['RETURN', '반품'],
    ]),
  },
  {
    codeType: 'TRANSPORT_CD',
    codes: simple([
      ['PARCEL', '택배'],
      ['COMM', '통신'],
      ['DIRECT', '직송'],
      ['QUICK', '퀵'],
    ]),
  },
  {
    codeType: 'TRNSPRT_TYPE',
    codes: simple([
      ['QTY', '수량'],
      ['WEIGHT', '중량'],
    ]),
  },
  {
    codeType: 'GROUP_TYPE',
    codes: simple([
      ['admin', '관리자'],
      ['member_view', '멤버_조회'],
      ['member_delivery', '멤버_배송'],
      ['member_pickup', '멤버_픽업'],
      ['member_all', '멤버_전체'],
    ]),
  },
  {
    codeType: 'BILL_STDR',
    codes: simple([
      ['20', '20일'],
      ['30', '말일'],
    ]),
  },
  {
    codeType: 'BILL_CHAR',
    codes: simple([
      ['CREDIT', '외상'],
      ['REGULAR', '정기'],
    ]),
  },
  {
    codeType: 'WAYBILL_CHARGE',
    codes: simple([
      ['pre', '선불'],
      ['collect', '착불'],
      ['credit', '신용'],
    ]),
  },
];
