import { render, screen, within } from '@testing-library/react';
import { koreanNumber } from './korean-number';
import { SummaryTiles } from './summary-tiles';

describe('SummaryTiles', () => {
  it('is a named live region holding a description list of labels and values', () => {
    render(
      <SummaryTiles
        label="화주별 상세 내역 합계"
        tiles={[
          { label: '수량', value: `${koreanNumber(1234)}개` },
          { label: '착불', value: '' },
        ]}
      />,
    );
    const region = screen.getByRole('status', { name: '화주별 상세 내역 합계' });
    expect(region.querySelector('dl > div > dt + dd')).not.toBeNull();
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['수량', '착불']);
    // A value still loading shows a dash.
    expect(
      within(region)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['1,234개', '-']);
  });

  it('formats whole numbers with Korean grouping and blank for none', () => {
    expect(koreanNumber(12345678)).toBe('12,345,678');
    expect(koreanNumber(0)).toBe('0');
    expect(koreanNumber(null)).toBe('');
  });
});
