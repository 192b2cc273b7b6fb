import { PageShell } from '@/components/layout/PageShell';
import { CommercialProjectView } from '@/components/shops/CommercialProjectView';
import { commercialProjectHref } from '@/lib/data-docking/shop-links';
import { columnLabel } from '@/lib/templates/column-meta';
import type { ShopProjectData } from '@/lib/templates/shop-project';
import type { TemplateViewProps } from './types';

export function ShopProjectView({ req, data: { state, project, projects } }: TemplateViewProps<ShopProjectData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={project ? project.name : columnLabel(req, state)}>
      {project ? (
        <CommercialProjectView project={project} />
      ) : (
        <ul>
          {projects.map((p) => (
            <li key={p.id}>
              <a href={commercialProjectHref(p.id)}>{p.name}</a>（{p.district}，{p.shopCount} 间商铺）
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}
