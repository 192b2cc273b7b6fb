'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/api-client/use-hydrated';
import { solveChallenge } from '@/lib/questionnaires/proof-of-work';
import {
  answerMessages,
  answersSchema,
  charCount,
  fieldName,
  otherFieldName,
  textLimit,
  type AnswerValues,
  type QuestionDef,
  type SectionDef,
} from '@/lib/validation/questionnaire';
import { QN_UI as T } from './text';
import styles from './Questionnaire.module.css';

export type QuestionnaireFormProps = {
  /** The submit API for this questionnaire: a plain form posts there, the script posts JSON there. */
  action: string;
  sections: SectionDef[];
  /** What a refused plain form post sent (kept on the server), shown again. */
  initialValues?: AnswerValues;
  /** The server's messages for those answers, per question field. */
  initialMessages?: Record<string, string>;
  /** Where to go after success; tests pass their own. */
  onNavigate?: (href: string) => void;
  /**
   * The browser check of an anonymous questionnaire with public results: solved while the person
   * answers, sent with the answers. Without scripts there is none, and the page offers signing in.
   */
  challenge?: string;
};

const questionId = (q: QuestionDef) => `qn-${q.id}`;
const errorId = (q: QuestionDef) => `qn-${q.id}-error`;
const hintId = (q: QuestionDef) => `qn-${q.id}-hint`;

const listOf = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const textOf = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

type Sent = { ok: true; href: string } | { ok: false; msg: string; fields: Record<string, string> };

type Proof = { challenge: string; solution: string };

async function send(action: string, answers: AnswerValues, proof?: Proof): Promise<Sent> {
  try {
    const response = await fetch(action, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(proof ? { answers, proof } : { answers }),
    });
    const env = (await response.json().catch(() => null)) as { code?: string; msg?: string; data?: { thanksHref?: string; fields?: Record<string, string> } | null } | null;
    if (response.ok && env?.code === '1' && typeof env.data?.thanksHref === 'string') return { ok: true, href: env.data.thanksHref };
    return { ok: false, msg: env?.msg || T.busy, fields: env?.data?.fields ?? {} };
  } catch {
    return { ok: false, msg: T.networkError, fields: {} };
  }
}

function hintOf(q: QuestionDef): string {
  const parts: string[] = [];
  if (q.hint) parts.push(q.hint);
  if (q.kind === 'multiple') parts.push(T.choose(q.minChoices, q.maxChoices));
  if (q.kind === 'short_text' || q.kind === 'long_text') parts.push(T.textLimit(textLimit(q)));
  if (q.kind === 'rating') parts.push(T.ratingScale);
  return parts.join('；');
}

/**
 * The questionnaire's fields. The markup is a plain form that posts to the API without JavaScript;
 * with it, the questionnaire's own answers schema (the server's rules) checks each question as it
 * is answered, the first wrong question gets focus on submit, the post is JSON and happens once
 * however often the button is pressed, and the server's messages land at their questions.
 */
