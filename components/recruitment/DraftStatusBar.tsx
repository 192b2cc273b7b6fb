'use client';

import type { DraftConflictInfo, DraftStatus } from './use-draft';
import { formStyles } from '@/components/form/fields';
import styles from './DraftStatusBar.module.css';

const LABELS: Record<DraftStatus, string> = {
  idle: '填写时自动保存',
  saved: '已保存',
  saving: '保存中…',
  unsaved: '未保存',
  offline: '未保存（网络已断开，恢复后自动保存）',
  conflict: '未保存（请选择保留哪一份内容）',
  'signed-out': '未保存（登录已失效，内容暂存在本机，请重新登录后继续）',
  error: '未保存（服务器繁忙，稍后自动重试，也可点击“保存草稿”）',
};

const time = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString('zh-CN', { hour12: false, month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
};

/** The draft's state in words, announced politely to screen readers, with the conflict choice. */
export function DraftStatusBar(props: {
  status: DraftStatus;
  savedAt: string | null;
  hydrated: boolean;
  conflict: DraftConflictInfo | null;
  onSaveNow: () => void;
  onResolve: (choice: 'other' | 'page') => void;
}) {
  const { status, savedAt, hydrated, conflict } = props;
  return (
    <div className={styles.bar}>
      <p className={styles.status} role="status" aria-live="polite" data-draft-status={hydrated ? status : 'static'}>
        {hydrated ? (
          <>
            草稿：<strong>{LABELS[status]}</strong>
            {status === 'saved' && savedAt ? <span className={styles.time}>（{time(savedAt)}）</span> : null}
          </>
        ) : (
          '填写内容在点击下方按钮后保存。'
        )}
      </p>
      {hydrated ? (
        <button type="button" className={formStyles.tool} onClick={props.onSaveNow} disabled={status === 'saving' || status === 'conflict' || status === 'idle'}>
          保存草稿
        </button>
      ) : null}
      {conflict ? (
        <div className={styles.conflict} role="alert">
          <p>
            {conflict.revision >= 0
              ? `这份草稿已在其他页面或设备上更新（${time(conflict.updatedAt)}）。请选择要保留的内容：`
              : `本机有一份尚未保存到服务器的内容（${time(conflict.updatedAt)}），而服务器上的草稿已在其他设备更新。请选择要保留的内容：`}
          </p>
          <div className={styles.choices}>
            <button type="button" className={formStyles.tool} onClick={() => props.onResolve('other')}>
              {conflict.revision >= 0 ? '载入较新的内容' : '恢复本机内容'}
            </button>
            <button type="button" className={formStyles.tool} onClick={() => props.onResolve('page')}>
              保留本页内容
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
