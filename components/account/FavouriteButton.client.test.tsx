import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AccountProvider, useAccount } from './AccountProvider.client';
import { FavouriteButton } from './FavouriteButton.client';

type Reply = { status?: number; body: { code: string; msg: string; data: unknown } };

/** A fake API: each call takes the next reply for its path; calls are recorded. */
function fakeApi(replies: Record<string, Reply[]>) {
  const calls: { url: string; body?: unknown }[] = [];
  const pending: { resolve: () => void }[] = [];
  let hold = false;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (hold && init?.method === 'POST') await new Promise<void>((resolve) => pending.push({ resolve }));
    const path = url.split('?')[0]!;
    const reply = replies[path]?.shift();
    if (!reply) throw new Error(`unexpected call ${url}`);
    // jsdom has no Response; the client reads only status and json().
    return { status: reply.status ?? 200, json: async () => reply.body } as unknown as Response;
  }) as typeof fetch;
  return {
    calls,
    holdPosts: () => {
      hold = true;
    },
    release: () => pending.splice(0).forEach((p) => p.resolve()),
  };
}

const ok = (data: unknown): Reply => ({ body: { code: '1', msg: '操作成功', data } });
const A = '/api/bzf-portal-background/BpbArticleCollectEntity';

const renderButton = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <FavouriteButton contentId={7} title="公租房配租公告" />
    </SWRConfig>,
  );

const signIn = () => {
  document.cookie = 'login=true; path=/';
};

afterEach(() => {
  document.cookie = 'login=; path=/; max-age=0';
});

describe('FavouriteButton', () => {
  it('an anonymous visitor sees 「收藏」 that leads to sign-in and back to this article; nothing is asked of the API', () => {
    window.history.replaceState(null, '', '/t3/news_list/article_content?col1=tzgg&contentId=7');
    const api = fakeApi({});
    renderButton();
    expect(screen.getByRole('link', { name: '收藏' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ft3%2Fnews_list%2Farticle_content%3Fcol1%3Dtzgg%26contentId%3D7',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('a signed-in reader sees 「已收藏」 for an article they favourited', async () => {
    signIn();
    fakeApi({ [`${A}/selectIfCollect`]: [ok({ collected: true, id: 3 })] });
    renderButton();
    const button = await screen.findByRole('button', { name: '取消收藏「公租房配租公告」' });
    expect(button).toHaveTextContent('已收藏');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('favourites at once on click (before the server answers) and keeps it', async () => {
    signIn();
    const api = fakeApi({ [`${A}/selectIfCollect`]: [ok({ collected: false, id: null })], [`${A}/insertRecord`]: [ok({ id: 11, contentId: 7, collected: true })] });
    renderButton();
    const button = await screen.findByRole('button', { name: '收藏「公租房配租公告」' });
    await waitFor(() => expect(button).toBeEnabled());
    api.holdPosts();
    fireEvent.click(button);
    expect(await screen.findByRole('button', { pressed: true })).toHaveTextContent('已收藏');
    await act(async () => api.release());
    expect(await screen.findByRole('status')).toHaveTextContent('已加入我的收藏');
    expect(api.calls.find((c) => c.url.endsWith('/insertRecord'))?.body).toEqual({ contentId: 7 });
  });

  it('removes the favourite by its id and goes back when the server refuses', async () => {
    signIn();
    const api = fakeApi({
      [`${A}/selectIfCollect`]: [ok({ collected: true, id: 3 })],
      [`${A}/batch/updateById`]: [ok({ updated: 1 }), { status: 500, body: { code: '5000', msg: '系统繁忙，请稍后再试', data: null } }],
      [`${A}/insertRecord`]: [{ status: 500, body: { code: '5000', msg: '系统繁忙，请稍后再试', data: null } }],
    });
    renderButton();
    const button = await screen.findByRole('button', { pressed: true });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls.find((c) => c.url.endsWith('/batch/updateById'))?.body).toEqual({ ids: [3], deleted: true });
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  });

  it('when the session has ended, shows the sign-in link again', async () => {
    signIn();
    fakeApi({ [`${A}/selectIfCollect`]: [{ status: 401, body: { code: '4010', msg: '请先登录', data: null } }] });
    renderButton();
    expect(await screen.findByRole('link', { name: '收藏' })).toHaveAttribute('href', expect.stringMatching(/^\/login\?redirect=/));
  });

  it('follows the page’s account state: when the start-up login signs the browser in after the page opened, the real button appears', async () => {
    const api = fakeApi({ [`${A}/selectIfCollect`]: [ok({ collected: true, id: 5 })] });
    let markSignedIn: ((n: string) => void) | undefined;
    function Grab() {
      markSignedIn = useAccount()?.markSignedIn;
      return null;
    }
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AccountProvider>
          <Grab />
          <FavouriteButton contentId={7} title="公租房配租公告" />
        </AccountProvider>
      </SWRConfig>,
    );
    // No login cookie yet (the start-up login is still running): the sign-in link.
    expect(screen.getByRole('link', { name: '收藏' })).toBeInTheDocument();
    act(() => markSignedIn?.('138****8000'));
    expect(await screen.findByRole('button', { name: '取消收藏「公租房配租公告」' })).toHaveAttribute('aria-pressed', 'true');
    // Its own state is asked once (the header's unread count, asked by the account provider, is not the button's).
    expect(api.calls.map((c) => c.url).filter((u) => u.startsWith(A))).toEqual([`${A}/selectIfCollect?contentId=7`]);
  });
});
