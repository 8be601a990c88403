// Delivery notifications as durable jobs. Two parts run in every app process that starts them:
//
// - the dispatcher: every NOTIFY_POLL_SECONDS it takes new shipment steps (shipment_event rows of
//   접수, 배송 출발, 배송 완료 with no notification yet; `for update skip locked`, so processes share
//   them), decides per receiver (consent, a mobile number, no opt-out, a waybill number) and writes
//   a notification row for each, WAITING or SKIPPED with the reason, and the WAITING rows' jobs of
//   the notification queue, all in one transaction;
// - the queue's workers: claim a row (WAITING → SENDING, committed), send it through the provider,
//   record the outcome.
//
// Never twice: one row per shipment and step ever (notification_one_per_event), written with its job
// in one transaction; a job that finds its row still SENDING was run by a process that died after
// the claim, so whether the message left is unknown: the row ends UNKNOWN and is never resent.
// Provider errors that may pass (5xx, a time-out, no connection) are retried with the queue's
// backoff; a 4xx refusal is final and its reason kept.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { trackingUrl } from '@parcel/shared/tracking/tracking-url';
import type { NotifiedEventCode, NotificationSkip } from '@parcel/db';
import { createJobQueue, type JobQueue } from '../../common/job-queue';
import type { Logger } from '../../common/logger';
import { createMessageProvider, type MessageProvider } from './message-provider';
import type { NotificationSettings } from './notification-settings';
import { NOTIFICATION_TEMPLATES, renderTemplate } from './notification-templates';
import { OptOutTokens } from './opt-out-token';

export const NOTIFICATION_QUEUE = 'delivery-notification';

/**
 * Steps dated further back than this are not told (a backlog, the steps backfilled when tracking
 * began, a delivery entered days late): 48 hours, so a delivery dated yesterday (its time is the
 * day's start unless it was entered that day) and entered this morning is still told.
 */
export const MAX_EVENT_AGE_HOURS = 48;
/** Steps one dispatch takes at most. */
const DISPATCH_BATCH = 100;

export const NOTIFICATION_MESSAGES = {
  inDoubt:
    '발송 중 서버가 중단되어 알림이 전달되었는지 알 수 없습니다. 다시 보내지 않았습니다. 필요하면 받는 분께 확인해주세요.',
  skip: {
    NO_CONSENT: '받는 분이 알림 수신에 동의하지 않았습니다.',
    NO_MOBILE: '받는 분 담당자 휴대폰 번호가 없거나 휴대폰 번호가 아닙니다.',
    OPTED_OUT: '받는 분이 알림 수신을 거부한 번호입니다.',
    NO_WAYBILL: '운송장번호가 없어 조회 링크를 보낼 수 없습니다.',
  } satisfies Record<NotificationSkip, string>,
} as const;

/** A Korean mobile number, digits only (shared/validation/phone.ts's rule, in SQL). */
const MOBILE_SQL = "'^01[016789][0-9]{7,8}$'";
const SKIP_CASES = (phone: string, optedOut: string, consent: string, waybill: string) => `case
   when ${consent} is distinct from 'Y' then 'NO_CONSENT'
   when ${phone} !~ ${MOBILE_SQL} then 'NO_MOBILE'
   when ${optedOut} then 'OPTED_OUT'
   when coalesce(${waybill}, '') = '' then 'NO_WAYBILL'
 end`;
const REASON_OF = (skip: string) =>
  `case ${skip} ${Object.entries(NOTIFICATION_MESSAGES.skip)
    .map(([code, text]) => `when '${code}' then '${text}'`)
    .join(' ')} end`;

export interface Notifications {
  readonly queue: JobQueue;
  readonly provider: MessageProvider;
  readonly settings: NotificationSettings;
  readonly optOutTokens: OptOutTokens;
  /** Takes new steps now (what the poll does); answers how many rows it wrote. */
  dispatch(): Promise<number>;
  /** Starts the queue's workers and the dispatcher's poll (once). */
  start(): Promise<void>;
  stop(graceMs?: number): Promise<void>;
}

