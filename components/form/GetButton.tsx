import Form from 'next/form';
import type { ReactNode } from 'react';

export type GetButtonProps = {
  /** The page to open, with its query (e.g. `/t1/…/gzf_familyInfo?edit=3`). */
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
};

/**
 * A button that opens a page state (编辑, 添加, 删除 → the question first): a GET form, so it is a
 * real button that works without JavaScript, and next/form turns it into a client navigation
 * with it. Only ids and fixed flags travel in its query.
 */
export function GetButton({ href, children, className, 'aria-label': ariaLabel }: GetButtonProps) {
  const url = new URL(href, 'http://page.invalid');
  return (
    <Form action={url.pathname} style={{ display: 'inline' }}>
      {[...url.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-label={ariaLabel}>
        {children}
      </button>
    </Form>
  );
}
