import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  DEFAULT_FORM_TYPE,
  NavigationStateProvider,
  PHONE_MAX_WIDTH,
  initialNavigationSnapshot,
  useNavigationState,
  useOptionalNavigationState,
  type NavigationSnapshot,
} from './NavigationState.client';

function wrapperWith(initial?: Partial<NavigationSnapshot>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <NavigationStateProvider initial={initial}>{children}</NavigationStateProvider>;
  };
}

describe('NavigationStateProvider', () => {
  it('starts with the spec defaults', () => {
    const { result } = renderHook(() => useNavigationState(), { wrapper: wrapperWith() });
    expect(result.current.formType).toBe(DEFAULT_FORM_TYPE);
    expect(DEFAULT_FORM_TYPE).toBe('login');
    expect(result.current.selectedColumn).toBeNull();
    expect(result.current.secondKey).toBeNull();
    expect(result.current.postId).toBeNull();
    expect(result.current.iframeSrc).toBeNull();
    expect(result.current.isPhone).toBe(false);
    expect(result.current.scrollTop).toBe(0);
    expect(result.current.touchBottom).toBe(false);
  });

  it('takes server-known initial values', () => {
    const { result } = renderHook(() => useNavigationState(), {
      wrapper: wrapperWith({ selectedColumn: 'dyyw', screenWidth: 375 }),
    });
    expect(result.current.selectedColumn).toBe('dyyw');
    expect(result.current.isPhone).toBe(true);
  });

  it('derives isPhone from the width (≤ 769 px)', () => {
    const { result } = renderHook(() => useNavigationState(), { wrapper: wrapperWith() });
    act(() => result.current.setScreenWidth(PHONE_MAX_WIDTH));
    expect(result.current.isPhone).toBe(true);
    act(() => result.current.setScreenWidth(PHONE_MAX_WIDTH + 1));
    expect(result.current.isPhone).toBe(false);
    expect(result.current.screenWidth).toBe(770);
  });

  it('sets menu levels with key and info together', () => {
    const { result } = renderHook(() => useNavigationState(), { wrapper: wrapperWith() });
    act(() => {
      result.current.setSelectedColumn('dyyw');
      result.current.setSecondMenu({ key: 'bzf', label: '保障性租赁住房' });
      result.current.setThirdMenu({ key: 'bzf_ywbl', label: '业务办理' });
      result.current.setFourthMenu({ key: 'bzf_ywbl_gr', label: '个人申请' });
    });
    expect(result.current.selectedColumn).toBe('dyyw');
    expect(result.current.secondKey).toBe('bzf');
    expect(result.current.secondInfo).toEqual({ key: 'bzf', label: '保障性租赁住房' });
    expect(result.current.thirdKey).toBe('bzf_ywbl');
    expect(result.current.fourthInfo?.label).toBe('个人申请');
    act(() => result.current.setThirdMenu(null));
    expect(result.current.thirdKey).toBeNull();
    expect(result.current.thirdInfo).toBeNull();
  });

  it('has setters for every other field', () => {
    const { result } = renderHook(() => useNavigationState(), { wrapper: wrapperWith() });
    act(() => {
      result.current.setPersonalCenterEntry({ key: 'grxx', label: '个人信息' });
      result.current.setPostId('42');
      result.current.setIframeSrc('https://example.test/rentCenter/syncloginportal.html?token=t');
      result.current.setFormType('register');
      result.current.setScrollTop(300);
      result.current.setTouchBottom(true);
    });
    expect(result.current.personalCenterEntry?.key).toBe('grxx');
    expect(result.current.postId).toBe('42');
    expect(result.current.iframeSrc).toContain('syncloginportal.html');
    expect(result.current.formType).toBe('register');
    expect(result.current.scrollTop).toBe(300);
    expect(result.current.touchBottom).toBe(true);
  });

  it('applies a server-resolved navigation at once', () => {
    const { result } = renderHook(() => useNavigationState(), { wrapper: wrapperWith() });
    act(() =>
      result.current.applyNavigation({
        activeKey: 'grzx',
        special: null,
        parent: { key: 'grzx', label: '个人中心' },
        second: { key: 'grxx', label: '个人信息' },
        third: null,
        fourth: null,
        personalCenterEntry: { key: 'grxx', label: '个人信息' },
      }),
    );
    expect(result.current.selectedColumn).toBe('grzx');
    expect(result.current.secondKey).toBe('grxx');
    expect(result.current.thirdKey).toBeNull();
    expect(result.current.personalCenterEntry?.key).toBe('grxx');
  });

  it('does not re-render consumers when a setter changes nothing', () => {
    let renders = 0;
    function Probe() {
      renders += 1;
      const { selectedColumn } = useNavigationState();
      return <span>{selectedColumn ?? '-'}</span>;
    }
    let setters: ReturnType<typeof useNavigationState> | null = null;
    function Grab() {
      setters = useNavigationState();
      return null;
    }
    render(
      <NavigationStateProvider>
        <Probe />
        <Grab />
      </NavigationStateProvider>,
    );
    act(() => setters!.setSelectedColumn('xwzx'));
    expect(screen.getByText('xwzx')).toBeInTheDocument();
    const after = renders;
    act(() => setters!.setSelectedColumn('xwzx'));
    act(() => setters!.setSecondMenu(null));
    expect(renders).toBe(after);
  });

  it('throws a clear error outside the provider; the optional hook returns null', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useNavigationState())).toThrow(/NavigationStateProvider/);
    expect(renderHook(() => useOptionalNavigationState()).result.current).toBeNull();
  });

  it('initialNavigationSnapshot derives isPhone even when overridden inconsistently', () => {
    expect(initialNavigationSnapshot({ screenWidth: 500, isPhone: false }).isPhone).toBe(true);
  });
});
