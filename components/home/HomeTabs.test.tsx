import { fireEvent, render, screen } from '@testing-library/react';
import { HomeTabs } from './HomeTabs.client';

describe('HomeTabs', () => {
  const tabs = [
    { key: 'a', label: '公租房公告', panel: <p>配租公告一</p> },
    { key: 'b', label: '保租房公告', panel: <p>保租房通知二</p> },
    { key: 'c', label: '招标采购', panel: <p>采购公告三</p> },
  ];

  it('keeps every panel in the DOM and shows the first one', () => {
    render(<HomeTabs label="通知公告分类" tabs={tabs} />);
    expect(screen.getByRole('tab', { name: '公租房公告' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('配租公告一')).toBeVisible();
    expect(screen.getByText('保租房通知二')).not.toBeVisible();
    expect(screen.getByText('采购公告三')).toBeInTheDocument();
  });

  it('switches by click and by arrow keys', () => {
    render(<HomeTabs label="通知公告分类" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: '招标采购' }));
    expect(screen.getByText('采购公告三')).toBeVisible();
    fireEvent.keyDown(screen.getByRole('tab', { name: '招标采购' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '公租房公告' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '公租房公告' })).toHaveFocus();
  });
});
