import { render, screen, within } from '@testing-library/react';
import { BarChart, percentOf } from './BarChart';

const ROWS = [
  { key: 1, label: '门户网站', count: 15 },
  { key: 2, label: '手机 App', count: 9 },
  { key: 3, label: '这是一个非常非常非常非常长的选项名称会被截断', count: 0 },
];

describe('BarChart', () => {
  it('is one image for screen readers whose name reads every option with its count and share', () => {
    render(<BarChart id="c1" title="1. 办理方式" rows={ROWS} base={24} />);
    const img = screen.getByRole('img');
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img).toHaveAccessibleName('1. 办理方式：门户网站 15 人（62.5%），手机 App 9 人（37.5%），这是一个非常非常非常非常长的选项名称会被截断 0 人（0%）');
  });

  it('draws the numbers as text, one bar per counted option, and no viewBox so text keeps its size on a phone', () => {
    const { container } = render(<BarChart id="c2" title="题" rows={ROWS} base={24} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBeNull();
    expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).toEqual([
      '门户网站',
      '15 人 · 62.5%',
      '手机 App',
      '9 人 · 37.5%',
      '这是一个非常非常非常非常长的选…',
      '0 人 · 0%',
    ]);
    // The longest bar is full width; a zero count has its track only.
    const bars = [...svg.querySelectorAll('rect')].map((r) => r.getAttribute('width'));
    expect(bars).toEqual(['100%', '100%', '100%', '60%', '100%']);
  });

  it('offers the same numbers as a table, with the whole labels', () => {
    render(<BarChart id="c3" title="题" rows={ROWS} base={24} />);
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByRole('row', { name: /门户网站 15 62.5%/, hidden: true })).toBeInTheDocument();
    expect(within(table).getByText('这是一个非常非常非常非常长的选项名称会被截断')).toBeInTheDocument();
  });

  it('shares are of the question’s respondents, 0% when nobody answered', () => {
    expect(percentOf(1, 3)).toBe('33.3%');
    expect(percentOf(0, 0)).toBe('0%');
  });
});
