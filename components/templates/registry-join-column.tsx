import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/PageShell';
import type { ColumnFrame } from '@/lib/templates/types';
import { joinInFrame } from './registry-join';

function ColumnShell({ frame: { nav, tree, route, title, current, sideMenu }, children }: { frame: ColumnFrame; children: ReactNode }) {
  return (
    <PageShell nav={nav} tree={tree} route={route} title={title} current={current} sideMenu={sideMenu}>
      {children}
    </PageShell>
  );
}

/** A /t1 or /t3 template joined to its view, drawn inside PageShell (breadcrumbs, side menu, heading). */
export const join = joinInFrame(ColumnShell);
