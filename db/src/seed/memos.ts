/** Short notes staff write in the memo fields (비고), so the grids do not look machine-made. */
export const COMPANY_MEMOS = [
  '오후 6시 이후 수령 불가',
  '토요일 휴무',
  '정문 경비실에 맡겨주세요',
  '화물 엘리베이터 이용',
  '점심시간(12~13시) 방문 자제',
  '세금계산서 담당자 별도',
  '월말 일괄 정산',
  '주차 불가, 이면도로 정차',
  '대표번호보다 담당자 휴대폰으로 연락',
  '2층 물류창고로 배송',
];

export const SENDER_MEMOS = [
  '파손주의',
  '오전 중 집하 요청',
  '냉장 보관',
  '급송',
  '착불 요청',
  '수량 확인 후 인계',
  '서류 원본 포함',
  '박스 재포장 필요',
];

export const RECEIVER_MEMOS = [
  '부재 시 경비실',
  '배송 전 전화 요망',
  '오후 도착 요청',
  '정문 옆 창고',
  '수령인 직접 전달',
  '문 앞에 두고 연락',
];

export const DELIVERY_MEMOS = [
  '경비실 보관',
  '부재로 재배송',
  '수령인 요청으로 문 앞 배송',
  '이웃 대리 수령',
  '담당자 부재로 동료 수령',
  '주소 불명확, 전화 확인 후 배송',
];

export const SUSPENDED_MEMOS = ['폐업', '거래 중단', '휴업 중', '미수금 정리 전 거래 보류'];
