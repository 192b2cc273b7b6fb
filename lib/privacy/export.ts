/**
 * 我的数据: everything the portal holds about one account, as JSON files in a ZIP with a Chinese
 * README. Each table's rows go where lib/privacy/inventory.ts says; secrets (password and token
 * hashes) are left out, ID numbers are decrypted for the account holder alone, and sign-in
 * addresses are masked. Nothing here reads another account's rows: every query names the account.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import { attemptKey } from '@/lib/register/attempts';
import { decryptPii } from '@/lib/register/pii';
import { DATA_INVENTORY, EXPORT_FILES, isExported, type ExportFile } from './inventory';
import { maskAddress } from './mask';
import { PRIVACY_TEXT } from './text';
import { buildZip, type ZipEntry } from './zip';

type Row = Record<string, unknown>;

/** Columns never exported: secrets of the account's own security, and the file bytes (exported as files). */
const NEVER = ['password_hash', 'token_hash', 'ticket_hash', 'device_hash', 'fingerprint_hash', 'id_number_digest', 'idempotency_key', 'bytes', 'mobile_hash'];

const rows = (db: Db, query: SQL) => queryRows<{ row: Row }>(db, query).then((r) => r.map((x) => clean(x.row)));

/** Drops secret columns and turns each `id_number_cipher` into the number itself. */
function clean(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (NEVER.includes(key)) continue;
    if (key === 'id_number_cipher') {
      out.id_number = typeof value === 'string' && value ? decryptPii(value) : null;
      continue;
    }
    out[key] = value;
  }
  return out;
}

export type ExportedFile = { name: string; bytes: Buffer; mediaType: string };

export type AccountExport = {
  /** JSON file name → its parsed content (the tests read these; the ZIP holds them as text). */
  json: Record<ExportFile, Record<string, unknown>>;
  files: ExportedFile[];
};

