import { render, screen, within } from '@testing-library/react';
import { loadSelfCheck, parseSelfCheckAnswers } from '@/lib/business/self-check';
import { SelfCheck } from './SelfCheck';

const fromQuery = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name);
};

function renderFor(query: string) {
  return render(<SelfCheck action="/t1/self_check" {...loadSelfCheck(fromQuery(query))} />);
}

/** The product card of one business: its name, outcome and each rule's reason. */
const card = (name: string) => screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }).closest('li')!;

describe('SelfCheck', () => {
  it('asks every question in one GET form that works without JavaScript, and shows no result before it is sent', () => {
    const { container } = renderFor('');
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form.getAttribute('action')).toBe('/t1/self_check#self-check-results');
    expect(form.querySelectorAll('fieldset')).toHaveLength(5);
    for (const legend of ['户籍或居住证', '在本市就业并连续缴纳社会保险', '家庭在本市的住房', '家庭人均月收入', '人才类别']) {
      expect(within(form).getByRole('group', { name: new RegExp(legend) })).toBeInTheDocument();
    }
    expect(within(form).getByLabelText(/家庭人口/)).toHaveAttribute('type', 'number');
    expect(within(form).getByLabelText(/申请人年龄/)).toHaveAttribute('name', 'age');
    expect(within(form).getByRole('radio', { name: '本市户籍' })).toHaveAttribute('name', 'residence');
    expect(screen.queryByText('自查结果')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('以下为演示规则');
    expect(screen.getByText(/不会保存，也不会记录在日志中/)).toBeInTheDocument();
  });

  it('household 1 — 本市户籍低收入三口之家，无房: may qualify for all four, with the reason of each rule', () => {
    renderFor('check=1&residence=local&socialInsurance=from36&housing=none&income=under3000&familySize=3&age=40&talent=none');
    expect(screen.getByRole('heading', { name: '自查结果' })).toBeInTheDocument();
    expect(screen.getByText('您回答了 7 / 7 个问题。以下结果仅供参考。')).toBeInTheDocument();
    for (const name of ['公租房', '保租房', '配售型保障性住房', '共有产权住房']) {
      expect(within(card(name)).getByRole('heading', { level: 3 })).toHaveTextContent(`${name}可能符合`);
    }
    const gzf = card('公租房');
    expect(within(gzf).getByText('家庭人均月收入 3,000 元以下，符合公租房收入条件')).toBeInTheDocument();
    expect(within(gzf).getByRole('link', { name: '公租房业务办理' })).toHaveAttribute('href', '/t1/ywbl_02');
    expect(within(gzf).getByRole('link', { name: '查看公租房项目' })).toHaveAttribute('href', '/t1/xmzs?type=gzf');
    expect(within(card('配售型保障性住房')).getByRole('link', { name: '查看配售型保障性住房项目' })).toHaveAttribute('href', '/t1/project_show?type=psx');
    // The form keeps the answers.
    expect(screen.getByRole('radio', { name: '本市户籍' })).toBeChecked();
    expect(screen.getByLabelText(/家庭人口/)).toHaveValue(3);
  });

  it('household 2 — 持居住证的单身外来务工青年: 保租房 may, the others do not, each saying why', () => {
    renderFor('residence=permit&socialInsurance=from12&housing=none&income=from3000&familySize=1&age=24&talent=none');
    expect(within(card('保租房')).getByRole('heading', { level: 3 })).toHaveTextContent('保租房可能符合');
    const gzf = card('公租房');
    expect(within(gzf).getByRole('heading', { level: 3 })).toHaveTextContent('公租房不符合');
    expect(within(gzf).getByText('家庭人均月收入 3,000 至 6,000 元，超过公租房收入上限（人均每月 3,000 元）')).toBeInTheDocument();
    const gycq = card('共有产权住房');
    expect(within(gycq).getByRole('heading', { level: 3 })).toHaveTextContent('共有产权住房不符合');
    expect(within(gycq).getByText('单身申请人须年满 30 周岁（您填写的是 24 周岁）')).toBeInTheDocument();
    expect(within(card('配售型保障性住房')).getByText(/配售型保障性住房须本市户籍/)).toBeInTheDocument();
  });

  it('household 3 — 只回答了户籍和住房: every product needs checking, naming the questions still open', () => {
    renderFor('residence=local&housing=none&income=&age=');
    for (const name of ['公租房', '保租房', '配售型保障性住房', '共有产权住房']) {
      expect(within(card(name)).getByRole('heading', { level: 3 })).toHaveTextContent(`${name}需进一步核实`);
    }
    expect(within(card('公租房')).getByText('尚未回答“家庭人均月收入”，需进一步核实')).toBeInTheDocument();
    expect(screen.getByText('您回答了 2 / 7 个问题。以下结果仅供参考。')).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: '不回答' }).filter((r) => (r as HTMLInputElement).checked)).toHaveLength(3);
  });

  it('reports a wrong answer at its question, keeps what was typed, and still evaluates the rest', () => {
    renderFor('residence=local&age=130&income=lots');
    expect(screen.getByRole('alert')).toHaveTextContent('申请人年龄：申请人年龄须为 16 到 100 之间的整数');
    expect(screen.getByRole('alert')).toHaveTextContent('家庭人均月收入：请从列出的选项中选择“家庭人均月收入”');
    const age = screen.getByLabelText(/申请人年龄/);
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAttribute('aria-describedby', 'sc-age-error');
    expect(screen.getByText('您回答了 1 / 7 个问题。以下结果仅供参考。')).toBeInTheDocument();
  });
});

describe('parseSelfCheckAnswers', () => {
  it('reads only the questions, parses numbers, and ignores other parameters such as the navigation', () => {
    const parsed = parseSelfCheckAnswers(fromQuery('col1=dyyw&residence=permit&familySize=%203%20&talent='));
    expect(parsed).toEqual({ submitted: true, answers: { residence: 'permit', familySize: 3 }, values: { residence: 'permit', familySize: '3' }, errors: [], answeredCount: 2 });
  });

  it('is not submitted until the form was sent', () => {
    expect(parseSelfCheckAnswers(fromQuery('col1=dyyw')).submitted).toBe(false);
    expect(parseSelfCheckAnswers(fromQuery('check=1')).submitted).toBe(true);
  });

  it('echoes at most 20 characters of a wrong value', () => {
    const parsed = parseSelfCheckAnswers(fromQuery(`age=${'9'.repeat(200)}`));
    expect(parsed.values.age).toHaveLength(20);
    expect(parsed.errors.map((e) => e.id)).toEqual(['age']);
  });
});
