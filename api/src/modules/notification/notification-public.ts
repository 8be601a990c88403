// The opt-out link of every delivery notification, for the receiver without signing in:
// GET /api/public/notifications/opt-out?token=… shows a page asking to confirm (a GET never opts
// out: 카카오톡's and messengers' link previews fetch it), whose button POSTs the same address and
// records the opt-out of the number the signed token names. A token this server did not sign is a 400.
import { Router } from 'express';
import type { AppDependencies } from '../../context';
import { formatPhone } from '@parcel/shared/validation/phone';
import { recordOptOut } from './notification.service';

export const OPT_OUT_PATH = '/api/public/notifications/opt-out';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.6">
<h1 style="font-size: 1.3rem">${escapeHtml(title)}</h1>
${body}
</body></html>`;
}

export function createNotificationPublicRouter(deps: AppDependencies): Router {
  const router = Router();
  const phoneOf = (token: unknown) => deps.notifications.optOutTokens.phoneOf(token);
  const refuse = (res: import('express').Response) =>
    res
      .status(400)
      .type('html')
      .send(
        page(
          '배송 알림 수신 거부',
          '<p>링크가 올바르지 않습니다. 받으신 알림의 링크를 그대로 열어주세요.</p>',
        ),
      );

  router.get(OPT_OUT_PATH, (req, res) => {
    const token = req.query.token;
    const phoneNo = phoneOf(token);
    if (!phoneNo) return refuse(res);
    res.type('html').send(
      page(
        '배송 알림 수신 거부',
        `<p>${escapeHtml(formatPhone(phoneNo))} 번호로 배송 알림(알림톡, 문자)을 더 받지 않으시겠습니까?</p>
<form method="post" action="${OPT_OUT_PATH}?token=${encodeURIComponent(String(token))}">
<button type="submit" style="font-size: 1rem; padding: .5rem 1rem">수신 거부</button>
</form>`,
      ),
    );
  });

  router.post(OPT_OUT_PATH, async (req, res, next) => {
    const phoneNo = phoneOf(req.query.token);
    if (!phoneNo) return refuse(res);
    try {
      await recordOptOut(deps.orm.em.fork(), phoneNo, 'LINK', null);
    } catch (error) {
      return next(error);
    }
    res
      .type('html')
      .send(
        page(
          '배송 알림 수신 거부',
          `<p>${escapeHtml(formatPhone(phoneNo))} 번호는 배송 알림 수신 거부되었습니다. 앞으로 배송 알림을 보내지 않습니다.</p>`,
        ),
      );
  });
  return router;
}
