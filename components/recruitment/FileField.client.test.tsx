import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FILE_API, type FileMeta } from '@/lib/recruitment/file-rules';
import { FileField } from './FileField.client';

type Reply = { status?: number; body: { code: string; msg: string; data: unknown } };
type Call = { url: string; body: FormData | unknown };

/** The API as the browser sees it: each call takes the next reply for its path; calls are recorded. */
function fakeApi(replies: Record<string, Reply[]>) {
  const calls: Call[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined });
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    const reply = replies[url.split('?')[0]!]?.shift();
    if (!reply) throw new Error(`unexpected call ${url}`);
    const status = reply.status ?? 200;
    // jsdom has no Response; the client reads only ok, status and json().
    return { ok: status < 400, status, json: async () => reply.body } as unknown as Response;
  }) as typeof fetch;
  return {
    calls,
    holdNext: () => {
      hold = true;
    },
    release: () => {
      hold = false;
      release?.();
    },
  };
}

const meta = (over: Partial<FileMeta> = {}): FileMeta => ({
  id: 41,
  purpose: 'photo',
  fileName: '证件照.jpg',
  mediaType: 'image/jpeg',
  size: 52_300,
  createdAt: '2026-03-01T08:00:00.000Z',
  ...over,
});
const ok = (data: unknown): Reply => ({ body: { code: '1', msg: '操作成功', data } });

const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
const pngFile = (name = '证件照.png', size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('FileField', () => {
  it('uploads a chosen photo at once, shows 上传中…, then its name, size, 下载 and 删除, and tells the form its id', async () => {
    const api = fakeApi({ [FILE_API.upload]: [ok(meta())] });
    api.holdNext();
    const onChange = jest.fn();
    const { container } = render(<FileField purpose="photo" label="个人照片" onChange={onChange} />);
    const input = screen.getByLabelText('个人照片');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    choose(input, pngFile());
    expect(await screen.findByText('上传中…')).toBeInTheDocument();
    api.release();
    const shown = await screen.findByRole('group', { name: '当前文件' });
    expect(shown).toHaveTextContent('证件照.jpg');
    expect(shown).toHaveTextContent('51.1 KB');
    expect(screen.getByRole('link', { name: '下载 证件照.jpg' })).toHaveAttribute('href', `${FILE_API.download}?id=41`);
    expect(screen.getByRole('button', { name: '删除 证件照.jpg' })).toBeEnabled();
    expect(container.querySelector('input[type="hidden"][name="photoFileId"]')).toHaveValue('41');
    expect(onChange).toHaveBeenCalledWith(meta());
    const sent = api.calls[0]!.body as FormData;
    expect(sent.get('purpose')).toBe('photo');
    expect((sent.get('file') as File).name).toBe('证件照.png');
  });

  it('shows the server’s refusal at the field, tied to the input and announced, and keeps no id', async () => {
    fakeApi({ [FILE_API.upload]: [{ status: 400, body: { code: '4000', msg: '“简历.pdf”不是有效的 PDF 文件。附件仅支持 PDF 或 Word（.doc/.docx）文件，且不能超过 10 MB', data: null } }] });
    const onChange = jest.fn();
    const { container } = render(<FileField purpose="attachment" label="简历附件" onChange={onChange} />);
    const input = screen.getByLabelText('简历附件');
    choose(input, new File(['纯文本'], '简历.pdf', { type: 'application/pdf' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('“简历.pdf”不是有效的 PDF 文件'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')!.split(' ')).toContain(alert.id);
    expect(container.querySelector('input[type="hidden"][name="attachmentFileId"]')).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a photo over 2 MB in the browser, before anything is sent', async () => {
    const api = fakeApi({});
    render(<FileField purpose="photo" label="个人照片" />);
    choose(screen.getByLabelText('个人照片'), pngFile('大照片.png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('照片不能超过 2 MB');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a wrong extension in the browser, naming what is accepted', async () => {
    const api = fakeApi({});
    render(<FileField purpose="attachment" label="简历附件" />);
    choose(screen.getByLabelText('简历附件'), new File(['x'], 'resume.txt'));
    expect(await screen.findByRole('alert')).toHaveTextContent('附件仅支持 PDF 或 Word（.doc/.docx）文件，且不能超过 10 MB');
    expect(api.calls).toHaveLength(0);
  });

  it('删除 removes the file and tells the form; a file sent with an application stays, with the reason', async () => {
    const api = fakeApi({
      [FILE_API.remove]: [{ status: 409, body: { code: '4090', msg: '该文件已随求职申请投递，不能删除；如需更换，请直接上传新文件', data: null } }, ok(meta())],
    });
    const onChange = jest.fn();
    render(<FileField purpose="photo" label="个人照片" initial={meta()} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    expect(await screen.findByText(/该文件已随求职申请投递/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载 证件照.jpg' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
    expect(screen.queryByRole('group', { name: '当前文件' })).not.toBeInTheDocument();
    expect(screen.getByText('文件已删除')).toBeInTheDocument();
    expect(api.calls.map((c) => c.body)).toEqual([{ id: 41 }, { id: 41 }]);
  });

  it('a file replaced on the same page is removed again; the one it started with is kept', async () => {
    const first = meta({ id: 50, fileName: 'a.jpg' });
    const second = meta({ id: 51, fileName: 'b.jpg' });
    const api = fakeApi({ [FILE_API.upload]: [ok(first), ok(second)], [FILE_API.remove]: [ok(first)] });
    render(<FileField purpose="photo" label="个人照片" initial={meta({ id: 7, fileName: 'saved.jpg' })} />);
    const input = screen.getByLabelText('个人照片');
    choose(input, pngFile('a.png'));
    expect(await screen.findByRole('link', { name: '下载 a.jpg' })).toBeInTheDocument();
    choose(input, pngFile('b.png'));
    expect(await screen.findByRole('link', { name: '下载 b.jpg' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.url === FILE_API.remove)).toHaveLength(1));
    expect(api.calls.filter((c) => c.url === FILE_API.remove).map((c) => c.body)).toEqual([{ id: 50 }]);
  });

  it('shows a refusal a plain upload came back with', () => {
    fakeApi({});
    render(<FileField purpose="attachment" label="简历附件" initialError="quota" />);
    expect(screen.getByRole('alert')).toHaveTextContent('您上传的文件总量已达 30 MB 上限，请先删除不用的文件');
  });
});
