import type { Random } from './random';

/** `'a b c'` → ['a', 'b', 'c']: keeps long word lists readable (one line, not one word a line). */
export const words = (list: string): string[] => list.trim().split(/\s+/);

// Family names with roughly their share of the population (percent), so 김, 이 and 박 dominate.
const FAMILY_NAMES: [string, number][] = words(
  `김:21.5 이:14.7 박:8.4 최:4.7 정:4.3 강:2.3 조:2.1 윤:2.1 장:2.0 임:1.7 한:1.5 오:1.5 서:1.5 신:1.5
   권:1.4 황:1.4 안:1.4 송:1.3 류:1.2 전:1.1 홍:1.1 고:0.9 문:0.9 양:0.9 손:0.9 배:0.8 백:0.8 허:0.7
   유:0.6 남:0.6 심:0.5 노:0.4 하:0.4 곽:0.4 성:0.4 차:0.4 주:0.4 우:0.4 구:0.4 민:0.3 진:0.3 나:0.3
   지:0.3 엄:0.3 채:0.3 원:0.3 천:0.2 방:0.2`,
).map((entry) => {
  const [name = '', share = '0'] = entry.split(':');
  return [name, Number(share)];
});

// Given names common among working-age adults (born roughly 1960-2000), men's and women's.
const GIVEN_NAMES = words(
  `영수 영호 영철 정호 성호 성진 성민 성훈 상철 상훈 상민 재현 재훈 재민 준호 준영 준혁 민수 민호 민석
   동현 동훈 동욱 현우 현수 지훈 지호 승민 승현 태호 태민 진우 진호 경수 경호 광수 기철 병철 종민 종훈
   대호 용준 우진 건우 석진 형준 영희 영숙 정희 정숙 미경 미영 미정 은영 은정 은주 수진 수연 지영 지은
   지현 혜진 혜원 현정 현주 선영 선희 경희 경숙 윤정 유진 민지 민정 서연 서현 하은 예진 소영 나영 다은
   보람 아름 정민 수민 은비 채원`,
);

/** A realistic Korean full name, family name first, no space (홍길동). */
export function koreanName(random: Random): string {
  return random.weighted(FAMILY_NAMES) + random.pick(GIVEN_NAMES);
}
