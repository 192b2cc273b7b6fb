import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ReadFormFailure } from '@/lib/forms/failure-query';
import { loginHref, questionnaireHref, QN_FAILED, QN_PAGE, resultsHref, submitAction, type QnFailed } from '@/lib/questionnaires/links';
import { cityDateTime, type QuestionnaireResults, type QuestionnaireSummary } from '@/lib/questionnaires/questionnaires';
import { fieldName, questionsOf, type AnswerValues, type QuestionnaireDef } from '@/lib/validation/questionnaire';
import { BarChart } from './BarChart';
import { QuestionnaireForm } from './QuestionnaireForm.client';
import { QN_FORM_ID, QN_UI as T } from './text';
import styles from './Questionnaire.module.css';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function Period({ q }: { q: Pick<QuestionnaireSummary, 'opensAt' | 'closesAt'> }) {
  return (
    <>
      {T.periodLabel}：{T.period(cityDateTime(q.opensAt), q.closesAt ? cityDateTime(q.closesAt) : null)}
    </>
  );
}

/** /questionnaireFilling: the open questionnaires, then the ended ones whose results are public. */
export function QuestionnaireList({ open, endedWithResults }: { open: QuestionnaireSummary[]; endedWithResults: QuestionnaireSummary[] }) {
  const card = (q: QuestionnaireSummary, ended: boolean) => (
    <li key={q.id} className={styles.card}>
      <h3 className={styles.cardTitle}>{ended ? q.title : <a href={questionnaireHref(q.id)}>{q.title}</a>}</h3>
      {q.intro ? <p className={styles.cardText}>{paragraphs(q.intro)[0]}</p> : null}
      <p className={styles.meta}>
        <span>
          <Period q={q} />
        </span>
        <span>{T.questionCount(q.questionCount)}</span>
        <span>{T.modeLabel(q.mode)}</span>
      </p>
      <p className={styles.cardActions}>
        {ended ? null : (
          <a className={styles.button} href={questionnaireHref(q.id)} aria-label={`${T.fill}：${q.title}`}>
            {T.fill}
          </a>
        )}
        {q.resultsPublic ? (
          <a className={styles.link} href={resultsHref(q.id)} aria-label={`${T.viewResults}：${q.title}`}>
            {T.viewResults}
          </a>
        ) : null}
      </p>
    </li>
  );
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{T.listTitle}</h1>
      <p className={styles.lead}>{T.listIntro}</p>
      <section aria-labelledby="qn-open">
        <h2 id="qn-open" className={styles.listTitle}>
          {T.openTitle}
        </h2>
        {open.length ? <ul className={styles.cards}>{open.map((q) => card(q, false))}</ul> : <p className={styles.empty}>{T.noneOpen}</p>}
      </section>
      {endedWithResults.length ? (
        <section aria-labelledby="qn-ended">
          <h2 id="qn-ended" className={styles.listTitle}>
            {T.endedTitle}
          </h2>
          <ul className={styles.cards}>{endedWithResults.map((q) => card(q, true))}</ul>
        </section>
      ) : null}
    </article>
  );
}

function Header({ def, children }: { def: Pick<QuestionnaireDef, 'title' | 'intro' | 'opensAt' | 'closesAt'>; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{def.title}</h1>
      <p className={styles.metaCenter}>
        <Period q={def} />
      </p>
      {children}
    </header>
  );
}

export type FillPageProps = {
  def: QuestionnaireDef;
  keptValues?: AnswerValues;
  keptMessages?: Record<string, string>;
  /** ?failed= (and &fields=) after a refused plain form post. */
  failure?: ReadFormFailure<string, QnFailed>;
  /**
   * Anonymous with public results: `check` for a signed-out visitor (the challenge the form's script
   * solves, the per-address cap), `account` for a signed-in one (counted once per account).
   */
  check?: { challenge: string; perAddressDaily: number };
  account?: boolean;
};

