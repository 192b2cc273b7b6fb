import { render, screen, within } from '@testing-library/react';
import { readSelfCheckAnswers } from '@/lib/templates/self-check';
import { SelfCheck } from './SelfCheck';

function pageFor(query: Record<string, string>) {
  const { typed, errors, results } = readSelfCheckAnswers(query);
  render(<SelfCheck action="/t1/self_check" typed={typed} errors={errors} results={results} />);
}

const outcome = (name: string) => within(screen.getByRole('article', { name: new RegExp(`^${name}：`) })).getAllByText(/可能符合|不符合|需进一步核实/)[0]!.textContent;

describe('the eligibility self-check page', () => {
  it('asks every question and shows no result before anything is answered', () => {
    pageFor({});
    expect(screen.getByRole('group', { name: '户籍或居住证' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '自测结果' })).not.toBeInTheDocument();
    expect(screen.getByText(/不会被保存或记录/)).toBeInTheDocument();
  });

  it('a local low-income family without a home may qualify for public rental housing', () => {
    pageFor({ residence: 'local', socialInsurance: 'from36', housing: 'none', income: 'under3000', familySize: '3', age: '35', talent: 'none' });
    expect(outcome('公租房')).toBe('可能符合');
    expect(screen.getAllByRole('link', { name: '查看匹配项目' }).length).toBe(4);
  });

  it('a high-income household that owns enough space does not qualify for public rental housing', () => {
    pageFor({ residence: 'local', socialInsurance: 'from36', housing: 'more', income: 'from15000', familySize: '2', age: '45', talent: 'none' });
    expect(outcome('公租房')).toBe('不符合');
  });

  it('a household that answered only the residence question is told what still needs checking', () => {
    pageFor({ residence: 'permit' });
    for (const name of ['公租房', '保租房']) expect(outcome(name)).toMatch(/需进一步核实|不符合/);
  });

  it('names an out-of-range answer at its field and still evaluates the rest', () => {
    pageFor({ residence: 'local', familySize: '99' });
    expect(screen.getByText('家庭人口须为 1 到 20 之间的整数')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '自测结果' })).toBeInTheDocument();
  });

  it('a submit with nothing answered says so at the first question and where the answer would be', () => {
    pageFor({ sent: '1' });
    expect(screen.getByRole('alert')).toHaveTextContent('请至少回答一个问题，再查看自测结果');
    const first = screen.getByRole('group', { name: '户籍或居住证' });
    expect(within(first).getByText('请至少回答一个问题，再查看自测结果')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-describedby', 'residence-error');
    expect(screen.queryByRole('heading', { name: '自测结果' })).not.toBeInTheDocument();
  });

  it('draws the answer above the form, and the form comes back to it', () => {
    pageFor({ residence: 'local', housing: 'none' });
    const form = screen.getByRole('form', { name: '资格自测问卷' });
    expect(form).toHaveAttribute('action', '/t1/self_check#self-check-answer');
    expect(form.querySelector('input[type="hidden"][name="sent"]')).toHaveValue('1');
    const answer = screen.getByRole('heading', { name: '自测结果' }).closest('section')!;
    expect(answer).toHaveAttribute('id', 'self-check-answer');
    expect(answer.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(answer).toHaveFocus();
  });
});
