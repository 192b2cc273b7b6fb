import { render, screen, within } from '@testing-library/react';
import { Timeline } from './Timeline';
import { pickYear } from '@/lib/templates/pick-year';

describe('pickYear', () => {
  const years = [2015, 2020, 2026];
  it('defaults to the newest year', () => {
    expect(pickYear(undefined, years)).toBe(2026);
    expect(pickYear('abc', years)).toBe(2026);
    expect(pickYear('1999', years)).toBe(2026);
  });
  it('accepts a year that has events', () => {
    expect(pickYear('2020', years)).toBe(2020);
    expect(pickYear(['2015'], years)).toBe(2015);
  });
  it('is null without years', () => {
    expect(pickYear('2020', [])).toBeNull();
  });
});

describe('Timeline', () => {
  const items = [
    { id: 2, year: 2020, eventDate: '2020-09-01', title: '首批保租房项目开工', description: '', imageUrl: null },
    { id: 1, year: 2020, eventDate: '2020-03-15', title: '公司正式挂牌成立', description: '注册资本 10 亿元。', imageUrl: null },
  ];

  it('lists the years newest first as links and marks the chosen one', () => {
    render(
      <Timeline
        years={[2019, 2021, 2020]}
        currentYear={2020}
        items={items}
        yearHref={(y) => `/t1/memory?col1=gsgk&col2=dsj&year=${y}`}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '选择年份' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['2021', '2020', '2019']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('2020');
    expect(links[0]).toHaveAttribute('href', '/t1/memory?col1=gsgk&col2=dsj&year=2021');
  });

  it('shows the events in date order in an ordered list', () => {
    render(<Timeline years={[2020]} currentYear={2020} items={items} yearHref={(y) => `?year=${y}`} />);
    const list = screen.getAllByRole('list').find((l) => l.tagName === 'OL')!;
    const events = within(list).getAllByRole('listitem');
    expect(within(events[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('公司正式挂牌成立');
    expect(within(events[0]!).getByText('3月15日')).toHaveAttribute('datetime', '2020-03-15');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2020年');
  });

  it('says so when a year has no events', () => {
    render(<Timeline years={[]} currentYear={null} items={[]} yearHref={(y) => `?year=${y}`} />);
    expect(screen.getByText('该年度暂无大事记。')).toBeInTheDocument();
  });
});
