import { unreadCount } from '@/lib/cases/handling';
import type { ColumnNode } from '@/lib/cms/types';
import { getDb } from '@/lib/db/client';
import { MESSAGES_PATH } from '@/lib/navigation/paths';
import { findPersonalCenterColumn } from '@/lib/navigation/resolve';
import { columnTreeOfRequest } from '@/lib/templates/personal-centre';
import type { PersonalMenuGroup } from './PersonalCenterMenu.client';

export { loadPersonalCenterPage, type PersonalCenterPage } from '@/lib/templates/personal-centre';

/** The side menu: the groups (level 2) and pages (level 3) of the column labelled 个人中心, with the unread 站内信 of the user. */
export async function loadPersonalCenterMenu(userId: number | null): Promise<{ label: string; groups: PersonalMenuGroup[] }> {
  const [tree, unread] = await Promise.all([columnTreeOfRequest(), userId === null ? 0 : getDb().then((db) => unreadCount(db, userId))]);
  const personalCenter = findPersonalCenterColumn(tree);
  if (!personalCenter) return { label: '个人中心', groups: [] };
  const visible = (nodes: readonly ColumnNode[]) => nodes.filter((n) => !n.navHidden);
  return {
    label: personalCenter.label,
    groups: visible(personalCenter.children).map((group) => ({
      key: group.key,
      label: group.label,
      items: (group.children.length ? visible(group.children) : [group]).map((leaf) => ({ key: leaf.key, label: leaf.label, path: leaf.route, ...(leaf.route === MESSAGES_PATH && unread ? { unread } : {}) })),
    })),
  };
}
