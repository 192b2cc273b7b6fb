import Link from 'next/link';
import { APPLICATION_PATHS, caseHref } from '@/lib/applications/paths';
import type { HousingApplication } from '@/lib/applications/applications';
import { FORM_REASON } from '@/lib/forms/failure-query';
import { formatDate } from '@/lib/format';
import type { HousingApplyData } from '@/lib/templates/housing-apply';
import { HOUSING_APPLICATION_MSG } from '@/lib/validation/housing-application';
import { HousingApplyForm } from './HousingApplyForm.client';
import { MaterialsSection } from './MaterialsSection';
import { CompanyApplyForm } from './CompanyApplyForm.client';
import { GycqApplyForm } from './GycqApplyForm.client';
import { COMPANY_APPLICATION_MSG } from '@/lib/validation/company-application';
import { GYCQ_SUBSCRIPTION_MSG } from '@/lib/validation/gycq-subscription';
import { APPLY_TEXT as T } from './text';
import styles from './Apply.module.css';

/** What a plain post that came back names: the schema's message, or the eligibility words for a rule's field. */
const FIELD_MSG: Record<string, string> = {
  product: HOUSING_APPLICATION_MSG.product,
  applicantName: HOUSING_APPLICATION_MSG.applicantName,
  idNumber: HOUSING_APPLICATION_MSG.idNumber,
  mobile: HOUSING_APPLICATION_MSG.mobile,
  currentAddress: HOUSING_APPLICATION_MSG.currentAddress,
  district: HOUSING_APPLICATION_MSG.district,
  layout: HOUSING_APPLICATION_MSG.layout,
  age: HOUSING_APPLICATION_MSG.age,
  declaration: HOUSING_APPLICATION_MSG.declaration,
  consent: HOUSING_APPLICATION_MSG.consent,
  familyMemberIds: HOUSING_APPLICATION_MSG.familyInvalid,
  residence: T.eligibilityField,
  socialInsurance: T.eligibilityField,
  housing: T.eligibilityField,
  income: T.eligibilityField,
  talent: T.eligibilityField,
  companyName: COMPANY_APPLICATION_MSG.companyName,
  creditCode: '统一社会信用代码不正确，请核对是否输错（18 位，见营业执照）',
  contactName: COMPANY_APPLICATION_MSG.contactName,
  contactMobile: COMPANY_APPLICATION_MSG.contactMobile,
  homesWanted: COMPANY_APPLICATION_MSG.homesWanted,
  staffList: '职工名单有误：每行一人，姓名 空格 身份证号码，身份证号码不能重复，也不能已在另一份办理中的保障性租赁住房申请内',
  projectId: GYCQ_SUBSCRIPTION_MSG.projectId,
};

function Facts({ app }: { app: HousingApplication }) {
  return (
    <dl className={styles.facts}>
      <dt>{T.receipt}</dt>
      <dd className={styles.receipt}>{app.receiptNo}</dd>
      <dt>申请类型</dt>
      <dd>{app.productLabel}</dd>
      {app.project ? (
        <>
          <dt>项目</dt>
          <dd>{app.project.name}</dd>
        </>
      ) : null}
      <dt>提交日期</dt>
      <dd>
        <time dateTime={app.submittedAt}>{formatDate(app.submittedAt)}</time>
      </dd>
      <dt>当前状态</dt>
      <dd>{app.statusLabel}</dd>
    </dl>
  );
}

const WITHDRAWABLE = ['submitted', 'accepted', 'first_review', 'second_review', 'correction'];

