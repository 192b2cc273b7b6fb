import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MSG, CHALLENGE_MSG } from '@/lib/validation/account';
import { AccountProvider, useAccount } from './AccountProvider.client';
import { LoginForm } from './LoginForm.client';

const router = { push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/login', useSearchParams: () => new URLSearchParams() }));

type Sent = { url: string; body: Record<string, unknown> };
let sent: Sent[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { code: '1', msg: '操作成功', data: { userMobile: '138****8000' } } };

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { code: '1', msg: '操作成功', data: { userMobile: '138****8000' } } };
  Object.values(router).forEach((f) => f.mockReset());
  window.history.replaceState(null, '', '/login');
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) });
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
});

function Shown() {
  const account = useAccount();
  return <output data-testid="account">{account?.status === 'signedIn' ? account.showNumber : 'anonymous'}</output>;
}

function renderForm(props: Parameters<typeof LoginForm>[0] = {}) {
  const navigate = jest.fn();
  render(
    <AccountProvider>
      <LoginForm onNavigate={navigate} {...props} />
      <Shown />
    </AccountProvider>,
  );
  return navigate;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const submit = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('LoginForm', () => {
  it('opens on the login form (spec: default form type login) with visible labels, not placeholders', () => {
    renderForm();
    expect(screen.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('手机号码')).toBeVisible();
    expect(screen.getByLabelText('密码', { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('在此设备上保持登录')).not.toBeChecked();
    expect(screen.getByLabelText('手机号码')).not.toHaveAttribute('placeholder');
  });

  it('says what is missing next to each field, marks it invalid and focuses the first one', () => {
    renderForm();
    submit('登录');
    const mobile = screen.getByLabelText('手机号码');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(/请输入手机号码/);
    expect(screen.getByLabelText('密码', { selector: 'input' })).toHaveAccessibleDescription(/请输入密码/);
    expect(mobile).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('uses the server’s wording for a malformed mobile number and clears it once fixed', () => {
    renderForm();
    type('手机号码', '1234');
    submit('登录');
    expect(screen.getByText(ACCOUNT_MSG.mobile)).toBeInTheDocument();
    type('手机号码', '13800138000');
    expect(screen.queryByText(ACCOUNT_MSG.mobile)).not.toBeInTheDocument();
  });

  it('shows the API message (wrong mobile or password) in an alert and stays on the page', async () => {
    answer = { status: 401, body: { code: '4010', msg: '手机号或密码错误', data: null } };
    const navigate = renderForm();
    type('手机号码', '13800138000');
    type('密码', 'wrong-pass1');
    submit('登录');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('手机号或密码错误'));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByTestId('account')).toHaveTextContent('anonymous');
  });

  it('signs in, shows the masked number and goes to the same-origin ?redirect= path', async () => {
    const navigate = renderForm({ redirect: '/t1/personalCenter/collection_content/article_collection' });
    type('手机号码', '13800138000');
    type('密码', 'Secret123');
    submit('登录');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/t1/personalCenter/collection_content/article_collection'));
    expect(sent[0]).toEqual({ url: '/api/bzf-portal-register/portal/login', body: { mobile: '13800138000', password: 'Secret123' } });
    expect(screen.getByTestId('account')).toHaveTextContent('138****8000');
  });

  it('a redirect to another site is not followed: /home instead', async () => {
    const navigate = renderForm({ redirect: 'https://evil.example/phish' });
    type('手机号码', '13800138000');
    type('密码', 'Secret123');
    submit('登录');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
  });

  it('「在此设备上保持登录」 sends remember: true', async () => {
    renderForm();
    type('手机号码', '13800138000');
    type('密码', 'Secret123');
    fireEvent.click(screen.getByLabelText('在此设备上保持登录'));
    submit('登录');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ remember: true });
  });

  it('switches form types with the tabs and with the arrow keys, and keeps ?type= in the address', () => {
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: '新用户注册' }));
    expect(screen.getByRole('tab', { name: '新用户注册' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('?type=register');
    expect(screen.getByLabelText('确认密码', { selector: 'input' })).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('tab', { name: '新用户注册' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '修改密码' })).toHaveFocus();
    expect(screen.getByLabelText('原密码', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText('新密码', { selector: 'input' })).toBeInTheDocument();
    expect(window.location.search).toBe('?type=password');

    fireEvent.keyDown(screen.getByRole('tab', { name: '修改密码' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('');
  });

  it('registration requires ticking the agreement, whose links open both agreements', async () => {
    renderForm({ initialType: 'register' });
    expect(screen.getByRole('link', { name: /《用户协议》/ })).toHaveAttribute('href', '/privacypolicy/user');
    expect(screen.getByRole('link', { name: /《注册协议》/ })).toHaveAttribute('href', '/privacypolicy/register');
    // Registration records consent to all three texts (bpr_consent), so all three are linked.
    expect(screen.getByRole('link', { name: /《隐私政策》/ })).toHaveAttribute('href', '/privacypolicy/privacy');
    type('手机号码', '13900139000');
    type('密码', 'Abcdef12');
    type('确认密码', 'Abcdef12');
    submit('注册并登录');
    const agree = screen.getByRole('checkbox', { name: /我已阅读并同意/ });
    expect(agree).toHaveAttribute('aria-invalid', 'true');
    expect(agree).toHaveAccessibleDescription(ACCOUNT_MSG.agree);
    expect(sent).toHaveLength(0);

    fireEvent.click(agree);
    submit('注册并登录');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/bzf-portal-register/portal/register',
      body: { mobile: '13900139000', password: 'Abcdef12', agreeUser: true, agreeRegister: true },
    });
  });

  it('registration checks the new password like the server: letters and digits, no mobile, confirmed', () => {
    renderForm({ initialType: 'register' });
    type('手机号码', '13900139000');
    type('密码', 'abcdefgh');
    type('确认密码', 'abcdefgx');
    submit('注册并登录');
    expect(screen.getByText(ACCOUNT_MSG.passwordMix)).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    type('密码', 'a13900139000');
    expect(screen.getByText(ACCOUNT_MSG.passwordHasMobile)).toBeInTheDocument();
  });

  it('password change sends mobile, old and new password', async () => {
    const navigate = renderForm({ initialType: 'password' });
    type('手机号码', '13800138000');
    type('原密码', 'OldPass123');
    type('新密码', 'NewPass456');
    type('确认新密码', 'NewPass456');
    submit('修改密码');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
    expect(sent[0]).toEqual({
      url: '/api/bzf-portal-register/portal/changePassword',
      body: { mobile: '13800138000', oldPassword: 'OldPass123', newPassword: 'NewPass456' },
    });
  });

  it('the show-password switch reveals the typed password', () => {
    renderForm();
    const reveal = screen.getByRole('button', { name: /显示密码/ });
    act(() => reveal.click());
    expect(screen.getByLabelText('密码', { selector: 'input' })).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
  });

  describe('the sign-in challenge (issue #24 part 8a)', () => {
    const CHALLENGE = `${'n'.repeat(16)}.mip2x0.${'m'.repeat(22)}`;
    const NEXT = `${'p'.repeat(16)}.mip2x0.${'q'.repeat(22)}`;

    it('a sign-in answered 4011 shows the picture and its field; the next try sends the digits with the picture\'s id', async () => {
      const replies: Record<string, Array<{ status: number; body: unknown }>> = {
        login: [
          { status: 401, body: { code: '4011', msg: CHALLENGE_MSG.required, data: null } },
          { status: 200, body: { code: '1', msg: '操作成功', data: { userMobile: '138****8000' } } },
        ],
        loginChallenge: [{ status: 200, body: { code: '1', msg: '操作成功', data: { challengeId: CHALLENGE, image: `/api/bzf-portal-register/portal/loginChallenge?id=${CHALLENGE}` } } }],
      };
      global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
        sent.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) });
        const reply = replies[String(url).split('/').pop() as string]?.shift() ?? { status: 500, body: {} };
        return { ok: reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
      }) as typeof fetch;
      const navigate = renderForm();
      type('手机号码', '13800138000');
      type('密码', 'Anju2026ok');
      submit('登录');
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CHALLENGE_MSG.required));
      expect(sent.map((s) => s.url.split('/').pop())).toEqual(['login', 'loginChallenge']);
      expect(sent[1]?.body).toEqual({ mobile: '13800138000' });
      const picture = screen.getByRole('img', { name: '验证图片，内有 4 位数字' });
      expect(picture).toHaveAttribute('src', `/api/bzf-portal-register/portal/loginChallenge?id=${encodeURIComponent(CHALLENGE)}`);
      const field = screen.getByLabelText('验证码：图中的 4 位数字');
      await waitFor(() => expect(field).toHaveFocus());

      // Nothing typed: said at the field, nothing sent.
      submit('登录');
      expect(field).toHaveAccessibleDescription(/请输入图中的 4 位数字/);
      expect(sent).toHaveLength(2);

      type('验证码：图中的 4 位数字', '4817');
      submit('登录');
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
      expect(sent[2]).toEqual({ url: '/api/bzf-portal-register/portal/login', body: { mobile: '13800138000', password: 'Anju2026ok', challengeId: CHALLENGE, challengeAnswer: '4817' } });
    });

    it('a wrong answer brings a fresh picture, and 换一张 asks for another one', async () => {
      const ids = [NEXT, CHALLENGE];
      global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
        sent.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) });
        const reply = String(url).endsWith('/loginChallenge')
          ? { status: 200, body: { code: '1', msg: '操作成功', data: { challengeId: ids.shift() ?? NEXT, image: '' } } }
          : { status: 401, body: { code: '4011', msg: CHALLENGE_MSG.wrong, data: null } };
        return { ok: reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
      }) as typeof fetch;
      renderForm({ initialChallenge: CHALLENGE });
      type('手机号码', '13800138000');
      type('密码', 'Anju2026ok');
      type('验证码：图中的 4 位数字', '0000');
      submit('登录');
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CHALLENGE_MSG.wrong));
      await waitFor(() => expect(screen.getByRole('img', { name: '验证图片，内有 4 位数字' })).toHaveAttribute('src', expect.stringContaining(NEXT)));
      expect(screen.getByLabelText('验证码：图中的 4 位数字')).toHaveValue('');
      submit('看不清，换一张');
      await waitFor(() => expect(screen.getByRole('img', { name: '验证图片，内有 4 位数字' })).toHaveAttribute('src', expect.stringContaining(CHALLENGE)));
    });

    it('back from a sign-in posted without JavaScript: says why and offers the picture as plain form fields posting to the sign-in route', () => {
      renderForm({ initialChallenge: CHALLENGE, initialFailed: 'challengeRequired', redirect: '/t1/personalCenter/personal_info/basic_info' });
      expect(screen.getByRole('alert')).toHaveTextContent(CHALLENGE_MSG.required);
      const form = screen.getByLabelText('验证码：图中的 4 位数字').closest('form') as HTMLFormElement;
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/api/bzf-portal-register/portal/login');
      expect(form.elements.namedItem('challengeId')).toHaveValue(CHALLENGE);
      expect(form.elements.namedItem('challengeAnswer')).toBeInTheDocument();
      expect(form.elements.namedItem('redirect')).toHaveValue('/t1/personalCenter/personal_info/basic_info');
      expect(form.elements.namedItem('mobile')).toBeInTheDocument();
      expect(form.elements.namedItem('password')).toBeInTheDocument();
    });
  });
});
