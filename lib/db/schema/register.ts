/** bzf-portal-register: users, sessions, devices, tickets, sign-in attempts and family members. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const portalUsers = pgTable(
  'bpr_portal_user',
  {
    id: serial('id').primaryKey(),
    /** Mainland mobile number, 11 digits; the sign-in name. */
    mobile: text('mobile').notNull(),
    /** scrypt$N$r$p$salt$hash (lib/register/password.ts). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    /** e.g. 1101**********123X; the full number only as idNumberCipher. */
    idNumberMasked: text('id_number_masked').notNull().default(''),
    idNumberCipher: text('id_number_cipher'),
    /** Spec §3: default "Certified". */
    userType: text('user_type').notNull().default('Certified'),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    /**
     * Consent to optional processing: case news also by e-mail or SMS (the outbox). The 站内信 is
     * part of the service and needs none. Withdrawn in 我的数据 with one switch.
     */
    contactConsent: boolean('contact_consent').notNull().default(true),
    contactConsentAt: timestamp('contact_consent_at', { withTimezone: true }),
    /** Set when the account was deleted (注销): the row stays as a pseudonymous anchor of what is kept. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Sessions issued before this instant are void (password change). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bpr_portal_user_mobile_uq').on(t.mobile), check('bpr_portal_user_mobile_ck', sql`${t.mobile} ~ '^1[3-9][0-9]{9}$' or ${t.deletedAt} is not null`)],
);

/** A signed-in session. The token itself never reaches the database: only its SHA-256. */
export const userSessions = pgTable(
  'bpr_user_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the per-device cookie the session was opened on, when there was one. */
    deviceHash: text('device_hash'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bpr_user_session_token_uq').on(t.tokenHash), index('bpr_user_session_user_idx').on(t.userId)],
);

/**
 * "This browser may sign me in again": the visitor fingerprint bound to a random per-device cookie.
 * A fingerprint alone (guessable, shared by identical devices) never matches without the cookie.
 */
export const deviceBindings = pgTable(
  'bpr_device_binding',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    fingerprintHash: text('fingerprint_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bpr_device_binding_device_uq').on(t.deviceHash), index('bpr_device_binding_user_idx').on(t.userId)],
);

/**
 * Short-lived single-use tickets: the fingerprint sign-in hands one to the page (never a session
 * token), and the rental-centre iframe gets one in its URL.
 */
export const loginTickets = pgTable(
  'bpr_login_ticket',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    /** reauth: the password typed again before 我的数据's export or deletion (lib/privacy/reauth.ts). */
    purpose: text('purpose', { enum: ['fingerprint', 'rentCenter', 'handover', 'reauth'] }).notNull(),
    /** The device the ticket was issued to (fingerprint tickets are only redeemable there). */
    deviceHash: text('device_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bpr_login_ticket_hash_uq').on(t.ticketHash),
    check('bpr_login_ticket_purpose_ck', sql`${t.purpose} in ('fingerprint', 'rentCenter', 'handover', 'reauth')`),
  ],
);

/**
 * Sign-in, registration and password-change attempts, kept in the database so the rate limit holds
 * across every portal instance. The number is stored hashed; rows older than a day are pruned.
 */
export const authAttempts = pgTable(
  'bpr_auth_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'challenge': a spent sign-in challenge (mobile_hash holds the hash of its nonce), lib/register/challenge.ts. */
    kind: text('kind', { enum: ['login', 'register', 'password', 'challenge'] }).notNull(),
    mobileHash: text('mobile_hash').notNull(),
    address: text('address').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bpr_auth_attempt_mobile_idx').on(t.mobileHash, t.createdAt),
    index('bpr_auth_attempt_address_idx').on(t.address, t.createdAt),
  ],
);

/** Family members declared for public-rental filing (公租房家庭成员). */
export const familyMembers = pgTable(
  'bpr_family_member',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    idNumberMasked: text('id_number_masked').notNull(),
    idNumberCipher: text('id_number_cipher').notNull(),
    /** HMAC of the ID number: one person once per family without decrypting. */
    idNumberDigest: text('id_number_digest').notNull(),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bpr_family_member_person_uq').on(t.userId, t.idNumberDigest), index('bpr_family_member_user_idx').on(t.userId)],
);
