// Bulk registration from spreadsheets (택배 > 운송 정보 일괄 등록): the columns a file may have, the
// header names each is recognised by, the limits, and the rule by which rows become transports.
// The template, the column mapping, the row checks (which build the transport form's own sender,
// receiver and goods line from a row, so the editor's rules apply), the screen and the API read it.
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './upload-table';

export { headerKey } from './upload-table';

/** One spreadsheet row is one goods line; these are the fields a row's columns can fill. */
export const IMPORT_FIELDS = [
  'receptionDate',
  'senderCompany',
  'chargeCd',
  'receiverName',
  'receiverTelNo',
  'receiverMobileNo',
  'zipCode',
  'address',
  'kindCd',
  'trnsprtCd',
  'quantity',
  'unitPrice',
  'waybillNo',
  'goodsName',
  'deliveryMessage',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export interface ImportFieldDeclaration {
  /** The template's header and the name the screen and the problems use. */
  label: string;
  /** What the column holds, as the template's notes say it. */
  description: string;
  /** Header names of other layouts (shop and carrier exports) that mean this field. */
  headers: readonly string[];
  /** What the field takes when the row leaves it empty (shown in the template's notes). */
  whenEmpty: string;
  /** An example value for the template's example row. */
  example: string;
}

/**
 * Every import field. Headers match after removing spaces and brackets and lowercasing, so
 * "받는 사람", "[받는사람]" and "받는사람" are one name.
 */
export const IMPORT_FIELD_DECLARATIONS: Readonly<Record<ImportField, ImportFieldDeclaration>> = {
  receptionDate: {
    label: '접수일자',
    description: '물품을 받은 날짜 (2026-11-25, 2026.11.25, 2026/11/25, 20261125 또는 엑셀 날짜)',
    headers: ['접수일자', '접수일', '주문일자', '주문일', '발송일', '발송일자', '날짜'],
    whenEmpty: '오늘',
    example: '2026-11-25',
  },
  senderCompany: {
    label: '보내는사람',
    description: '보내는 업체: 등록된 업체 이름(그대로) 또는 사업자등록번호',
    headers: ['보내는사람', '보내는업체', '보내는분', '송하인', '송하인명', '발송인', '발송처', '화주'],
    whenEmpty: '화면에서 고른 보내는 업체',
    example: '',
  },
  chargeCd: {
    label: '운임구분',
    description: '운임을 내는 방법: 이름(선불) 또는 코드(CH001)',
    headers: ['운임구분', '운임', '운임타입', '결제구분'],
    whenEmpty: '선불',
    example: '선불',
  },
  receiverName: {
    label: '받는사람',
    description: '받는 사람 또는 업체 이름 (등록된 업체 이름과 같으면 그 업체가 받는 곳이 됩니다)',
    headers: [
      '받는사람',
      '받는분',
      '수취인',
      '수취인명',
      '수령인',
      '수령인명',
      '수하인',
      '수하인명',
      '받는업체',
    ],
    whenEmpty: '필수',
    example: '홍길동',
  },
  receiverTelNo: {
    label: '전화번호',
    description: '받는 곳 전화번호',
    headers: [
      '전화번호',
      '전화번호1',
      '받는사람전화번호',
      '수취인전화번호',
      '수취인연락처',
      '연락처',
      '연락처1',
    ],
    whenEmpty: '휴대폰',
    example: '053-123-4567',
  },
  receiverMobileNo: {
    label: '휴대폰',
    description: '받는 곳 휴대폰 번호',
    headers: [
      '휴대폰',
      '휴대전화',
      '휴대폰번호',
      '핸드폰',
      '전화번호2',
      '연락처2',
      '수취인휴대폰',
      '받는사람휴대폰',
    ],
    whenEmpty: '전화번호',
    example: '010-1234-5678',
  },
  zipCode: {
    label: '우편번호',
    description: '받는 곳 우편번호',
    headers: ['우편번호', '우편', '수취인우편번호', '받는사람우편번호'],
    whenEmpty: '없음 (주소 앞에 붙습니다)',
    example: '41590',
  },
  address: {
    label: '주소',
    description: '받는 곳 주소',
    headers: ['주소', '받는사람주소', '수취인주소', '배송지', '배송지주소', '주소1'],
    whenEmpty: '필수',
    example: '대구광역시 북구 산격로 1',
  },
  kindCd: {
    label: '품목',
    description: '물품의 품목: 이름(박스) 또는 코드(TAC0202)',
    headers: ['품목', '품목구분', '물품구분', '포장'],
    whenEmpty: '박스',
    example: '박스',
  },
  trnsprtCd: {
    label: '수량/중량',
    description: '운임을 수량으로 셀지 중량으로 셀지: 수량 또는 중량 (QTY, WEIGHT)',
    headers: ['수량/중량', '운송구분', '계산구분'],
    whenEmpty: '보내는 업체와 받는 업체가 모두 통신이면 중량, 아니면 수량',
    example: '수량',
  },
  quantity: {
    label: '수량',
    description: '물품 수량 (중량으로 셀 때는 중량), 쉼표가 있어도 됩니다 (1,200)',
    headers: ['수량', '박스수량', '개수', '중량'],
    whenEmpty: '1',
    example: '1',
  },
  unitPrice: {
    label: '단가',
    description: '청구되는 쪽(선불은 보내는 곳, 착불은 받는 곳)의 수량 하나의 운임, 쉼표가 있어도 됩니다',
    headers: ['단가', '운임금액', '택배비', '배송비'],
    whenEmpty: '지불처(선불: 보내는 업체, 착불: 받는 업체)의 단가',
    example: '',
  },
  waybillNo: {
    label: '운송장번호',
    description: '운송장번호 (다른 운송 정보나 파일의 다른 행과 겹치면 안 됩니다)',
    headers: ['운송장번호', '송장번호', '운송장', '송장'],
    whenEmpty: '없음',
    example: '',
  },
  goodsName: {
    label: '상품명',
    description: '상품 이름',
    headers: ['상품명', '품명', '주문상품', '상품', '내품명'],
    whenEmpty: '없음 (받는 곳 비고에 적힙니다)',
    example: '티셔츠',
  },
  deliveryMessage: {
    label: '배송메시지',
    description: '배송 메시지',
    headers: ['배송메시지', '배송메모', '요청사항', '배송요청사항', '메모', '비고'],
    whenEmpty: '없음 (받는 곳 비고에 적힙니다)',
    example: '문 앞에 놓아주세요',
  },
};

/** Fields a row cannot do without: no column mapped to one of them, and every row has a problem. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['receiverName', 'address'];

/** The limits of every upload (413 for the size, 400 for the rows). */
export const IMPORT_LIMITS = UPLOAD_LIMITS;

/** How rows become transports, as the screen states it. */
export const IMPORT_GROUPING_RULE =
  '보내는 업체, 접수일자, 운임구분이 같은 행은 한 운송 정보가 되고, 그 안에서 받는 업체(또는 받는사람·전화번호·주소)가 같은 행은 ' +
  '한 받는 곳의 물품이 됩니다. 받는 곳이 100곳을 넘으면 100곳씩 나누어 운송 정보를 만듭니다.';

/** The upload's own refusals (UPLOAD_MESSAGES), then the import's. */
export const TRANSPORT_IMPORT_MESSAGES = {
  ...UPLOAD_MESSAGES,
  nothingToCommit: '등록할 행이 없습니다.',
  notFound: '일괄 등록 내역을 찾을 수 없습니다.',
  hasProblems: '문제가 있는 행을 모두 고치거나 지운 뒤 등록해주세요.',
  alreadyCommitted: '이미 등록된 일괄 등록입니다.',
  undone: '되돌린 일괄 등록입니다.',
  undoOnlyToday: '일괄 등록은 등록한 날에만 되돌릴 수 있습니다.',
  undoDelivered: '배송 처리되었거나 청구된 물품이 있어 되돌릴 수 없습니다.',
  unknownCompany: (label: string) => `${label}: 등록된 업체가 아닙니다.`,
  ambiguousCompany: (label: string) =>
    `${label}: 같은 이름의 업체가 여럿입니다. 사업자등록번호로 적어주세요.`,
  unknownCode: (label: string) => `${label}: 등록되지 않은 값입니다.`,
  repeatedInFile: (waybillNo: string, rowNo: number) =>
    `운송장번호 ${waybillNo}: 파일의 ${rowNo}행에도 있습니다.`,
} as const;

/** What an empty cell takes where the editor has no default of its own (see whenEmpty). */
export const IMPORT_DEFAULTS = {
  /** 박스 */
  kindCd: 'TAC0202',
  quantity: '1',
} as const;

/** 수량/중량 as a file writes it: the calculation's name, or its code (QTY, WEIGHT). */
export const IMPORT_CALCULATION_NAMES = { QTY: '수량', WEIGHT: '중량' } as const;

/** The preview's and the commit's own messages (each row problem names its column first). */
export const TRANSPORT_IMPORT_CHECK_MESSAGES = {
  badDate: (label: string) => `${label}: 날짜는 2026-11-25처럼 연-월-일로 적어주세요.`,
  noSender: '보내는사람: 화면에서 보내는 업체를 고르거나 이 열에 업체 이름을 적어주세요.',
  blankLine: '수량: 운송장번호가 없는 행은 수량이 1 이상이어야 합니다.',
  exampleRow: '받는사람: 양식의 예시 행입니다. 지우거나 실제 받는 곳으로 고쳐주세요.',
  notPreview: '이미 등록했거나 되돌린 일괄 등록은 고칠 수 없습니다.',
  notCommitted: '등록하지 않은 일괄 등록은 되돌릴 수 없습니다.',
  rowNotFound: (rowNo: number) => `${rowNo}행이 이 일괄 등록에 없습니다.`,
  unknownField: (field: string) => `알 수 없는 항목(${field})입니다.`,
  badColumn: (label: string) => `${label}: 파일에 없는 열입니다.`,
  fieldTwice: (label: string) => `${label}: 한 항목에 열을 두 번 지정했습니다.`,
  badImportId: '일괄 등록 번호(id)가 올바르지 않습니다.',
  badRowNos: '지울 행 번호(rowNos)가 올바르지 않습니다.',
  valueTooLong: (label: string) => `${label}: 1000자 이하로 적어주세요.`,
} as const;
