import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { z } from '@/lib/validation/zod';
import { dottedField } from '@/lib/forms/failure-query';
import type { ApiResult } from '@/lib/api-client/envelope';
import { CheckField, TextField } from './fields';
import { FormActions, SelectField } from './more-fields';
import { useForm } from './use-form';

type Values = { name: string; rows: { school: string }[] };

const schema = z.object({
  name: z.string().min(2, { error: '请输入姓名' }),
  rows: z.array(z.object({ school: z.string().min(1, { error: '请填写学校名称' }) })),
});

type Send = (body: unknown) => Promise<ApiResult<{ ok: true }>>;

/** The resume-like form of these tests: a name and rows of schools, checked by path. */
function useCvForm(initial: Values, send: Send, initialErrors?: Record<string, string>) {
  const form = useForm<Values, { ok: true }>({
    id: 'cv',
    initial,
    schema,
    fieldOf: dottedField,
    action: '/api/cv',
    send: (body) => send(body),
    initialErrors,
    onSuccess: () => form.setStatus('已保存'),
  });
  return form;
}

function RowsForm({ send, initialErrors }: { send: Send; initialErrors?: Record<string, string> }) {
  const form = useCvForm({ name: '', rows: [{ school: '' }] }, send, initialErrors);
  return (
    <form {...form.formProps}>
      <TextField field={form.field('name')} label="姓名" />
      {form.values.rows.map((_, i) => (
        <div key={i}>
          <TextField field={form.at(`rows.${i}.school`)} label={`学校 ${i + 1}`} />
          <button type="button" onClick={() => form.rows('rows').move(i, -1)}>上移 {i + 1}</button>
          <button type="button" onClick={() => form.rows('rows').remove(i)}>删除 {i + 1}</button>
        </div>
      ))}
      <button type="button" onClick={() => form.rows('rows').add({ school: '' })}>添加</button>
      <FormActions form={form} submit="保存" />
    </form>
  );
}

const fail = (fields: Record<string, string>): ApiResult<{ ok: true }> => ({ ok: false, status: 400, code: '4000', msg: Object.values(fields)[0] ?? '', data: null, fields });

it('a field inside a row has its own id, name and live message by its dotted path', async () => {
  render(<RowsForm send={async () => ({ ok: true, status: 200, code: '1', msg: '', data: { ok: true } })} />);
  fireEvent.click(screen.getByRole('button', { name: '添加' }));
  const second = screen.getByLabelText('学校 2');
  expect(second).toHaveAttribute('id', 'cv-rows-1-school');
  expect(second).toHaveAttribute('name', 'rows.1.school');
  fireEvent.change(second, { target: { value: '青' } });
  fireEvent.change(second, { target: { value: '' } });
  expect(second).toHaveAttribute('aria-invalid', 'true');
  expect(document.getElementById('cv-rows-1-school-error')).toHaveTextContent('请填写学校名称');
  // The first row was not touched: no message there yet.
  expect(screen.getByLabelText('学校 1')).not.toHaveAttribute('aria-invalid');
});

it('rows move and go with their values', () => {
  render(<RowsForm send={jest.fn()} />);
  fireEvent.change(screen.getByLabelText('学校 1'), { target: { value: '甲' } });
  fireEvent.click(screen.getByRole('button', { name: '添加' }));
  fireEvent.change(screen.getByLabelText('学校 2'), { target: { value: '乙' } });
  fireEvent.click(screen.getByRole('button', { name: '上移 2' }));
  expect(screen.getByLabelText('学校 1')).toHaveValue('乙');
  expect(screen.getByLabelText('学校 2')).toHaveValue('甲');
  fireEvent.click(screen.getByRole('button', { name: '删除 1' }));
  expect(screen.getByLabelText('学校 1')).toHaveValue('甲');
  expect(screen.queryByLabelText('学校 2')).toBeNull();
});

it('the server’s message for a row field lands at that field and takes the focus; one click sends once', async () => {
  let release: (r: ApiResult<{ ok: true }>) => void = () => undefined;
  const send = jest.fn(() => new Promise<ApiResult<{ ok: true }>>((resolve) => (release = resolve)));
  render(<RowsForm send={send} />);
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
  fireEvent.change(screen.getByLabelText('学校 1'), { target: { value: '青禾大学' } });
  fireEvent.click(screen.getByRole('button', { name: '添加' }));
  fireEvent.change(screen.getByLabelText('学校 2'), { target: { value: '青禾师范' } });
  const submit = screen.getByRole('button', { name: '保存' });
  fireEvent.submit(submit.closest('form')!);
  fireEvent.submit(submit.closest('form')!);
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  release(fail({ 'rows.1.school': '该学校名称无法识别', name: '姓名与证件不一致' }));
  // The first wrong field on the page, not the first key the server named.
  await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveFocus());
  expect(document.getElementById('cv-rows-1-school-error')).toHaveTextContent('该学校名称无法识别');
  fireEvent.change(screen.getByLabelText('学校 2'), { target: { value: '青禾师范大学' } });
  expect(document.getElementById('cv-rows-1-school-error')).toBeNull();
});