export function createNotifications(options: {
  orm: MikroORM;
  settings: NotificationSettings;
  logger: Logger;
  /** The app's public address, for the tracking and opt-out links. */
  publicUrl: string;
  jwtSecret: string | undefined;
  provider?: MessageProvider;
}): Notifications {
  const { orm, settings, logger, publicUrl } = options;
  const provider = options.provider ?? createMessageProvider(settings);
  const optOutTokens = new OptOutTokens(options.jwtSecret);
  const queue: JobQueue = createJobQueue(
    orm.config.get('clientUrl')!,
    { name: NOTIFICATION_QUEUE, dataKey: 'notificationId', applicationName: 'parcel notification queue' },
    settings.queue,
    logger,
    (notificationId) => deliverNotification(notificationId),
  );

  const dispatch = async (): Promise<number> => {
    const em = orm.em.fork() as EntityManager;
    return em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: string; state: string }[]>(
        `with picked as (
           select e.shipment_event_id, e.shipment_id, e.event_cd
             from shipment_event e
            where e.event_cd in ('RECEIVED', 'OUT_FOR_DELIVERY', 'DELIVERED')
              and e.occurred_at > now() - interval '${MAX_EVENT_AGE_HOURS} hours'
              and not exists (select 1 from notification n
                               where n.shipment_id = e.shipment_id and n.event_cd = e.event_cd)
            order by e.shipment_event_id
            limit ${DISPATCH_BATCH}
            for update of e skip locked
         ), facts as (
           select p.*, r.notify_yn, s.waybill_no,
                  regexp_replace(coalesce(r.manager_tel_no, ''), '[^0-9]', '', 'g') as phone
             from picked p join shipment s on s.shipment_id = p.shipment_id
             join transport_receiver r on r.receiver_transport_id = s.receiver_transport_id
         ), decided as (
           select f.*, ${SKIP_CASES(
             'f.phone',
             'exists (select 1 from notification_opt_out o where o.phone_no = f.phone)',
             'f.notify_yn',
             'f.waybill_no',
           )} as skip_cd
             from facts f
         )
         insert into notification (shipment_id, shipment_event_id, event_cd, phone_no, state, skip_cd, error)
         select shipment_id, shipment_event_id, event_cd, nullif(phone, ''),
                case when skip_cd is null then 'WAITING' else 'SKIPPED' end, skip_cd, ${REASON_OF('skip_cd')}
           from decided
         on conflict on constraint notification_one_per_event do nothing
         returning notification_id::text as id, state`,
      );
      await queue.enqueue(
        tx,
        rows.filter((row) => row.state === 'WAITING').map((row) => row.id),
      );
      return rows.length;
    });
  };

  /** Runs one notification's job; throws to have the queue try it again later. */
  const deliverNotification = async (notificationId: string): Promise<void> => {
    const em = orm.em.fork() as EntityManager;
    const [claimed] = await em.execute<
      { attempts: number; eventCd: NotifiedEventCode; phoneNo: string; shipmentId: number }[]
    >(
      `update notification set state = 'SENDING', attempts = attempts + 1, worker = ?, updated_at = now()
        where notification_id = ? and state = 'WAITING'
        returning attempts, event_cd as "eventCd", phone_no as "phoneNo", shipment_id as "shipmentId"`,
      [queue.workerName, notificationId],
    );
    const settle = (state: 'UNKNOWN' | 'FAILED' | 'WAITING', reason: string) =>
      em.execute(
        `update notification set state = ?, error = ?, updated_at = now()
          where notification_id = ? and state = 'SENDING'`,
        [state, reason, notificationId],
      );
    if (!claimed) {
      // Left SENDING by a process that died mid-send (any other state is settled already).
      await settle('UNKNOWN', NOTIFICATION_MESSAGES.inDoubt);
      return;
    }
    // Consent withdrawn or the number opted out since the step was taken: honoured now.
    const [facts] = await em.execute<
      { skipCd: NotificationSkip | null; waybillNo: string | null; routeNm: string | null }[]
    >(
      `select ${SKIP_CASES('n.phone_no', 'exists (select 1 from notification_opt_out o where o.phone_no = n.phone_no)', 'r.notify_yn', 's.waybill_no')} as "skipCd",
              s.waybill_no as "waybillNo", d.delivery_route_nm as "routeNm"
         from notification n join shipment s on s.shipment_id = n.shipment_id
         join transport_receiver r on r.receiver_transport_id = s.receiver_transport_id
         join transport_sender t on t.sender_transport_id = r.sender_transport_id
         left join shipment_event e on e.shipment_event_id = n.shipment_event_id
         left join delivery_route d on d.delivery_route_id = coalesce(e.delivery_route_id, r.delivery_route_id, t.delivery_route_id)
        where n.notification_id = ?`,
      [notificationId],
    );
    if (!facts) return; // the shipment was deleted with its notifications
    if (facts.skipCd) {
      await em.execute(
        `update notification set state = 'SKIPPED', skip_cd = ?, error = ?, updated_at = now()
          where notification_id = ? and state = 'SENDING'`,
        [facts.skipCd, NOTIFICATION_MESSAGES.skip[facts.skipCd], notificationId],
      );
      return;
    }
    const variables = {
      운송장번호: facts.waybillNo!,
      배송코스: facts.routeNm ?? '-',
      조회링크: trackingUrl(publicUrl, facts.waybillNo!),
      수신거부링크: `${publicUrl.replace(/\/+$/, '')}/api/public/notifications/opt-out?token=${optOutTokens.tokenFor(claimed.phoneNo)}`,
    };
    const outcome = await provider.send({
      notificationId,
      to: claimed.phoneNo,
      eventCd: claimed.eventCd,
      text: renderTemplate(NOTIFICATION_TEMPLATES[claimed.eventCd], variables),
      variables,
    });
    if (outcome.sent) {
      await em.execute(
        `update notification set state = 'SENT', channel = ?, provider_message_id = ?, error = ?,
                sent_at = now(), updated_at = now()
          where notification_id = ? and state = 'SENDING'`,
        [outcome.channel, outcome.messageId, outcome.note, notificationId],
      );
      return;
    }
    const final = outcome.permanent || claimed.attempts >= settings.queue.attempts;
    logger.warn({ notificationId, reason: outcome.reason, final }, 'delivery notification failed');
    await settle(final ? 'FAILED' : 'WAITING', outcome.reason);
    if (!final) throw new Error(outcome.reason);
  };

  let poll: NodeJS.Timeout | null = null;
  let polling: Promise<unknown> = Promise.resolve();
  return {
    queue,
    provider,
    settings,
    optOutTokens,
    dispatch,
    async start() {
      await queue.start();
      if (poll) return;
      poll = setInterval(() => {
        polling = polling
          .then(() => dispatch())
          .catch((error: unknown) => logger.warn({ err: error }, 'delivery notification dispatch failed'));
      }, settings.pollSeconds * 1000);
      poll.unref();
    },
    async stop(graceMs) {
      if (poll) clearInterval(poll);
      poll = null;
      await polling;
      await queue.stop(graceMs);
    },
  };
}