export function QuestionnaireForm({ action, sections, initialValues = {}, initialMessages = {}, onNavigate, challenge }: QuestionnaireFormProps) {
  const hydrated = useHydrated();
  const schema = useMemo(() => answersSchema({ sections }), [sections]);
  const questions = useMemo(() => sections.flatMap((s) => s.questions), [sections]);
  const [values, setValues] = useState<AnswerValues>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverMessages, setServerMessages] = useState<Record<string, string>>(initialMessages);
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const solutionRef = useRef<Promise<string | null> | null>(null);

  // Started at once, so by the time the questions are answered the check is usually done.
  useEffect(() => {
    if (!challenge) return;
    const controller = new AbortController();
    solutionRef.current = solveChallenge(challenge, { signal: controller.signal }).catch(() => null);
    return () => controller.abort();
  }, [challenge]);

  const clientMessages = useMemo(() => {
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : answerMessages(parsed.error);
  }, [schema, values]);

  const messageOf = (q: QuestionDef): string | undefined => {
    const name = fieldName(q.id);
    if (serverMessages[name]) return serverMessages[name];
    return hydrated && (submitted || touched.has(name)) ? clientMessages[name] : undefined;
  };

  const change = (q: QuestionDef, key: string, value: string | string[]) => {
    const name = fieldName(q.id);
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
    setServerMessages((m) => {
      if (!(name in m)) return m;
      const next = { ...m };
      delete next[name];
      return next;
    });
  };

  const focusFirst = (messages: Record<string, string>) => {
    const first = questions.find((q) => messages[fieldName(q.id)]);
    if (!first) return;
    const target = document.querySelector<HTMLElement>(`#${questionId(first)} input, #${questionId(first)} textarea`);
    target?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    setSubmitted(true);
    if (Object.keys(clientMessages).length > 0) {
      setStatus(T.summary);
      focusFirst(clientMessages);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setStatus(challenge ? T.checking : T.sending);
    const solution = challenge ? await (solutionRef.current ?? solveChallenge(challenge)) : null;
    if (challenge) setStatus(T.sending);
    const answer = await send(action, values, challenge && solution ? { challenge, solution } : undefined);
    if (answer.ok) {
      setStatus(T.thanksTitle);
      (onNavigate ?? ((href: string) => window.location.assign(href)))(answer.href);
      return;
    }
    sendingRef.current = false;
    setSending(false);
    setServerMessages(answer.fields);
    setStatus(answer.msg);
    focusFirst(answer.fields);
  };

  const wrong = questions.filter((q) => messageOf(q));

  return (
    <form className={styles.form} method="post" action={action} onSubmit={onSubmit} noValidate>
      {sections.map((section, si) => (
        <section key={section.id} className={styles.section} aria-labelledby={`qn-section-${section.id}`}>
          <h2 id={`qn-section-${section.id}`} className={styles.sectionTitle}>
            {sections.length > 1 ? `${'一二三四五六七八九十'[si] ?? si + 1}、` : ''}
            {section.title}
          </h2>
          {section.description ? <p className={styles.sectionText}>{section.description}</p> : null}
          {section.questions.map((q) => (
            <Question
              key={q.id}
              q={q}
              number={questions.indexOf(q) + 1}
              values={values}
              message={messageOf(q)}
              onChange={(key, value) => change(q, key, value)}
              hydrated={hydrated}
            />
          ))}
        </section>
      ))}
      {submitted && wrong.length > 0 ? (
        <div className={styles.summary}>
          <p>{T.summary}</p>
          <ul>
            {wrong.map((q) => (
              <li key={q.id}>
                <a href={`#${questionId(q)}`}>
                  第 {questions.indexOf(q) + 1} 题：{messageOf(q)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending} aria-disabled={sending || undefined}>
          {sending ? T.sending : T.submit}
        </button>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </form>
  );
}

type QuestionProps = {
  q: QuestionDef;
  number: number;
  values: AnswerValues;
  message?: string;
  onChange: (key: string, value: string | string[]) => void;
  hydrated: boolean;
};

function Title({ q, number }: { q: QuestionDef; number: number }) {
  return (
    <>
      <span className={styles.number}>{number}.</span> {q.title}
      {q.required ? (
        <span className={styles.required}>
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden">（{T.requiredMark}）</span>
        </span>
      ) : null}
    </>
  );
}

function Question({ q, number, values, message, onChange, hydrated }: QuestionProps) {
  const hint = hintOf(q);
  const describedBy = [hint ? hintId(q) : null, message ? errorId(q) : null].filter(Boolean).join(' ') || undefined;
  const name = fieldName(q.id);
  const invalid = message ? true : undefined;
  const messageEl = message ? (
    <p id={errorId(q)} className={styles.error}>
      {message}
    </p>
  ) : null;
  const hintEl = hint ? (
    <p id={hintId(q)} className={styles.hint}>
      {hint}
    </p>
  ) : null;

  if (q.kind === 'short_text' || q.kind === 'long_text') {
    const value = textOf(values[name]);
    const max = textLimit(q);
    const count = charCount(value.trim());
    const common = {
      id: `${questionId(q)}-input`,
      name,
      value,
      onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
      'aria-invalid': invalid,
      'aria-describedby': describedBy,
      'aria-required': q.required || undefined,
      className: styles.textInput,
    };
    return (
      <div id={questionId(q)} className={styles.question}>
        <label className={styles.questionTitle} htmlFor={common.id}>
          <Title q={q} number={number} />
        </label>
        {hintEl}
        {q.kind === 'long_text' ? <textarea {...common} rows={5} /> : <input {...common} type="text" />}
        {hydrated ? (
          <p className={count > max ? styles.counterOver : styles.counter} aria-hidden="true">
            {T.counter(count, max)}
          </p>
        ) : null}
        {messageEl}
      </div>
    );
  }

  const chosen = listOf(values[name]);
  const isMultiple = q.kind === 'multiple';
  const options =
    q.kind === 'rating'
      ? [1, 2, 3, 4, 5].map((n) => ({ id: n, label: T.rating(n), isOther: false }))
      : q.options;
  const toggle = (value: string, checked: boolean) => {
    if (!isMultiple) return onChange(name, value);
    const next = checked ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value);
    onChange(name, next);
  };
  return (
    <fieldset id={questionId(q)} className={styles.question} aria-describedby={describedBy}>
      <legend className={styles.questionTitle}>
        <Title q={q} number={number} />
      </legend>
      {hintEl}
      <div className={q.kind === 'rating' ? styles.rating : styles.options}>
        {options.map((o) => {
          const value = String(o.id);
          const id = `${questionId(q)}-o${o.id}`;
          return (
            <div key={o.id} className={q.kind === 'rating' ? styles.ratingOption : styles.option}>
              <input
                id={id}
                type={isMultiple ? 'checkbox' : 'radio'}
                name={name}
                value={value}
                checked={chosen.includes(value)}
                onChange={(e) => toggle(value, e.target.checked)}
                aria-invalid={invalid}
              />
              <label htmlFor={id}>{o.label}</label>
              {o.isOther ? (
                <input
                  type="text"
                  className={styles.otherInput}
                  name={otherFieldName(q.id)}
                  aria-label={`${T.otherLabel}（第 ${number} 题）`}
                  value={textOf(values[otherFieldName(q.id)])}
                  onChange={(e) => {
                    onChange(otherFieldName(q.id), e.target.value);
                    // Typing the text means choosing "其他".
                    if (!chosen.includes(value) && e.target.value.trim() !== '') toggle(value, true);
                  }}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      {messageEl}
    </fieldset>
  );
}
