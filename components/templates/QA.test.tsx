import { render, screen, within } from '@testing-library/react';
import { QA } from './QA';

describe('QA', () => {
  const items = [
    { id: 1, question: '申请公租房需要什么条件？', answerHtml: '<p>本市户籍、家庭人均收入低于标准。</p>' },
    { id: 2, question: '保租房租金如何确定？', answerHtml: '<p>不高于同地段市场租金的 90%。</p>' },
  ];
  const hidden = { col1: 'bzzx', col2: 'bzzx_cjwt', special: undefined };

  it('renders every question as a details/summary pair with its answer in the HTML', () => {
    const { container } = render(
      <QA items={items} total={2} keyword="" action="/t1/help_center" hidden={hidden} resetHref="/t1/help_center?col1=bzzx" />,
    );
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0]!.querySelector('summary')).toHaveTextContent('申请公租房需要什么条件？');
    expect(screen.getByText('本市户籍、家庭人均收入低于标准。')).toBeInTheDocument();
    expect(details[0]).not.toHaveAttribute('open');
  });

  it('submits the keyword by GET to the same page and keeps the column', () => {
    render(<QA items={items} total={2} keyword="" action="/t1/help_center" hidden={hidden} resetHref="/" />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/t1/help_center');
    expect(within(form).getByLabelText('关键词')).toHaveAttribute('name', 'keyword');
    const hiddenInputs = Array.from(form.querySelectorAll('input[type="hidden"]')).map((i) => [
      i.getAttribute('name'),
      i.getAttribute('value'),
    ]);
    expect(hiddenInputs).toEqual([
      ['col1', 'bzzx'],
      ['col2', 'bzzx_cjwt'],
    ]);
  });

  it('reports the result count and offers to clear a keyword', () => {
    render(<QA items={[]} total={0} keyword="租金" action="/t1/help_center" hidden={hidden} resetHref="/t1/help_center?col1=bzzx" />);
    expect(screen.getByRole('status')).toHaveTextContent('“租金”共找到 0 个问题');
    expect(screen.getByRole('link', { name: '清除' })).toHaveAttribute('href', '/t1/help_center?col1=bzzx');
    expect(screen.getByText(/没有找到相关问题/)).toBeInTheDocument();
  });
});
