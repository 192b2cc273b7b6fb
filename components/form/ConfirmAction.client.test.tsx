import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmAction } from './ConfirmAction.client';

function renderAction(onConfirm?: () => Promise<unknown> | void) {
  const posted = jest.fn();
  const { container } = render(
    <div
      onSubmit={(e) => {
        // jsdom cannot navigate: record the post the browser would send.
        if (!e.defaultPrevented) posted(Object.fromEntries(new FormData(e.target as HTMLFormElement)));
        e.preventDefault();
      }}
    >
      <ConfirmAction kind="withdraw" subject="「北湖·安和苑」的意向登记" action="/api/withdraw" fields={{ id: 7, from: 'personal' }} cancelHref="/t1/records" note="撤回后记录保留。" onConfirm={onConfirm} />
    </div>,
  );
  return { posted, details: container.querySelector('details')! };
}

describe('ConfirmAction: the one confirmation of a destructive action', () => {
  it('is a native disclosure whose question posts a plain form (works without JavaScript)', () => {
    const { details } = renderAction();
    expect(details).toHaveAttribute('data-confirm', 'withdraw');
    expect(details.open).toBe(false);
    const summary = details.querySelector('summary')!;
    expect(summary).toHaveTextContent('撤回「北湖·安和苑」的意向登记');
    expect(screen.getByText('确定撤回「北湖·安和苑」的意向登记吗？')).toBeInTheDocument();
    const form = details.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/withdraw');
    expect(form.querySelector('input[name="id"]')).toHaveValue('7');
    expect(form.querySelector('input[name="from"]')).toHaveValue('personal');
    expect(screen.getByRole('link', { name: '取消' })).toHaveAttribute('href', '/t1/records');
    expect(screen.getByRole('button', { name: '确定撤回' })).toHaveAttribute('type', 'submit');
  });

  it('posts only after 确定撤回, once however often it is pressed, and never asks through a native dialog', () => {
    const nativeConfirm = jest.spyOn(window, 'confirm').mockImplementation(() => true);
    const { posted, details } = renderAction();
    fireEvent.click(details.querySelector('summary')!);
    expect(posted).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: '确定撤回' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith({ id: '7', from: 'personal' });
    expect(button).toHaveTextContent('正在撤回…');
    expect(nativeConfirm).not.toHaveBeenCalled();
    nativeConfirm.mockRestore();
  });

  it('取消 and Esc close the question and give focus back to the button that opened it', () => {
    const { details } = renderAction();
    const summary = details.querySelector('summary')!;
    details.open = true;
    fireEvent.click(screen.getByRole('link', { name: '取消' }));
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
    details.open = true;
    fireEvent.keyDown(screen.getByRole('button', { name: '确定撤回' }), { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('a list kept in the browser runs its own call instead of the post, and can be confirmed again afterwards', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { posted } = renderAction(onConfirm);
    const button = screen.getByRole('button', { name: '确定撤回' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(posted).not.toHaveBeenCalled();
    finish();
    await screen.findByText('确定撤回');
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('names deleting the same way: 删除 … 确定删除', () => {
    render(<ConfirmAction kind="delete" subject="家庭成员「李四」" action="/api/delete" fields={{ id: 1 }} cancelHref="/t1/family" />);
    expect(screen.getByText('确定删除家庭成员「李四」吗？')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定删除' })).toBeInTheDocument();
  });

  it('asks a console action (停用账号) in its own words, with the same disclosure and post', () => {
    const { container } = render(
      <ConfirmAction
        kind="disable"
        words={{ verb: '停用账号', confirm: '确定停用', busy: '正在停用…', question: '确定停用「李四（li.si）」的账号吗？' }}
        subject="「李四（li.si）」"
        action="/admin/api/staff/disable"
        fields={{ id: 9 }}
        cancelHref="/admin/staff/9"
      />,
    );
    const details = container.querySelector('details')!;
    expect(details).toHaveAttribute('data-confirm', 'disable');
    expect(details.querySelector('summary')).toHaveTextContent('停用账号「李四（li.si）」');
    expect(screen.getByText('确定停用「李四（li.si）」的账号吗？')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定停用' })).toHaveAttribute('type', 'submit');
    expect(details.querySelector('form')).toHaveAttribute('action', '/admin/api/staff/disable');
  });
});
