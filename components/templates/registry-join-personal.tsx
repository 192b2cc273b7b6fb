import type { ReactNode } from 'react';
import { PersonalCenterFrame } from '@/components/account/PersonalCenterFrame';
import type { PersonalFrame } from '@/lib/templates/types';
import { joinInFrame } from './registry-join';

function PersonalShell({ frame, children }: { frame: PersonalFrame; children: ReactNode }) {
  return (
    <PersonalCenterFrame nav={frame.nav} title={frame.title}>
      {children}
    </PersonalCenterFrame>
  );
}

/** A personal-centre template joined to its view, drawn inside PersonalCenterFrame (the side menu is the layout's). */
export const join = joinInFrame(PersonalShell);
