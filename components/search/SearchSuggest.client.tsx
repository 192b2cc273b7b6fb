'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { getJson, type FetchLike } from '@/lib/api-client/envelope';
import { SEARCH_TEXT as T } from './text';
import styles from './SearchSuggest.module.css';

/** One option, as GET /api/bzf-portal-cms/search/suggest answers it (lib/search/suggest.ts). */
export type SuggestionItem = { text: string; url: string; source: 'page' | 'query' | 'result'; label: string };

export type SearchSuggestProps = {
  /** The search box's input (rendered by SearchBox, in the HTML before this script arrives). */
  inputRef: RefObject<HTMLInputElement | null>;
  listId: string;
};

export const SUGGEST_API = '/api/bzf-portal-cms/search/suggest';
/** Wait this long after the last key before asking: one request per pause, not per character. */
const DEBOUNCE_MS = 150;

/**
 * Suggestions under the header's search box (issue #27 part 3): the ARIA 1.2 combobox pattern on the
 * box's own input — aria-expanded, aria-controls, aria-activedescendant; ↓/↑ move through the
 * options, Enter opens the one chosen, Esc closes the list. Enter with no option chosen submits the
 * form as without JavaScript.
 */
export function SearchSuggest({ inputRef, listId }: SearchSuggestProps) {
  const [items, setItems] = useState<SuggestionItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && items.length > 0;
  // What the key handler (attached once) reads: the state of the last render.
  const state = useRef({ items, shown, active });
  useEffect(() => {
    state.current = { items, shown, active };
  });

  // What is typed: ask after a pause; a newer question cancels the older one.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    const ask = (keyword: string) => {
      controller?.abort();
      const own = new AbortController();
      controller = own;
      const fetchWithSignal: FetchLike = (url, init) => fetch(url, { ...init, signal: own.signal });
      void getJson<{ suggestions: SuggestionItem[] }>(`${SUGGEST_API}?keyword=${encodeURIComponent(keyword)}`, fetchWithSignal).then((result) => {
        if (own.signal.aborted || input.value.trim() !== keyword) return;
        setItems(result.ok ? result.data.suggestions : []);
        setActive(-1);
        setOpen(result.ok && document.activeElement === input);
      });
    };
    const onInput = () => {
      clearTimeout(timer);
      const keyword = input.value.trim();
      if (!keyword) {
        controller?.abort();
        setItems([]);
        setOpen(false);
        return;
      }
      timer = setTimeout(() => ask(keyword), DEBOUNCE_MS);
    };
    const onBlur = () => setOpen(false);
    const onFocus = () => setOpen(true);
    const onKeyDown = (e: KeyboardEvent) => {
      const { items: list, shown: visible, active: current } = state.current;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (list.length === 0) return;
        e.preventDefault();
        if (!visible) {
          setOpen(true);
          setActive(e.key === 'ArrowDown' ? 0 : list.length - 1);
          return;
        }
        setActive(e.key === 'ArrowDown' ? (current + 1) % list.length : current <= 0 ? list.length - 1 : current - 1);
      } else if (e.key === 'Enter' && visible && current >= 0) {
        const chosen = list[current];
        if (!chosen) return;
        e.preventDefault();
        window.location.assign(chosen.url);
      } else if (e.key === 'Escape' && visible) {
        // Closes the list only; a second Esc clears the box as the browser does.
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    // Typed before this script arrived: ask at once.
    if (input.value.trim()) onInput();
    return () => {
      clearTimeout(timer);
      controller?.abort();
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
    };
  }, [inputRef]);

  // The combobox's state on the input, where assistive technology reads it.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [inputRef, listId, shown, active]);

  return (
    <>
      <ul id={listId} role="listbox" aria-label={T.suggestLabel} className={styles.list} hidden={!shown}>
        {items.map((s, i) => (
          <li
            key={`${s.url}|${s.text}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            // The input keeps the focus (and the list stays open) while an option is clicked.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => window.location.assign(s.url)}
          >
            <span className={styles.text}>{s.text}</span>
            <span className={styles.label}>{s.label}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {shown ? T.suggestCount(items.length) : ''}
      </p>
    </>
  );
}
