/**
 * What a case is about, in SQL: its kind's tables joined left to `bcs_case c` (one of them
 * matches), so one query reads a case of any kind — the shop (project and unit), the housing
 * project, the job post or the questionnaire, and the names and mobiles given in the submission.
 */
import { sql } from 'drizzle-orm';

export const CASE_SUBJECT_JOINS = sql.raw(`left join bdd_shop_intention si on c.kind = 'shop_intention' and si.id = c.subject_id
  left join lateral (select cp.name || ' ' || s.unit_no as name from bdd_shop s join bdd_commercial_project cp on cp.id = s.commercial_project_id where s.id = si.shop_ids[1]) sp on true
  left join bdd_allotment_intention ai on c.kind = 'allotment' and ai.id = c.subject_id
  left join bdd_housing_project hp on hp.id = ai.project_id
  left join brc_application ja on c.kind = 'job_application' and ja.id = c.subject_id
  left join brc_job_post jp on jp.id = ja.post_id
  left join bqn_response qr on c.kind = 'questionnaire' and qr.id = c.subject_id
  left join bqn_questionnaire q on q.id = qr.questionnaire_id
  left join bcs_question qu on c.kind = 'consultation' and qu.id = c.subject_id
  left join bha_application ha on c.kind = 'housing_application' and ha.id = c.subject_id`);

/** The subject's public name: 「翠湖商业街 A-101」, a project's or a post's name, a questionnaire's or a question's title. */
export const CASE_SUBJECT = sql.raw(`coalesce(sp.name, hp.name, jp.title, q.title, qu.title, case ha.product when 'gzf' then '公共租赁住房申请' when 'bzf' then '保障性租赁住房（个人）申请' when 'bzf_company' then '保障性租赁住房（企业）申请' when 'gycq' then '共有产权住房申购' end)`);

/** Names and mobiles given in the submission (any kind), and the account's own: who may look the case up. */
export const CASE_NAMES = sql.raw(`array[si.contact_name, si.person_name, ai.applicant_name, ja.snapshot->>'name', ha.data->'applicant'->>'name', u.name]`);
export const CASE_MOBILES = sql.raw(`array[si.mobile, ai.mobile, ja.snapshot->>'mobile', ha.data->'applicant'->>'mobile', u.mobile]`);