/** Collects the account's data; `null` when there is no live account with this id. */
export async function collectAccountData(db: Db, userId: number, now = new Date()): Promise<AccountExport | null> {
  const [profile] = await rows(db, sql`select to_jsonb(u) as row from bpr_portal_user u where u.id = ${userId} and u.deleted_at is null`);
  if (!profile) return null;
  const mobile = String(profile.mobile);

  const [consents, sessions, devices, attempts, family, articles, projects] = [
    await rows(db, sql`select to_jsonb(c) - 'user_id' as row from bpr_consent c where c.user_id = ${userId} order by c.accepted_at, c.id`),
    await rows(db, sql`select to_jsonb(s) - 'user_id' as row from bpr_user_session s where s.user_id = ${userId} order by s.created_at, s.id`),
    await rows(db, sql`select to_jsonb(d) - 'user_id' as row from bpr_device_binding d where d.user_id = ${userId} order by d.created_at, d.id`),
    await rows(db, sql`select to_jsonb(a) as row from bpr_auth_attempt a where a.mobile_hash = ${attemptKey(mobile)} and a.kind <> 'challenge' order by a.created_at, a.id`),
    await rows(db, sql`select to_jsonb(f) - 'user_id' as row from bpr_family_member f where f.user_id = ${userId} order by f.id`),
    await rows(
      db,
      sql`select to_jsonb(f) - 'user_id' || jsonb_build_object('title', c.title) as row
          from bpb_article_collect f join bpc_content c on c.id = f.content_id where f.user_id = ${userId} order by f.id`,
    ),
    await rows(
      db,
      sql`select to_jsonb(f) - 'user_id' || jsonb_build_object('project_name', p.name) as row
          from bpb_project_collect f join bdd_housing_project p on p.id = f.project_id where f.user_id = ${userId} order by f.id`,
    ),
  ];
  for (const a of attempts) a.address = maskAddress(String(a.address ?? ''));

  const byUser = (table: string, order = 'id') =>
    rows(db, sql`select to_jsonb(t) - 'user_id' as row from ${sql.identifier(table)} t where t.user_id = ${userId} order by ${sql.identifier(order)}`);

  const shopIntentions = await byUser('bdd_shop_intention');
  const allotmentIntentions = await byUser('bdd_allotment_intention');
  const housingRecords = await byUser('bdd_housing_record');
  const jobApplications = await rows(
    db,
    sql`select to_jsonb(a) - 'user_id' || jsonb_build_object('post_title', p.title) as row
        from brc_application a join brc_job_post p on p.id = a.post_id where a.user_id = ${userId} order by a.id`,
  );
  // The timeline as the citizen sees it: the internal note and the member of staff stay out.
  const cases = await rows(
    db,
    sql`select to_jsonb(c) - 'user_id' - 'handler_id' - 'version'
          || jsonb_build_object(
               'timeline', coalesce((select jsonb_agg(jsonb_build_object('at', e.at, 'from_status', e.from_status, 'to_status', e.to_status, 'note', e.note_to_citizen, 'actor', e.actor) order by e.at, e.id)
                                     from bcs_case_event e where e.case_id = c.id), '[]'::jsonb),
               'rating', (select jsonb_build_object('score', r.score, 'comment', r.comment, 'rated_at', r.rated_at) from bcs_case_rating r where r.case_id = c.id),
               'application', (select jsonb_build_object('product', a.product, 'status', a.status, 'submitted_at', a.submitted_at, 'withdrawn_at', a.withdrawn_at,
                                                     'data', (a.data #- '{applicant,idNumberCipher}') || jsonb_build_object('members',
                                                       coalesce((select jsonb_agg(m - 'idNumberCipher') from jsonb_array_elements(a.data -> 'members') m), '[]'::jsonb)))
                               from bha_application a where a.case_id = c.id),
               'queue_number', (select jsonb_build_object('product', q.product, 'number', q.number, 'assigned_at', q.assigned_at) from bha_queue_number q where q.case_id = c.id),
               'allocations', coalesce((select jsonb_agg(jsonb_build_object('project_id', a.project_id, 'unit_type_id', a.unit_type_id, 'status', a.status, 'allocated_at', a.allocated_at,
                                                                           'room_no', a.room_no, 'slot_starts_at', a.slot_starts_at, 'selected_at', a.selected_at) order by a.id)
                                        from bha_allocation a where a.case_id = c.id), '[]'::jsonb)) as row
        from bcs_case c where c.user_id = ${userId} order by c.id`,
  );
  const materialRows = await queryRows<{ id: number; application_id: number; item_key: string; media_type: string; file_name: string; size: number; uploaded_at: string; bytes: Uint8Array }>(
    db,
    sql`select id, application_id, item_key, media_type, file_name, size, uploaded_at, bytes from bha_application_material where user_id = ${userId} order by id`,
  );
  const corrections = await rows(
    db,
    sql`select to_jsonb(c) - 'requested_by' as row from bha_application_correction c join bha_application a on a.id = c.application_id where a.user_id = ${userId} order by c.id`,
  );
  const questions = await byUser('bcs_question');
  const messages = await byUser('bcs_message');
  const subscriptions = await byUser('bsu_subscription');
  const resume = await byUser('brc_resume');
  const fileRows = await queryRows<{ id: number; purpose: string; media_type: string; file_name: string; size: number; created_at: string; bytes: Uint8Array }>(
    db,
    sql`select id, purpose, media_type, file_name, size, created_at, bytes from brc_file where user_id = ${userId} order by id`,
  );
  const drafts = await byUser('brc_draft');
  const responses = await rows(
    db,
    sql`select jsonb_build_object('id', r.id, 'questionnaire', q.title, 'submitted_at', r.submitted_at,
               'answers', coalesce((select jsonb_agg(jsonb_build_object('question', qq.title, 'option', o.label, 'text', a.text, 'rating', a.rating) order by a.id)
                                    from bqn_answer a join bqn_question qq on qq.id = a.question_id left join bqn_option o on o.id = a.option_id
                                    where a.response_id = r.id), '[]'::jsonb)) as row
        from bqn_response r join bqn_questionnaire q on q.id = r.questionnaire_id where r.user_id = ${userId} order by r.id`,
  );

  const files: ExportedFile[] = fileRows.map((f) => ({ name: `files/${f.id}-${f.file_name.replaceAll('/', '_')}`, bytes: Buffer.from(f.bytes), mediaType: f.media_type }));
  const materialFiles: ExportedFile[] = materialRows.map((f) => ({ name: `materials/${f.id}-${f.file_name.replaceAll('/', '_')}`, bytes: Buffer.from(f.bytes), mediaType: f.media_type }));
  const materials = materialRows.map((f, i) => ({ id: f.id, application_id: f.application_id, item_key: f.item_key, media_type: f.media_type, file_name: f.file_name, size: f.size, uploaded_at: f.uploaded_at, in_zip: materialFiles[i]!.name }));
  files.push(...materialFiles);
  const fileList = fileRows.map((f, i) => ({ id: f.id, purpose: f.purpose, media_type: f.media_type, file_name: f.file_name, size: f.size, created_at: f.created_at, in_zip: files[i]!.name }));

  const exportedAt = now.toISOString();
  const json: AccountExport['json'] = {
    'profile.json': { exportedAt, profile: [profile] },
    'consents.json': { consents },
    'family.json': { familyMembers: family },
    'favourites.json': { articles, projects },
    'records.json': { shopIntentions, allotmentIntentions, housingRecords, jobApplications },
    'cases.json': { cases, materials, corrections },
    'questions.json': { questions },
    'messages.json': { messages, subscriptions },
    'resume.json': { resume, files: fileList },
    'drafts.json': { drafts },
    'questionnaires.json': { responses },
    'signins.json': { sessions, devices, attempts },
  };
  return { json, files };
}

/** The README: one line per file, from the inventory (what each file holds). */
export function exportReadme(now = new Date()): string {
  const lines = [PRIVACY_TEXT.readmeTitle, '', `${PRIVACY_TEXT.readmeExportedAt}${now.toISOString()}`, '', ...PRIVACY_TEXT.readmeIntro, ''];
  for (const file of EXPORT_FILES) {
    const tables = DATA_INVENTORY.filter((e) => isExported(e) && e.exported.file === file).map((e) => e.label);
    lines.push(`${file}：${tables.join('、')}`);
  }
  lines.push(PRIVACY_TEXT.readmeFiles, '', ...PRIVACY_TEXT.readmeOutro);
  return `${lines.join('\r\n')}\r\n`;
}

/** The ZIP the citizen downloads. */
export function exportZip(data: AccountExport, now = new Date()): Buffer {
  const entries: ZipEntry[] = [{ name: 'README.txt', data: exportReadme(now) }];
  for (const file of EXPORT_FILES) entries.push({ name: file, data: `${JSON.stringify(data.json[file], null, 2)}\n` });
  for (const f of data.files) entries.push({ name: f.name, data: f.bytes });
  return buildZip(entries, now);
}