it('messages a plain post came back with are shown at their row fields until they change', () => {
  render(<RowsForm send={jest.fn()} initialErrors={{ 'rows.0.school': '请填写学校名称' }} />);
  expect(screen.getByLabelText('学校 1')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('学校 1')).toHaveAttribute('aria-describedby', 'cv-rows-0-school-error');
});

const answeredOk = () => jest.fn(async (): Promise<ApiResult<{ ok: true }>> => ({ ok: true, status: 200, code: '1', msg: '', data: { ok: true } }));

/** The server's markup of `ui` in the document, as a browser holds it before the scripts arrive. */
function serverMarkup(ui: ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(ui);
  return container;
}

/** Hydrates the markup with `ui`, then returns queries within it. */
async function hydrate(container: HTMLDivElement, ui: ReactElement) {
  await act(async () => {
    hydrateRoot(container, ui);
  });
  return within(container);
}

/** Like the resume: before hydration the server's markup offers one blank row beyond the list to type into. */
function OfferedRowForm({ send }: { send: Send }) {
  const form = useCvForm({ name: '周明远', rows: [{ school: '青禾大学' }] }, send);
  const rows = form.hydrated ? form.values.rows : [...form.values.rows, { school: '' }];
  return (
    <form {...form.formProps}>
      <TextField field={form.field('name')} label="姓名" />
      {rows.map((_, i) => (
        <TextField key={i} field={form.at(`rows.${i}.school`)} label={`学校 ${i + 1}`} />
      ))}
      <FormActions form={form} submit="保存" />
    </form>
  );
}

it('text typed into a row before the page hydrated, the offered blank row included, is kept and sent', async () => {
  const send = answeredOk();
  const container = serverMarkup(<OfferedRowForm send={send} />);
  expect(container.querySelectorAll('input[name^="rows."]')).toHaveLength(2);
  (container.querySelector('input[name="rows.0.school"]') as HTMLInputElement).value = '青禾师范大学';
  (container.querySelector('input[name="rows.1.school"]') as HTMLInputElement).value = '青禾职业技术学院';
  const form = await hydrate(container, <OfferedRowForm send={send} />);
  expect(form.getByLabelText('学校 1')).toHaveValue('青禾师范大学');
  expect(form.getByLabelText('学校 2')).toHaveValue('青禾职业技术学院');
  await act(async () => {
    fireEvent.click(form.getByRole('button', { name: '保存' }));
  });
  expect(send).toHaveBeenCalledWith({ name: '周明远', rows: [{ school: '青禾师范大学' }, { school: '青禾职业技术学院' }] });
  container.remove();
});

it('an offered blank row left empty before hydration goes away with hydration and is not sent', async () => {
  const send = answeredOk();
  const container = serverMarkup(<OfferedRowForm send={send} />);
  const form = await hydrate(container, <OfferedRowForm send={send} />);
  expect(form.getAllByLabelText(/^学校/)).toHaveLength(1);
  expect(form.getByLabelText('学校 1')).toHaveValue('青禾大学');
  await act(async () => {
    fireEvent.click(form.getByRole('button', { name: '保存' }));
  });
  expect(send).toHaveBeenCalledWith({ name: '周明远', rows: [{ school: '青禾大学' }] });
  container.remove();
});

type Typed = { mobile: string; category: string; agree: boolean };

function EarlyForm({ send }: { send: (body: unknown) => Promise<ApiResult<{ ok: true }>> }) {
  const form = useForm<Typed, { ok: true }>({
    id: 'early',
    initial: { mobile: '', category: '', agree: false },
    schema: z.object({ mobile: z.string().min(11, { error: '请输入手机号码' }), category: z.string().min(1, { error: '请选择类别' }), agree: z.literal(true, { error: '请勾选同意' }) }),
    action: '/api/early',
    send: (body) => send(body),
    onSuccess: () => form.setStatus('已提交'),
  });
  return (
    <form {...form.formProps}>
      <TextField field={form.field('mobile')} label="手机号码" />
      <SelectField field={form.field('category')} label="类别" placeholder="请选择" options={[{ value: 'zf', label: '住房' }, { value: 'sp', label: '商铺' }]} />
      <CheckField field={form.field('agree')} label="同意" />
      <FormActions form={form} submit="提交" />
    </form>
  );
}

it('what a person typed, chose and ticked before the page hydrated is kept and sent, not reset', async () => {
  const send = answeredOk();
  const container = serverMarkup(<EarlyForm send={send} />);
  // The server's markup, used before the scripts arrive.
  (container.querySelector('input[name="mobile"]') as HTMLInputElement).value = '13800000001';
  (container.querySelector('select[name="category"]') as HTMLSelectElement).value = 'sp';
  (container.querySelector('input[name="agree"]') as HTMLInputElement).checked = true;
  const form = await hydrate(container, <EarlyForm send={send} />);
  expect(form.getByLabelText('手机号码')).toHaveValue('13800000001');
  expect(form.getByLabelText('类别')).toHaveValue('sp');
  expect(form.getByLabelText('同意')).toBeChecked();
  await act(async () => {
    fireEvent.click(form.getByRole('button', { name: '提交' }));
  });
  expect(send).toHaveBeenCalledWith({ mobile: '13800000001', category: 'sp', agree: true });
  expect(form.getByLabelText('手机号码')).toHaveValue('13800000001');
  container.remove();
});
