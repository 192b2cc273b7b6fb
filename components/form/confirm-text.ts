/** The words of the one confirmation (ConfirmAction), beside the verbs of lib/validation/record-outcome.ts. */
export const CONFIRM_TEXT = {
  question: (verb: string, subject: string) => `确定${verb}${subject}吗？`,
  cancel: '取消',
} as const;
