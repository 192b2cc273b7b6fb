import styles from '@/app/admin/admin.module.css';

export type FormErrorProps = { id: string; reason: string | undefined; messages: Record<string, string> };

/** The reason a console sign-in form came back with (?failed=…, read by readFormFailure), as an alert the field points at. */
export function FormError({ id, reason, messages }: FormErrorProps) {
  if (!reason) return null;
  const text = messages[reason] ?? messages.busy;
  return (
    <p id={id} role="alert" className={styles.error}>
      {text}
    </p>
  );
}

export const firstParam = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