/** The questionnaire to fill: intro, notes, and (after a refused plain post) what was wrong, then the form. */
export function FillPage({ def, keptValues, keptMessages, failure, check, account }: FillPageProps) {
  const questions = questionsOf(def);
  const reason = failure?.reason;
  // The wrong questions the URL names, worded by the kept messages (the URL carries names only).
  const wrong = reason === 'invalid' ? questions.filter((q) => failure?.fields.includes(fieldName(q.id)) || keptMessages?.[fieldName(q.id)]) : [];
  const words = reason === 'invalid' ? (keptValues ? T.kept : T.invalidNotKept) : reason ? T.formError[reason] : null;
  return (
    <article className={styles.page}>
      <Header def={def}>
        {paragraphs(def.intro).map((p, i) => (
          <p key={i} className={styles.intro}>
            {p}
          </p>
        ))}
        <p className={styles.note}>
          {def.mode === 'signed_in' ? T.signedInNote : account ? T.accountNote : T.anonymousNote}
          {T.requiredNote}
        </p>
        {check ? (
          <p className={styles.note}>
            {T.browserCheckNote(check.perAddressDaily)}
            <a className={styles.link} href={loginHref(def.id)}>
              {T.signInToAnswer}
            </a>
          </p>
        ) : null}
      </Header>
      {words ? (
        <div className={styles.summary} role="alert" aria-labelledby="qn-kept">
          <p id="qn-kept">{words}</p>
          {reason === QN_FAILED.verify ? (
            <p>
              <a className={styles.button} href={loginHref(def.id)}>
                {T.signInToAnswer}
              </a>
            </p>
          ) : null}
          {wrong.length ? (
            <ul>
              {wrong.map((q) => (
                <li key={q.id}>
                  <a href={`#${QN_FORM_ID}-${fieldName(q.id)}`}>
                    第 {questions.indexOf(q) + 1} 题：{keptMessages?.[fieldName(q.id)] ?? T.fixAnswer}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <QuestionnaireForm action={submitAction(def.id)} sections={def.sections} initialValues={keptValues} initialMessages={keptMessages} challenge={check?.challenge} />
    </article>
  );
}

export type NoticeProps = {
  def: Pick<QuestionnaireDef, 'id' | 'title' | 'intro' | 'opensAt' | 'closesAt' | 'resultsPublic'>;
  heading: string;
  text: string;
  /** A main action (sign in), shown first. */
  action?: { href: string; label: string };
  tone?: 'success' | 'info';
};

/** A questionnaire that cannot be filled here and now (thanks, already answered, closed, not yet open, sign-in needed): says why, plainly. */
export function QuestionnaireNotice({ def, heading, text, action, tone = 'info' }: NoticeProps) {
  return (
    <article className={styles.page}>
      <Header def={def} />
      <section className={tone === 'success' ? styles.noticeSuccess : styles.notice} aria-labelledby="qn-notice">
        <h2 id="qn-notice" className={styles.noticeTitle}>
          {heading}
        </h2>
        <p>{text}</p>
        <p className={styles.cardActions}>
          {action ? (
            <a className={styles.button} href={action.href}>
              {action.label}
            </a>
          ) : null}
          {def.resultsPublic ? (
            <a className={action ? styles.link : styles.button} href={resultsHref(def.id)}>
              {T.viewResults}
            </a>
          ) : null}
          <a className={styles.link} href={QN_PAGE}>
            {T.backToList}
          </a>
          <Link className={styles.link} href="/home">
            {T.backHome}
          </Link>
        </p>
      </section>
    </article>
  );
}

/** Public results: the number of responses, and a server-drawn chart per choice and rating question. */
export function ResultsPage({ results, def }: { results: QuestionnaireResults; def: Pick<QuestionnaireDef, 'title' | 'intro' | 'opensAt' | 'closesAt'> }) {
  const numbers = new Map(results.sections.flatMap((s) => s.questions).map((q, i) => [q.questionId, i + 1]));
  return (
    <article className={styles.page}>
      <Header def={{ ...def, title: T.resultsTitle(results.title) }}>
        <p className={styles.total}>
          {T.responses(results.responses, results.counting.per === 'account' ? T.countedPerAccount : T.countedPerAccountOrDevice(results.counting.perAddressDaily))}
        </p>
        <p className={styles.note}>{T.resultsNote}</p>
      </Header>
      {results.sections.map((s) => (
        <section key={s.id} className={styles.section} aria-labelledby={`qr-section-${s.id}`}>
          <h2 id={`qr-section-${s.id}`} className={styles.sectionTitle}>
            {s.title}
          </h2>
          {s.questions.map((q) => {
            const title = `${numbers.get(q.questionId)}. ${q.title}`;
            return (
              <div key={q.questionId} className={styles.result}>
                <h3 className={styles.resultTitle}>{title}</h3>
                <p className={styles.meta}>
                  <span>{T.answered(q.answered)}</span>
                  {q.kind === 'rating' && q.average !== null ? <span>{T.average(q.average)}</span> : null}
                </p>
                {!('options' in q) ? (
                  <p className={styles.hint}>{T.textResult(q.answered)}</p>
                ) : (
                  <BarChart
                    id={`qr-${q.questionId}`}
                    title={title}
                    base={q.answered}
                    rows={q.options.map((o) => ({ key: o.optionId, label: o.label, count: o.count }))}
                  />
                )}
              </div>
            );
          })}
        </section>
      ))}
      <p className={styles.cardActions}>
        <a className={styles.link} href={QN_PAGE}>
          {T.backToList}
        </a>
        <Link className={styles.link} href="/home">
          {T.backHome}
        </Link>
      </p>
    </article>
  );
}
