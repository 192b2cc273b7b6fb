import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RECRUIT_API } from '@/lib/recruitment/links';
import { useDraft } from './use-draft';

type Reply = { status?: number; body: { code: string; msg: string; data: unknown } } | 'network-down';

/** The draft API as the hook sees it: each POST takes the next reply; bodies are recorded. */
function fakeDraftApi(replies: Reply[]) {
  const sent: { baseRevision: number; data: Record<string, string> }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe(RECRUIT_API.draftSave);
    sent.push(JSON.parse(String(init?.body)));
    const reply = replies.shift();
    if (!reply) throw new Error('unexpected save');
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return { ok: (reply.status ?? 200) < 300, status: reply.status ?? 200, json: async () => reply.body } as unknown as Response;
  }) as typeof fetch;
  return sent;
}

const saved = (revision: number) => ({ body: { code: '1', msg: '操作成功', data: { revision, updatedAt: '2026-11-23T03:00:00.000Z' } } });

function Form({ initialRevision = 0, initial = '' }: { initialRevision?: number; initial?: string }) {
  const [name, setName] = useState(initial);
  const draft = useDraft({ kind: 'resume', postId: 0, owner: 7, initialRevision, values: { name }, onRestore: (d) => setName((d as { name: string }).name), debounceMs: 5 });
  return (
    <>
      <label>
        姓名
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <output data-testid="status">{draft.status}</output>
      {draft.conflict ? <button onClick={() => void draft.resolve('other', (d) => setName((d as { name: string }).name))}>载入较新的内容</button> : null}
    </>
  );
}

const KEY = 'bzf-draft:7:resume:0';
const setOnline = (online: boolean) => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
});

it('saves after a pause in typing, each save building on the revision the last one returned', async () => {
  const sent = fakeDraftApi([saved(1), saved(2)]);
  render(<Form />);
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '周' } });
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent(/^saved$/));
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '周明远' } });
  await waitFor(() => expect(sent).toHaveLength(2));
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent(/^saved$/));
  expect(sent.map((s) => [s.baseRevision, s.data.name])).toEqual([
    [0, '周'],
    [1, '周明远'],
  ]);
  expect(localStorage.getItem(KEY)).toBeNull();
});

it('offline, the text waits in the browser with 未保存, and goes to the server when the connection returns', async () => {
  const sent = fakeDraftApi([saved(1)]);
  setOnline(false);
  render(<Form />);
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '周明远' } });
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('offline'));
  expect(JSON.parse(localStorage.getItem(KEY)!).data).toEqual({ name: '周明远' });
  expect(sent).toHaveLength(0);
  setOnline(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent(/^saved$/));
  expect(sent[0]!.data).toEqual({ name: '周明远' });
  expect(localStorage.getItem(KEY)).toBeNull();
});

it('a failed send keeps the text in the browser, and a reload sends it', async () => {
  fakeDraftApi(['network-down']);
  const { unmount } = render(<Form />);
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '周明远' } });
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('offline'));
  unmount();
  const sent = fakeDraftApi([saved(1)]);
  render(<Form />);
  await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('周明远'));
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent(/^saved$/));
  expect(sent[0]).toMatchObject({ baseRevision: 0, data: { name: '周明远' } });
});

it('a newer draft on the server is never overwritten: the page is asked, and can load it', async () => {
  const newer = { kind: 'resume', postId: 0, data: { name: '周明远（电脑上改过）' }, revision: 5, updatedAt: '2026-11-23T03:00:00.000Z' };
  const sent = fakeDraftApi([{ status: 409, body: { code: '4090', msg: '草稿已在其他页面或设备上更新', data: newer } }]);
  render(<Form initialRevision={3} initial="周" />);
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '周明' } });
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('conflict'));
  // More typing sends nothing while the question is open.
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '周明远' } });
  await new Promise((r) => setTimeout(r, 30));
  expect(sent).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: '载入较新的内容' }));
  await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('周明远（电脑上改过）'));
  expect(screen.getByTestId('status')).toHaveTextContent(/^saved$/);
});
