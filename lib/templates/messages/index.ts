import { messagesOf, type Message } from '@/lib/cases/handling';
import { openMessage, type CitizenMessage } from '@/lib/cases/messages';
import type { Page } from '@/lib/cms/types';
import { getDb } from '@/lib/db/client';
import { definePersonalTemplate } from '../define';
import { loadPersonalTemplatePage, type PersonalCenterPage } from '../personal-centre';
import { idParam, pagingOf, PERSONAL_PAGE_SIZE } from '../personal-query';
import { messagesKeys } from './keys';

export type MessagesData = {
  page: PersonalCenterPage;
  messages: Page<Message>;
  /** The message asked for by ?messageId= (the user's own only), now marked read. */
  opened: CitizenMessage | null;
  /** ?messageId= named no message of this user. */
  missing: boolean;
};

/** 站内信: every message about the user's cases, newest first; opening one marks it read. */
export const messages = definePersonalTemplate<MessagesData>({
  ...messagesKeys,
  async load(req) {
    const page = await loadPersonalTemplatePage(req);
    const db = await getDb();
    const { pageNum } = pagingOf(req.searchParams);
    const id = idParam(req.searchParams.messageId);
    // Opened first, so the list below already shows it as read.
    const opened = id === null ? null : await openMessage(db, page.user.userId, id);
    const list = await messagesOf(db, page.user.userId, { pageNum, pageSize: PERSONAL_PAGE_SIZE });
    return { page, messages: list, opened, missing: id !== null && !opened };
  },
});
