import path from 'node:path';
import { DEFAULT_STATEMENT_QUEUE_SETTINGS } from './modules/statement-mail/statement-queue';
import { readReplicaUrls, repoRoot } from '@parcel/db';
import {
  DEFAULT_MAIL_FROM,
  isLoopback,
  parseTrustProxy,
  printProgramFrameSource,
  readAnalystStatementTimeoutMs,
  readAuditRetentionDays,
  readDatabaseTimeouts,
  readMailSettings,
  readMetricsToken,
  readPrintUrlTemplate,
  readServerConfig,
  readShutdownGraceSeconds,
} from './config';

describe('server settings', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('TRUST_PROXY=%j trusts %j, as Express documents it', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(readServerConfig({}).host).toBe('127.0.0.1');
    expect(readServerConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('localhost')).toBe(true);
    expect(isLoopback('0.0.0.0')).toBe(false);
  });

  it('lets signed-in callers introspect in production, everyone in development, and refuses unknown modes', () => {
    expect(readServerConfig({}).http.introspection).toBe('analysts');
    expect(readServerConfig({ NODE_ENV: 'development' }).http.introspection).toBe('everyone');
    expect(readServerConfig({ GRAPHQL_INTROSPECTION: 'off' }).http.introspection).toBe('off');
    expect(() => readServerConfig({ GRAPHQL_INTROSPECTION: 'maybe' })).toThrow(/GRAPHQL_INTROSPECTION/);
  });

  it('gives requests in flight 20 s on SIGTERM unless SHUTDOWN_GRACE_SECONDS says otherwise', () => {
    expect(readServerConfig({}).shutdownGraceMs).toBe(20_000);
    expect(readServerConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceMs).toBe(0);
    expect(readShutdownGraceSeconds({ SHUTDOWN_GRACE_SECONDS: ' 45 ' })).toBe(45);
    for (const value of ['-1', '1.5', 'soon', '3601'])
      expect(() => readShutdownGraceSeconds({ SHUTDOWN_GRACE_SECONDS: value })).toThrow(
        /SHUTDOWN_GRACE_SECONDS/,
      );
  });

  it("limits analysts' statements to 15 s unless ANALYST_STATEMENT_TIMEOUT_MS says otherwise (0: none)", () => {
    expect(readServerConfig({}).analystStatementTimeoutMs).toBe(15_000);
    expect(readAnalystStatementTimeoutMs({ ANALYST_STATEMENT_TIMEOUT_MS: ' 0 ' })).toBe(0);
    expect(readAnalystStatementTimeoutMs({ ANALYST_STATEMENT_TIMEOUT_MS: '2500' })).toBe(2500);
    for (const value of ['-1', '1.5', '15s', '3600001'])
      expect(() => readAnalystStatementTimeoutMs({ ANALYST_STATEMENT_TIMEOUT_MS: value })).toThrow(
        /ANALYST_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds/,
      );
  });

  it('limits lock waits to 5 s and statements to 30 s unless DATABASE_LOCK_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS say otherwise (0: none)', () => {
    expect(readServerConfig({}).databaseTimeouts).toEqual({
      lockTimeoutMs: 5000,
      statementTimeoutMs: 30_000,
    });
    expect(
      readDatabaseTimeouts({ DATABASE_LOCK_TIMEOUT_MS: ' 500 ', DATABASE_STATEMENT_TIMEOUT_MS: '1000' }),
    ).toEqual({ lockTimeoutMs: 500, statementTimeoutMs: 1000 });
    expect(
      readDatabaseTimeouts({ DATABASE_LOCK_TIMEOUT_MS: '0', DATABASE_STATEMENT_TIMEOUT_MS: '0' }),
    ).toEqual({
      lockTimeoutMs: 0,
      statementTimeoutMs: 0,
    });
    // Either without the other: a lock wait without a limit of its own ends at the statement's.
    expect(
      readDatabaseTimeouts({ DATABASE_LOCK_TIMEOUT_MS: '60000', DATABASE_STATEMENT_TIMEOUT_MS: '0' }),
    ).toEqual({ lockTimeoutMs: 60_000, statementTimeoutMs: 0 });
    for (const name of ['DATABASE_LOCK_TIMEOUT_MS', 'DATABASE_STATEMENT_TIMEOUT_MS'])
      for (const value of ['-1', '1.5', '5s', '3600001'])
        expect(() => readDatabaseTimeouts({ [name]: value })).toThrow(
          new RegExp(`${name} must be a whole number of milliseconds`),
        );
  });

  it('refuses a lock timeout that the statement timeout would always beat', () => {
    for (const [lock, statement] of [
      ['30000', '30000'],
      ['40000', undefined],
    ])
      expect(() =>
        readDatabaseTimeouts({ DATABASE_LOCK_TIMEOUT_MS: lock, DATABASE_STATEMENT_TIMEOUT_MS: statement }),
      ).toThrow(/DATABASE_LOCK_TIMEOUT_MS \(\d+\) must be below DATABASE_STATEMENT_TIMEOUT_MS \(30000\)/);
  });

  it('keeps two years of change history unless AUDIT_RETENTION_DAYS says otherwise (0: for ever)', () => {
    expect(readAuditRetentionDays({})).toBe(730);
    expect(readAuditRetentionDays({ AUDIT_RETENTION_DAYS: ' 0 ' })).toBe(0);
    expect(readAuditRetentionDays({ AUDIT_RETENTION_DAYS: '90' })).toBe(90);
    for (const value of ['-1', '1.5', '2y', '36501'])
      expect(() => readAuditRetentionDays({ AUDIT_RETENTION_DAYS: value })).toThrow(
        /AUDIT_RETENTION_DAYS must be a whole number of days/,
      );
  });

  it('reads no replica without DATABASE_REPLICA_URL, several separated by commas, and refuses what is no postgres URL', () => {
    expect(readReplicaUrls({})).toEqual([]);
    expect(
      readReplicaUrls({
        DATABASE_REPLICA_URL: ' postgres://a:pw@r1:5432/parcel , postgresql://a@r2/parcel,',
      }),
    ).toEqual(['postgres://a:pw@r1:5432/parcel', 'postgresql://a@r2/parcel']);
    // The message names the part, never its text (a password may be in it).
    for (const value of ['r1:5432/parcel', 'mysql://a@r1/parcel', 'postgres://a:secret@r1/p,postgres://'])
      expect(() => readReplicaUrls({ DATABASE_REPLICA_URL: value })).toThrow(
        /^DATABASE_REPLICA_URL must be postgres:\/\/user:password@host:5432\/database URLs separated by commas; part \d is not$/,
      );
  });

  it('serves no metrics without METRICS_TOKEN, and refuses a short one or one with spaces', () => {
    expect(readServerConfig({}).metricsToken).toBeNull();
    expect(readMetricsToken({ METRICS_TOKEN: ' ' })).toBeNull();
    expect(readMetricsToken({ METRICS_TOKEN: ' 0123456789abcdef ' })).toBe('0123456789abcdef');
    for (const value of ['short', '0123456789 abcdef'])
      expect(() => readMetricsToken({ METRICS_TOKEN: value })).toThrow(/METRICS_TOKEN must be at least 16/);
  });

  it.each([
    ['parcelprint://print?waybillId={id}&ticket={ticket}', 'parcelprint:'],
    ['LabelPrinter:go/{id}?t={ticket}', 'labelprinter:'],
    ['http://127.0.0.1:9100/print?waybillId={id}&ticket={ticket}', 'http://127.0.0.1:9100'],
    ['https://print.example.kr/labels/{id}?t={ticket}', 'https://print.example.kr'],
  ])('PRINT_URL_TEMPLATE=%j: frames may open %j, nothing wider', (template, frameSource) => {
    expect(readPrintUrlTemplate({ PRINT_URL_TEMPLATE: template })).toBe(template);
    expect(printProgramFrameSource(template)).toBe(frameSource);
  });

  it.each([
    ['print?ticket={ticket}', /absolute address/],
    ['about:blank#print-{id}-{ticket}', /not about:/],
    ['data:text/html,{ticket}', /not data:/],
    ['javascript:print("{ticket}")', /not javascript:/],
    ['file:///opt/print?ticket={ticket}', /not file:/],
    ['wss://print.example.kr/?ticket={ticket}', /not wss:/],
    ['http://{id}.print.local/?ticket={ticket}', /origin must be fixed/],
  ])('refuses PRINT_URL_TEMPLATE=%j at start-up: frame-src could not admit it alone', (template, reason) => {
    expect(() => readPrintUrlTemplate({ PRINT_URL_TEMPLATE: template })).toThrow(reason);
  });

  describe('statement mail (SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR)', () => {
    it('without settings: no SMTP server, the default sender, the outbox under the repository', () => {
      expect(readServerConfig({}).mail).toEqual({
        smtpUrl: null,
        from: DEFAULT_MAIL_FROM,
        outboxDir: path.join(repoRoot, 'var', 'outbox'),
        queue: DEFAULT_STATEMENT_QUEUE_SETTINGS,
      });
      expect(readMailSettings({ SMTP_URL: '  ', MAIL_FROM: '' }).smtpUrl).toBeNull();
    });

    it.each([
      'smtp://mailer:s3cret@mail.example.com:587',
      'smtps://mailer:p%40ss@mail.example.com:465',
      'smtp://127.0.0.1:2525',
      'smtp://mail.example.com',
    ])('accepts SMTP_URL %s as given', (url) => {
      expect(readMailSettings({ SMTP_URL: ` ${url} ` }).smtpUrl).toBe(url);
    });

    it.each([
      ['http://mailer:s3cret@mail.example.com', 'a http: URL'],
      ['mailer:s3cret@mail.example.com:587', 'a mailer: URL'],
      ['mail.example.com', 'a value that is no URL'],
      ['smtp://user:s3cret@', 'a value that is no URL'],
      ['smtp:///nohost', 'a URL without a host name'],
    ])('refuses SMTP_URL %s at start-up, never showing its password', (url, shown) => {
      const read = () => readMailSettings({ SMTP_URL: url });
      expect(read).toThrow(/^SMTP_URL must look like smtp:\/\/user:password@host:587/);
      expect(read).toThrow(shown);
      expect(read).not.toThrow(/s3cret/);
    });

    it.each(['회계팀 <billing@example.co.kr>', 'billing@example.co.kr', '"Parcel, Inc." <a@localhost>'])(
      'accepts MAIL_FROM %s',
      (from) => expect(readMailSettings({ MAIL_FROM: from }).from).toBe(from),
    );

    it.each(['no address', 'a@example.com, b@example.com', '회계팀 <>'])('refuses MAIL_FROM %j', (from) => {
      expect(() => readMailSettings({ MAIL_FROM: from })).toThrow(/^MAIL_FROM must be one address/);
    });

    it('takes an absolute MAIL_OUTBOX_DIR as is and a relative one from the repository root', () => {
      expect(readMailSettings({ MAIL_OUTBOX_DIR: '/srv/mail/outbox' }).outboxDir).toBe('/srv/mail/outbox');
      expect(readMailSettings({ MAIL_OUTBOX_DIR: 'tmp/mails' }).outboxDir).toBe(
        path.join(repoRoot, 'tmp/mails'),
      );
    });

    it('reads the queue settings, the defaults unless told', () => {
      expect(readMailSettings({}).queue).toEqual({
        concurrency: 2,
        attempts: 4,
        retryDelaySeconds: 30,
        monitorSeconds: 10,
      });
      expect(
        readMailSettings({
          MAIL_SEND_CONCURRENCY: '0',
          MAIL_SEND_ATTEMPTS: '1',
          MAIL_RETRY_DELAY_SECONDS: ' 5 ',
          MAIL_QUEUE_MONITOR_SECONDS: '1',
        }).queue,
      ).toEqual({ concurrency: 0, attempts: 1, retryDelaySeconds: 5, monitorSeconds: 1 });
    });

    it.each([
      ['MAIL_SEND_CONCURRENCY', '21'],
      ['MAIL_SEND_ATTEMPTS', '0'],
      ['MAIL_RETRY_DELAY_SECONDS', '1.5'],
      ['MAIL_QUEUE_MONITOR_SECONDS', 'soon'],
    ])('refuses %s=%j naming it and its range', (name, value) => {
      expect(() => readMailSettings({ [name]: value })).toThrow(
        new RegExp(`^${name} must be a whole number from \\d+ to \\d+, got ${value}$`),
      );
    });
  });
});
