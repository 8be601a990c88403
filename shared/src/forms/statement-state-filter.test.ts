import { STATEMENT_STATE_MESSAGE, statementStateSchema } from './statement-state-filter';

describe('the statement state filter', () => {
  it('takes a state in any case, and blank, absent or ALL as every row', () => {
    expect(statementStateSchema.parse('failed')).toBe('FAILED');
    expect(statementStateSchema.parse(' EXCLUDED ')).toBe('EXCLUDED');
    expect(statementStateSchema.parse('')).toBeUndefined();
    expect(statementStateSchema.parse(null)).toBeUndefined();
    expect(statementStateSchema.parse('all')).toBeUndefined();
  });

  it('refuses anything else with a message naming the field', () => {
    for (const value of ['DONE', ['SENT', 'FAILED'], 3]) {
      const result = statementStateSchema.safeParse(value);
      expect(result.success ? 'accepted' : result.error.issues[0]?.message).toBe(STATEMENT_STATE_MESSAGE);
    }
    expect(STATEMENT_STATE_MESSAGE).toBe(
      '발송 상태(statementState)는 READY, SENT, FAILED, EXCLUDED 중 하나여야 합니다.',
    );
  });
});
