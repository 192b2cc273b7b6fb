import { RECORD_ACTIONS, type RecordActionKind } from '@/lib/validation/record-outcome';

/** The words of the one confirmation (ConfirmAction), beside the verbs of lib/validation/record-outcome.ts. */
export const CONFIRM_TEXT = {
  question: (kind: RecordActionKind, subject: string) => `确定${RECORD_ACTIONS[kind].verb}${subject}吗？`,
  cancel: '取消',
} as const;
