'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/fields';
import { ChoiceGroup, FormActions, TextArea } from '@/components/form/more-fields';
import { useForm, type BoundField, type FormController } from '@/components/form/use-form';
import { postJson } from '@/lib/api-client/envelope';
import { solveChallenge } from '@/lib/questionnaires/proof-of-work';
import { answersSchema, charCount, fieldName, otherFieldName, textLimit, type AnswerValues, type QuestionDef, type SectionDef } from '@/lib/validation/questionnaire';
import { QN_FORM_ID, QN_UI as T } from './text';
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

type Submitted = { responseId: number; submittedAt: string; thanksHref: string };

const listOf = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const textOf = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/** Every field of the questions, as the kit's values: lists for multiple choice, text for the rest. */
function initialOf(questions: QuestionDef[], kept: AnswerValues): AnswerValues {
  const values: AnswerValues = {};
  for (const q of questions) {
    const name = fieldName(q.id);
    values[name] = q.kind === 'multiple' ? listOf(kept[name]) : textOf(kept[name]);
    if (q.options.some((o) => o.isOther)) values[otherFieldName(q.id)] = textOf(kept[otherFieldName(q.id)]);
  }
  return values;
}

/** The answers to send: only what was answered (the server's schema reads the rest as unanswered). */
const answered = (values: AnswerValues): AnswerValues =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== '')));

function hintOf(q: QuestionDef): string {
  const parts: string[] = [];
  if (q.hint) parts.push(q.hint);
  if (q.kind === 'multiple') parts.push(T.choose(q.minChoices, q.maxChoices));
  if (q.kind === 'short_text' || q.kind === 'long_text') parts.push(T.textLimit(textLimit(q)));
  if (q.kind === 'rating') parts.push(T.ratingScale);
  return parts.join('；');
}

/**
 * The questionnaire on the form kit (components/form): a plain form that posts to the API without
 * JavaScript; with it, the questionnaire's own answers schema (the server's rules) checks each
 * question as it is answered, the first wrong question gets focus on submit, the post is JSON and
 * happens once however often the button is pressed, and the server's messages land at their
 * questions. An anonymous questionnaire with public results sends the browser check's proof.
 */
export function QuestionnaireForm({ action, sections, initialValues = {}, initialMessages, onNavigate, challenge }: QuestionnaireFormProps) {
  const schema = useMemo(() => answersSchema({ sections }), [sections]);
  const questions = useMemo(() => sections.flatMap((s) => s.questions), [sections]);
  const solution = useRef<Promise<string | null> | null>(null);
  const [tried, setTried] = useState(false);

  // Started at once, so by the time the questions are answered the check is usually done.
  useEffect(() => {
    if (!challenge) return;
    const controller = new AbortController();
    solution.current = solveChallenge(challenge, { signal: controller.signal }).catch(() => null);
    return () => controller.abort();
  }, [challenge]);

  const form = useForm<AnswerValues, Submitted>({
    id: QN_FORM_ID,
    initial: initialOf(questions, initialValues),
    schema,
    action,
    order: questions.map((q) => fieldName(q.id)),
    // A question's "其他" text belongs to its question: its message sits there.
    linked: questions.filter((q) => q.options.some((o) => o.isOther)).map((q) => [fieldName(q.id), otherFieldName(q.id)]),
    initialErrors: initialMessages,
    // Sent at once (one post however often the button is pressed), after the browser check where there is one.
    send: async (_values, values) => {
      const answers = answered(values);
      if (!challenge) return postJson<Submitted>(action, { answers });
      form.setStatus(T.checking);
      const solved = await (solution.current ?? solveChallenge(challenge).catch(() => null));
      form.setStatus(T.sending);
      // Without a solution the server refuses with its own words (sign in, or try again).
      return postJson<Submitted>(action, solved ? { answers, proof: { challenge, solution: solved } } : { answers });
    },
    onSuccess: (data) => {
      form.setStatus(T.thanksTitle);
      (onNavigate ?? ((href: string) => window.location.assign(href)))(data.thanksHref);
    },
    leaves: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setTried(true);
    form.formProps.onSubmit(event);
  };
  const wrong = tried ? questions.filter((q) => form.errorOf(fieldName(q.id))) : [];

  return (
    <form className={styles.form} {...form.formProps} onSubmit={onSubmit}>
      {sections.map((section, si) => (
        <section key={section.id} className={styles.section} aria-labelledby={`qn-section-${section.id}`}>
          <h2 id={`qn-section-${section.id}`} className={styles.sectionTitle}>
            {sections.length > 1 ? `${'一二三四五六七八九十'[si] ?? si + 1}、` : ''}
            {section.title}
          </h2>
          {section.description ? <p className={styles.sectionText}>{section.description}</p> : null}
          {section.questions.map((q) => (
            <Question key={q.id} q={q} number={questions.indexOf(q) + 1} form={form} />
          ))}
        </section>
      ))}
      {wrong.length > 0 ? (
        <div className={styles.summary}>
          <p>{T.summary}</p>
          <ul>
            {wrong.map((q) => (
              <li key={q.id}>
                <a href={`#${form.fieldId(fieldName(q.id))}`}>
                  第 {questions.indexOf(q) + 1} 题：{form.errorOf(fieldName(q.id))}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormActions form={form} submit={T.submit} sending={T.sending} />
    </form>
  );
}

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

function Question({ q, number, form }: { q: QuestionDef; number: number; form: FormController<AnswerValues> }) {
  const name = fieldName(q.id);
  const hint = hintOf(q);
  const title = <Title q={q} number={number} />;

  if (q.kind === 'short_text' || q.kind === 'long_text') {
    const field = form.field(name) as BoundField<string>;
    // The count the server's rule uses (trimmed, as people count characters), once the script runs.
    const counted = form.hydrated ? `${hint ? '；' : ''}${T.counter(charCount(field.value.trim()), textLimit(q))}` : '';
    const props = { field, label: title, hint: `${hint}${counted}` || undefined, required: q.required };
    return <div className={styles.question}>{q.kind === 'long_text' ? <TextArea {...props} rows={5} /> : <TextField {...props} />}</div>;
  }

  const field = form.field(name) as BoundField<string> | BoundField<string[]>;
  const chosen = listOf(field.value);
  const other = otherFieldName(q.id);
  const options =
    q.kind === 'rating'
      ? [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: T.rating(n) }))
      : q.options.map((o) => ({
          value: String(o.id),
          label: o.label,
          after: o.isOther ? (
            <input
              type="text"
              className={styles.otherInput}
              name={other}
              aria-label={`${T.otherLabel}（第 ${number} 题）`}
              value={textOf(form.values[other])}
              onChange={(e) => {
                form.set(other, e.target.value);
                // Typing the text means choosing "其他".
                if (!chosen.includes(String(o.id)) && e.target.value.trim() !== '') form.set(name, q.kind === 'multiple' ? [...chosen, String(o.id)] : String(o.id));
              }}
            />
          ) : null,
        }));
  return (
    <div className={styles.question}>
      <ChoiceGroup legend={title} hint={hint || undefined} type={q.kind === 'multiple' ? 'checkbox' : 'radio'} field={field} options={options} />
    </div>
  );
}
