import { isLoopback, parseTrustProxy, readServerConfig } from './config';

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
    expect(readServerConfig({}).http.introspection).toBe('signed-in');
    expect(readServerConfig({ NODE_ENV: 'development' }).http.introspection).toBe('everyone');
    expect(readServerConfig({ GRAPHQL_INTROSPECTION: 'off' }).http.introspection).toBe('off');
    expect(() => readServerConfig({ GRAPHQL_INTROSPECTION: 'maybe' })).toThrow(/GRAPHQL_INTROSPECTION/);
  });
});
