import { createHash } from 'node:crypto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { SectionDef } from '@/lib/validation/questionnaire';
import { QuestionnaireForm } from './QuestionnaireForm.client';

const ACTION = '/api/bzf-portal-background/bpbQuestionnaireEntity/submit?id=5';

const SECTIONS: SectionDef[] = [
  {
    id: 1,
    title: '基本情况',
    description: '',
    questions: [
      {
        id: 10,
        kind: 'single',
        title: '您的住房情况',
        hint: '',
        required: true,
        minChoices: null,
        maxChoices: null,
        minLength: null,
        maxLength: null,
        options: [
          { id: 101, label: '租房', isOther: false },
          { id: 102, label: '其他（请注明）', isOther: true },
        ],
      },
      {
        id: 11,
        kind: 'multiple',
        title: '您关心的配套',
        hint: '',
        required: true,
        minChoices: 2,
        maxChoices: 2,
        minLength: null,
        maxLength: null,
        options: [
          { id: 111, label: '交通', isOther: false },
          { id: 112, label: '学校', isOther: false },
          { id: 113, label: '医院', isOther: false },
        ],
      },
      { id: 12, kind: 'rating', title: '总体评分', hint: '', required: true, minChoices: null, maxChoices: null, minLength: null, maxLength: null, options: [] },
      { id: 13, kind: 'long_text', title: '建议', hint: '', required: false, minChoices: null, maxChoices: null, minLength: null, maxLength: 5, options: [] },
    ],
  },
];

let sent: unknown[];
let answer: { status: number; body: unknown };
let release: (() => void) | null;

beforeEach(() => {
  sent = [];
  release = null;
  answer = { status: 200, body: { code: '1', msg: '操作成功', data: { responseId: 1, thanksHref: '/questionnaireFilling?id=5&view=thanks' } } };
  global.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body ?? '{}')));
    // Held until the test lets it go, so a second click lands while the first is on its way.
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
});

const group = (name: RegExp) => screen.getByRole('group', { name });

function fillValid() {
  fireEvent.click(within(group(/您的住房情况/)).getByRole('radio', { name: '租房' }));
  fireEvent.click(within(group(/您关心的配套/)).getByRole('checkbox', { name: '交通' }));
  fireEvent.click(within(group(/您关心的配套/)).getByRole('checkbox', { name: '学校' }));
  fireEvent.click(within(group(/总体评分/)).getByRole('radio', { name: '4 分' }));
}

