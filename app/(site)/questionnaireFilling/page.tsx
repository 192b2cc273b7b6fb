import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';
import { FillPage, QuestionnaireList, QuestionnaireNotice, ResultsPage } from '@/components/questionnaire/QuestionnaireViews';
import { QN_UI as T } from '@/components/questionnaire/text';
import { issueChallenge } from '@/lib/questionnaires/challenge';
import { accountHashOf, deviceHashOf, QN_DEVICE_COOKIE, verifyDeviceCookie } from '@/lib/questionnaires/device';
import { readFormFailure } from '@/lib/forms/failure-query';
import { loginHref, QN_FAILED_REASONS, QN_PAGE, questionnaireHref, resultsHref } from '@/lib/questionnaires/links';
import {
  cityDateTime,
  findResponse,
  getQuestionnaire,
  getResults,
  KEPT_ANSWERS_COOKIE,
  listQuestionnaires,
  needsBrowserCheck,
  perAddressLimit,
  QN_TEXT,
  readKeptAnswers,
} from '@/lib/questionnaires/questionnaires';
import { pageMetadata } from '@/lib/seo';
import { getCurrentUser } from '@/lib/session';
import { fieldName, questionnaireIdQuery, questionnaireState, questionsOf, type QuestionnaireDef } from '@/lib/validation/questionnaire';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<SearchParams> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** One read per request, shared by generateMetadata and the page. */
const loadQuestionnaire = cache(getQuestionnaire);

/** ?id= → the questionnaire, null for the list (no id), or the not-found page. */
async function questionnaireOf(params: SearchParams): Promise<QuestionnaireDef | null> {
  const raw = first(params.id);
  if (raw === undefined) return null;
  const parsed = questionnaireIdQuery.safeParse({ id: raw });
  if (!parsed.success) notFound();
  const def = await loadQuestionnaire(parsed.data.id);
  if (!def) notFound();
  return def;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection();
  const params = await searchParams;
  const def = await questionnaireOf(params);
  if (!def) return pageMetadata({ title: T.listTitle, description: T.listIntro, path: QN_PAGE });
  const view = first(params.view);
  if (view === 'results') return pageMetadata({ title: T.resultsTitle(def.title), description: def.intro.slice(0, 150) || def.title, path: resultsHref(def.id) });
  return {
    ...pageMetadata({ title: def.title, description: def.intro.slice(0, 150) || def.title, path: questionnaireHref(def.id) }),
    // The thank-you page and a refused no-JS post's return are one person's pages.
    ...(view || first(params.failed) ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * Whether this visitor has answered already, and as whom: the user (signed-in mode), the account
 * (signed in, anonymous with public results) or the signed device.
 */
async function visitorOf(def: QuestionnaireDef): Promise<{ signedIn: boolean; per: 'account' | 'device'; answered: { submittedAt: string; receiptNo: string | null } | null }> {
  if (def.mode === 'signed_in') {
    const user = await getCurrentUser();
    return { signedIn: !!user, per: 'account', answered: user ? await findResponse(def.id, { userId: user.userId }) : null };
  }
  const user = needsBrowserCheck(def) ? await getCurrentUser() : null;
  if (user) return { signedIn: true, per: 'account', answered: await findResponse(def.id, { deviceHash: accountHashOf(def.id, user.userId) }) };
  const device = verifyDeviceCookie((await cookies()).get(QN_DEVICE_COOKIE)?.value);
  return { signedIn: false, per: 'device', answered: device ? await findResponse(def.id, { deviceHash: deviceHashOf(device) }) : null };
}

/**
 * /questionnaireFilling: the list; ?id= one questionnaire (or why it cannot be filled now);
 * &view=thanks after submitting; &view=results its public counts. Rendered per request (opening
 * and closing times, who has answered); nothing here goes into the route cache.
 */
export default async function QuestionnairePage({ searchParams }: Props) {
  await connection();
  const params = await searchParams;
  const def = await questionnaireOf(params);
  if (!def) return <QuestionnaireList {...await listQuestionnaires()} />;
  const view = first(params.view);

  if (view === 'results') {
    const results = await getResults(def.id);
    if (!results) return <QuestionnaireNotice def={def} heading={T.privateTitle} text={T.notPublicText} />;
    return <ResultsPage results={results} def={def} />;
  }

  const visitor = await visitorOf(def);
  if (view === 'thanks') {
    if (!visitor.answered) redirect(questionnaireHref(def.id));
    return <QuestionnaireNotice def={def} tone="success" heading={T.thanksTitle} text={`${T.thanksText}${T.submittedAt(cityDateTime(visitor.answered.submittedAt))}${visitor.answered.receiptNo ? `；${T.receipt(visitor.answered.receiptNo)}` : ''}`} />;
  }

  const state = questionnaireState(def, new Date());
  if (state === 'upcoming') return <QuestionnaireNotice def={def} heading={T.upcomingTitle} text={QN_TEXT.upcoming(cityDateTime(def.opensAt))} />;
  if (state === 'closed') return <QuestionnaireNotice def={def} heading={T.closedTitle} text={QN_TEXT.closed(cityDateTime(def.closesAt ?? def.opensAt))} />;
  if (visitor.answered) {
    const text = `${visitor.per === 'account' ? QN_TEXT.already : QN_TEXT.alreadyDevice}。${T.submittedAt(cityDateTime(visitor.answered.submittedAt))}${visitor.answered.receiptNo ? `；${T.receipt(visitor.answered.receiptNo)}` : ""}`;
    return <QuestionnaireNotice def={def} heading={T.alreadyTitle} text={text} />;
  }
  if (def.mode === 'signed_in' && !visitor.signedIn) {
    return <QuestionnaireNotice def={def} heading={T.signInTitle} text={T.signInText} action={{ href: loginHref(def.id), label: T.signIn }} />;
  }

  // A refused plain post's answers (an hour, this browser's HttpOnly key): shown again until sent, signing in on the way included.
  const kept = await readKeptAnswers((await cookies()).get(KEPT_ANSWERS_COOKIE)?.value, def.id);
  const failure = readFormFailure(
    (name) => first(params[name]),
    questionsOf(def).map((q) => fieldName(q.id)),
    QN_FAILED_REASONS,
  );
  return (
    <FillPage
      def={def}
      keptValues={kept?.values}
      keptMessages={kept?.messages}
      failure={failure}
      check={needsBrowserCheck(def) && !visitor.signedIn ? { challenge: issueChallenge(def.id), perAddressDaily: await perAddressLimit(def) } : undefined}
      account={needsBrowserCheck(def) && visitor.signedIn}
    />
  );
}
