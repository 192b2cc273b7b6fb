/**
 * The staff console (/admin): staff accounts apart from citizens, their sessions and recovery codes,
 * and the append-only audit log every console change writes in its own transaction.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, demoFlag, updatedAt } from './columns';

export const STAFF_ROLE_CODES = ['editor', 'reviewer', 'caseworker', 'admin'] as const;

/** A console session's stage: the password was right, then the second factor, then (a one-time password only) the new password. */
export const STAFF_SESSION_STAGES = ['password', 'renew', 'full'] as const;

export const staff = pgTable(
  'bps_staff',
  {
    id: serial('id').primaryKey(),
    /** The sign-in name: lower-case ASCII, unique. */
    login: text('login').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: STAFF_ROLE_CODES }).notNull(),
    /** scrypt$N$r$p$salt$hash, as citizens' (lib/register/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (base32), AES-256-GCM under PII_KEY (lib/register/pii.ts); null until enrolled. */
    totpSecretCipher: text('totp_secret_cipher'),
    /** A secret shown on the enrolment page, not yet confirmed with a code. */
    totpPendingCipher: text('totp_pending_cipher'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code of that step or older never again. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** An administrator's lock: no sign-in while set (the progressive lockout is the attempts table's). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Sessions opened before this instant are void (password or second-factor reset). */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The password is a one-time one an administrator was shown (created or reset in the console): the next sign-in must replace it. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bps_staff_login_uq').on(t.login),
    check('bps_staff_login_ck', sql`${t.login} ~ '^[a-z][a-z0-9._-]{2,31}$'`),
    check('bps_staff_role_ck', sql`${t.role} in ('editor', 'reviewer', 'caseworker', 'admin')`),
  ],
);

/** Single-use recovery codes: only their SHA-256 is stored. */
export const staffRecoveryCodes = pgTable(
  'bps_staff_recovery_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bps_staff_recovery_code_uq').on(t.staffId, t.codeHash)],
);

/**
 * A console session. 'password' is half-way (the password was right, the second factor is still
 * owed: only the enrol and verify steps accept it); 'renew' is the second factor done on a one-time
 * password (only the new-password step accepts it); 'full' opens the console. The token is stored
 * as its SHA-256 only.
 */
export const staffSessions = pgTable(
  'bps_staff_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: STAFF_SESSION_STAGES }).notNull(),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Fresh recovery codes waiting to be shown once (encrypted); cleared when shown. */
    revealCipher: text('reveal_cipher'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bps_staff_session_token_uq').on(t.tokenHash),
    index('bps_staff_session_staff_idx').on(t.staffId),
    check('bps_staff_session_stage_ck', sql`${t.stage} in ('password', 'renew', 'full')`),
  ],
);

/**
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0012), and on PostgreSQL
 * the portal's role has no such grant either (docs/deploy.md). No foreign key to bps_staff: the
 * trail outlives whatever it names, so who did it is copied in (login, role) as it was then.
 */
export const auditLog = pgTable(
  'bps_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the command line (npm run staff), which has no staff account behind it. */
    staffId: integer('staff_id'),
    staffLogin: text('staff_login').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    /** { field: { before, after } } of the fields that changed; secrets appear only as "已更改". */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
    address: text('address').notNull().default(''),
  },
  (t) => [
    index('bps_audit_log_at_idx').on(t.at),
    index('bps_audit_log_staff_idx').on(t.staffLogin, t.at),
    index('bps_audit_log_entity_idx').on(t.entity, t.entityId),
    // The console's filters by action and by a non-staff actor (命令行, 演示数据: role cli / seed),
    // newest first: a rare action is found without walking the whole log.
    index('bps_audit_log_action_idx').on(t.action, t.at),
    index('bps_audit_log_role_idx').on(t.role, t.at),
  ],
);
