'use client';

/**
 * Shared navigation state of spec §2 for client leaves (header, side menu, login form, iframe…).
 * Server pages resolve col1..col4 themselves (lib/navigation/resolve); this holds what the browser
 * alone knows or changes: window size, scroll, and selections made without a navigation.
 */
import { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';
import type { ColumnInfo, NavigationInfo } from '@/lib/navigation/resolve';
import { PHONE_MAX_WIDTH } from '@/lib/styles/theme';

/** Spec §9: a phone screen is at most 769 px wide (lib/styles/breakpoints.json, as CSS's `@media (--phone)`). */
export { PHONE_MAX_WIDTH } from '@/lib/styles/theme';
/** Desktop-first until the first measurement, so server and first client render agree. */
export const DEFAULT_SCREEN_WIDTH = 1200;
/** Spec §9: default form type. */
export const DEFAULT_FORM_TYPE = 'login';

export type NavigationSnapshot = {
  /** Key of the selected (header-highlighted) top-level column. */
  selectedColumn: string | null;
  secondKey: string | null;
  secondInfo: ColumnInfo | null;
  thirdKey: string | null;
  thirdInfo: ColumnInfo | null;
  fourthKey: string | null;
  fourthInfo: ColumnInfo | null;
  /** Selected entry of the column labelled 个人中心. */
  personalCenterEntry: ColumnInfo | null;
  postId: string | null;
  iframeSrc: string | null;
  formType: string;
  screenWidth: number;
  isPhone: boolean;
  scrollTop: number;
  touchBottom: boolean;
};

export type NavigationActions = {
  setSelectedColumn: (key: string | null) => void;
  setSecondMenu: (info: ColumnInfo | null) => void;
  setThirdMenu: (info: ColumnInfo | null) => void;
  setFourthMenu: (info: ColumnInfo | null) => void;
  setPersonalCenterEntry: (info: ColumnInfo | null) => void;
  setPostId: (postId: string | null) => void;
  setIframeSrc: (src: string | null) => void;
  setFormType: (formType: string) => void;
  /** Also derives isPhone. */
  setScreenWidth: (width: number) => void;
  setScrollTop: (scrollTop: number) => void;
  setTouchBottom: (touchBottom: boolean) => void;
  /** Selected column and menu levels at once, from a server-resolved navigation. */
  applyNavigation: (nav: NavigationInfo) => void;
};

export type NavigationContextValue = NavigationSnapshot & NavigationActions;

export function isPhoneWidth(width: number): boolean {
  return width <= PHONE_MAX_WIDTH;
}

export function initialNavigationSnapshot(initial: Partial<NavigationSnapshot> = {}): NavigationSnapshot {
  const screenWidth = initial.screenWidth ?? DEFAULT_SCREEN_WIDTH;
  return {
    selectedColumn: null,
    secondKey: null,
    secondInfo: null,
    thirdKey: null,
    thirdInfo: null,
    fourthKey: null,
    fourthInfo: null,
    personalCenterEntry: null,
    postId: null,
    iframeSrc: null,
    formType: DEFAULT_FORM_TYPE,
    scrollTop: 0,
    touchBottom: false,
    ...initial,
    screenWidth,
    isPhone: isPhoneWidth(screenWidth),
  };
}

function sameInfo(a: ColumnInfo | null, b: ColumnInfo | null): boolean {
  return a === b || (a !== null && b !== null && a.key === b.key && a.label === b.label);
}

/** Applies a patch, keeping the same object when nothing changes so consumers do not re-render. */
function reducer(state: NavigationSnapshot, patch: Partial<NavigationSnapshot>): NavigationSnapshot {
  let changed = false;
  for (const [k, v] of Object.entries(patch) as [keyof NavigationSnapshot, unknown][]) {
    const current: unknown = state[k];
    const equal =
      typeof v === 'object' && v !== null ? sameInfo(current as ColumnInfo | null, v as ColumnInfo) : current === v;
    if (!equal) {
      changed = true;
      break;
    }
  }
  return changed ? { ...state, ...patch } : state;
}

const menuPatch = (level: 'second' | 'third' | 'fourth', info: ColumnInfo | null): Partial<NavigationSnapshot> => ({
  [`${level}Key`]: info?.key ?? null,
  [`${level}Info`]: info,
});

const NavigationContext = createContext<NavigationContextValue | null>(null);

export type NavigationStateProviderProps = {
  children: ReactNode;
  /** Server-known starting values (e.g. the resolved active column). */
  initial?: Partial<NavigationSnapshot>;
};

export function NavigationStateProvider({ children, initial }: NavigationStateProviderProps) {
  const [state, dispatch] = useReducer(reducer, initial, initialNavigationSnapshot);

  const actions = useMemo<NavigationActions>(
    () => ({
      setSelectedColumn: (selectedColumn) => dispatch({ selectedColumn }),
      setSecondMenu: (info) => dispatch(menuPatch('second', info)),
      setThirdMenu: (info) => dispatch(menuPatch('third', info)),
      setFourthMenu: (info) => dispatch(menuPatch('fourth', info)),
      setPersonalCenterEntry: (personalCenterEntry) => dispatch({ personalCenterEntry }),
      setPostId: (postId) => dispatch({ postId }),
      setIframeSrc: (iframeSrc) => dispatch({ iframeSrc }),
      setFormType: (formType) => dispatch({ formType }),
      setScreenWidth: (screenWidth) =>
        dispatch({ screenWidth, isPhone: isPhoneWidth(screenWidth) }),
      setScrollTop: (scrollTop) => dispatch({ scrollTop }),
      setTouchBottom: (touchBottom) => dispatch({ touchBottom }),
      applyNavigation: (nav) =>
        dispatch({
          selectedColumn: nav.activeKey,
          ...menuPatch('second', nav.second),
          ...menuPatch('third', nav.third),
          ...menuPatch('fourth', nav.fourth),
          ...(nav.personalCenterEntry ? { personalCenterEntry: nav.personalCenterEntry } : {}),
        }),
    }),
    [],
  );

  const value = useMemo<NavigationContextValue>(() => ({ ...state, ...actions }), [state, actions]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The shared navigation state and its setters; throws outside NavigationStateProvider. */
export function useNavigationState(): NavigationContextValue {
  const value = useContext(NavigationContext);
  if (!value) throw new Error('useNavigationState must be used inside <NavigationStateProvider>');
  return value;
}

/** Like useNavigationState, but null outside a provider (for leaves that also render standalone). */
export function useOptionalNavigationState(): NavigationContextValue | null {
  return useContext(NavigationContext);
}
