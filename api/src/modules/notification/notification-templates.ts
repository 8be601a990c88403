// The message of each notified step (접수, 배송 출발, 배송 완료): Korean text with #{변수} as the
// 알림톡 templates registered with 카카오 carry them (the same words go out as 문자 when 알림톡
// cannot be delivered). Only the shipment's own facts fill them: its waybill number, the course
// delivering it, its tracking link and the opt-out link; never another party's name or number.
import type { NotifiedEventCode } from '@parcel/db';

/** The variables a template may name. */
export interface NotificationVariables {
  운송장번호: string;
  배송코스: string;
  조회링크: string;
  수신거부링크: string;
}

export const NOTIFICATION_TEMPLATES: Record<NotifiedEventCode, string> = {
  RECEIVED: [
    '[택배 접수 안내]',
    '고객님께 보내는 물품이 접수되었습니다.',
    '운송장번호: #{운송장번호}',
    '배송 조회: #{조회링크}',
    '알림 수신 거부: #{수신거부링크}',
  ].join('\n'),
  OUT_FOR_DELIVERY: [
    '[배송 출발 안내]',
    '고객님의 물품이 배송을 시작했습니다.',
    '운송장번호: #{운송장번호}',
    '배송코스: #{배송코스}',
    '배송 조회: #{조회링크}',
    '알림 수신 거부: #{수신거부링크}',
  ].join('\n'),
  DELIVERED: [
    '[배송 완료 안내]',
    '고객님의 물품이 배송 완료되었습니다.',
    '운송장번호: #{운송장번호}',
    '배송 조회: #{조회링크}',
    '알림 수신 거부: #{수신거부링크}',
  ].join('\n'),
};

/** The steps' names in the send log and on screens. */
export const NOTIFIED_EVENT_NAMES: Record<NotifiedEventCode, string> = {
  RECEIVED: '접수',
  OUT_FOR_DELIVERY: '배송 출발',
  DELIVERED: '배송 완료',
};

/** The template's text with its variables filled in (an unknown #{name} stays as written). */
export function renderTemplate(template: string, variables: NotificationVariables): string {
  return template.replace(/#\{([^}]+)\}/g, (whole, name: string) =>
    name in variables ? variables[name as keyof NotificationVariables] : whole,
  );
}

/** The variables as 알림톡's kakaoOptions.variables carry them: `#{name}` keys. */
export function kakaoVariables(variables: NotificationVariables): Record<string, string> {
  return Object.fromEntries(Object.entries(variables).map(([name, value]) => [`#{${name}}`, value]));
}