/** 住房保障在线申请: the thank-you, or the open application (with 撤回), or the form. */
export function HousingApplyPage({ product, applicant, family, open, submitted, withdrawn, idempotencyKey, materials, failure, gycqProjects, projectId, bzfProjects, draft, draftSaved }: Omit<HousingApplyData, 'state'>) {
  const other = T.switchProduct[product];
  const initialErrors = Object.fromEntries(failure.fields.filter((f) => f in FIELD_MSG).map((f) => [f, FIELD_MSG[f]!]));
  if (submitted) {
    return (
      <div className={styles.page}>
        <section className={styles.box} aria-labelledby="apply-thanks">
          <h2 id="apply-thanks" className={styles.heading}>
            {T.thanks}
          </h2>
          <Facts app={submitted} />
          <p className={styles.intro}>{T.thanksBody}</p>
          <p className={styles.links}>
            {submitted.receiptNo ? (
              <a className={styles.primary} href={caseHref(submitted.receiptNo)}>
                {T.progress}
              </a>
            ) : null}
            <a href={APPLICATION_PATHS.recordPage}>{T.records}</a>
          </p>
        </section>
        {materials ? <MaterialsSection view={materials} /> : null}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{T.intro[product]}</p>
      <p className={styles.links}>
        {/* The self-check asks about a household; a company applying for its staff has none to check. */}
        {product === 'bzf_company' ? null : <Link href="/t1/self_check">{T.selfCheck}</Link>}
        <a href={`${APPLICATION_PATHS.formPage}?product=${other}`}>{T.switchTo[product]}</a>
      </p>
      {withdrawn ? (
        <p role="status" className={styles.notice}>
          {T.withdrawn}
        </p>
      ) : null}
      {failure.reason === 'notWithdrawn' ? (
        <p role="alert" className={styles.alert}>
          {T.notWithdrawn}
        </p>
      ) : null}
      {failure.reason === 'alreadyOpen' ? (
        <p role="alert" className={styles.alert}>
          {T.alreadyOpen}
        </p>
      ) : null}
      {draftSaved && !open ? (
        <p role="status" className={styles.notice}>
          {T.draftSaved}
        </p>
      ) : null}
      {failure.reason === 'closed' ? (
        <p role="alert" className={styles.alert}>
          {T.closed}
        </p>
      ) : null}
      {failure.reason === FORM_REASON.busy ? (
        <p role="alert" className={styles.alert}>
          {T.busy}
        </p>
      ) : null}
      {open ? (
        <section className={styles.box} aria-labelledby="apply-open">
          <h2 id="apply-open" className={styles.heading}>
            {T.openHeading}
          </h2>
          <Facts app={open} />
          <p className={styles.intro}>{T.openBody}</p>
          <div className={styles.links}>
            {open.receiptNo ? (
              <a className={styles.primary} href={caseHref(open.receiptNo)}>
                {T.progress}
              </a>
            ) : null}
            {WITHDRAWABLE.includes(open.status) ? (
              <form method="post" action={APPLICATION_PATHS.withdrawApi}>
                <input type="hidden" name="id" value={open.id} />
                <button type="submit" className={styles.secondary}>
                  {T.withdraw}
                </button>
              </form>
            ) : null}
          </div>
        </section>
      ) : null}
      {open && materials ? <MaterialsSection view={materials} /> : null}
      {open ? null : (
        <>
          {failure.fields.length ? (
            <p role="alert" className={styles.alert}>
              {T.invalid}
            </p>
          ) : null}
          {product === 'bzf_company' ? (
            <CompanyApplyForm contact={applicant} projects={bzfProjects} idempotencyKey={idempotencyKey} initialErrors={initialErrors} draft={draft} />
          ) : product === 'gycq' ? (
            gycqProjects.length ? (
              <GycqApplyForm projects={gycqProjects} projectId={projectId} applicant={applicant} family={family} idempotencyKey={idempotencyKey} initialErrors={initialErrors} draft={draft} />
            ) : (
              <p className={styles.notice}>{T.gycq.none}</p>
            )
          ) : (
            <HousingApplyForm product={product} applicant={applicant} family={family} idempotencyKey={idempotencyKey} initialErrors={initialErrors} draft={draft} />
          )}
        </>
      )}
    </div>
  );
}