describe('QuestionnaireForm', () => {
  it('is a plain form in the server HTML: it posts to the API with one field per question, required ones marked', () => {
    const html = renderToString(<QuestionnaireForm action={ACTION} sections={SECTIONS} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(ACTION);
    expect([...new Set([...form.querySelectorAll('[name]')].map((e) => e.getAttribute('name')))]).toEqual(['q10', 'q10_other', 'q11', 'q12', 'q13']);
    expect(doc.querySelector('legend')?.textContent).toContain('（必答）');
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('提交问卷');
  });

  it('says nothing before the person answers, then checks each question as it is answered', () => {
    render(<QuestionnaireForm action={ACTION} sections={SECTIONS} />);
    expect(screen.queryByText('请至少选择 2 项')).toBeNull();
    const care = group(/您关心的配套/);
    fireEvent.click(within(care).getByRole('checkbox', { name: '交通' }));
    expect(within(care).getByText('请至少选择 2 项')).toBeInTheDocument();
    expect(care).toHaveAttribute('aria-describedby', expect.stringContaining('qn-q11-error'));
    fireEvent.click(within(care).getByRole('checkbox', { name: '学校' }));
    fireEvent.click(within(care).getByRole('checkbox', { name: '医院' }));
    expect(within(care).getByText('最多选择 2 项')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /建议/ }), { target: { value: '一二三四五六' } });
    expect(screen.getByText('不能超过 5 个字')).toBeInTheDocument();
  });

  it('typing the text of “其他” chooses it, and choosing it without text asks for the text', () => {
    render(<QuestionnaireForm action={ACTION} sections={SECTIONS} />);
    const housing = group(/您的住房情况/);
    fireEvent.click(within(housing).getByRole('radio', { name: '其他（请注明）' }));
    expect(within(housing).getByText('请注明“其他”的内容')).toBeInTheDocument();
    fireEvent.change(within(housing).getByRole('textbox', { name: /请注明其他内容/ }), { target: { value: '单位宿舍' } });
    expect(within(housing).queryByText('请注明“其他”的内容')).toBeNull();
    expect(within(housing).getByRole('radio', { name: '其他（请注明）' })).toBeChecked();
  });

  it('on submit with mistakes: sends nothing, lists them, focuses the first wrong question', () => {
    render(<QuestionnaireForm action={ACTION} sections={SECTIONS} />);
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(sent).toHaveLength(0);
    expect(within(group(/您的住房情况/)).getByText('请选择一项')).toBeInTheDocument();
    expect(within(group(/总体评分/)).getByText('请选择评分')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '第 1 题：请选择一项' })).toHaveAttribute('href', '#qn-q10');
    expect(within(group(/您的住房情况/)).getByRole('radio', { name: '租房' })).toHaveFocus();
  });

  it('a double click sends one JSON post, then goes to the thank-you page', async () => {
    const navigate = jest.fn();
    render(<QuestionnaireForm action={ACTION} sections={SECTIONS} onNavigate={navigate} />);
    fillValid();
    const button = screen.getByRole('button', { name: '提交问卷' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(sent).toEqual([{ answers: { q10: '101', q11: ['111', '112'], q12: '4' } }]);
    expect(screen.getByRole('button', { name: '正在提交…' })).toBeDisabled();
    await act(async () => release?.());
    expect(navigate).toHaveBeenCalledWith('/questionnaireFilling?id=5&view=thanks');
  });

  it('with a browser check (public results): the answers go with a solution the server’s SHA-256 accepts', async () => {
    const challenge = 'v1.5.1790000000.8.AAAAAAAAAAAAAAAAAAAAAA.mac';
    const navigate = jest.fn();
    render(<QuestionnaireForm action={ACTION} sections={SECTIONS} onNavigate={navigate} challenge={challenge} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const { answers, proof } = sent[0] as { answers: unknown; proof: { challenge: string; solution: string } };
    expect(answers).toEqual({ q10: '101', q11: ['111', '112'], q12: '4' });
    expect(proof.challenge).toBe(challenge);
    expect(createHash('sha256').update(`${challenge}:${proof.solution}`).digest()[0]).toBe(0);
    await act(async () => release?.());
    expect(navigate).toHaveBeenCalledWith('/questionnaireFilling?id=5&view=thanks');
  });

  it('puts the server’s messages at their questions, and says a second response is refused', async () => {
    render(<QuestionnaireForm action={ACTION} sections={SECTIONS} />);
    fillValid();
    answer = { status: 400, body: { code: '4000', msg: '最多选择 2 项', data: { fields: { q11: '最多选择 2 项' } } } };
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    await act(async () => release?.());
    expect(within(group(/您关心的配套/)).getByText('最多选择 2 项')).toBeInTheDocument();

    answer = { status: 409, body: { code: '4090', msg: '本设备已提交过本问卷，每台设备只能提交一次，感谢参与', data: null } };
    fireEvent.click(within(group(/您关心的配套/)).getByRole('checkbox', { name: '交通' }));
    fireEvent.click(within(group(/您关心的配套/)).getByRole('checkbox', { name: '交通' }));
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    await act(async () => release?.());
    expect(screen.getByRole('status')).toHaveTextContent('本设备已提交过本问卷，每台设备只能提交一次，感谢参与');
  });

  it('shows the answers and messages kept from a plain form post that was refused', () => {
    render(<QuestionnaireForm action={ACTION} sections={SECTIONS} initialValues={{ q10: '102', q13: '一二三四五六' }} initialMessages={{ q10: '请注明“其他”的内容', q13: '不能超过 5 个字' }} />);
    expect(within(group(/您的住房情况/)).getByRole('radio', { name: '其他（请注明）' })).toBeChecked();
    expect(within(group(/您的住房情况/)).getByText('请注明“其他”的内容')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /建议/ })).toHaveValue('一二三四五六');
    expect(screen.getByRole('textbox', { name: /建议/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
