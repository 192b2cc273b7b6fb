import { CommercialProjectView } from '@/components/shops/CommercialProjectView';
import { commercialProjectHref } from '@/lib/data-docking/shop-links';
import type { ShopProjectData } from '@/lib/templates/shop-project';
import type { TemplateViewProps } from './types';

export function ShopProjectView({ data: { project, projects } }: TemplateViewProps<ShopProjectData>) {
  if (project) return <CommercialProjectView project={project} />;
  return (
    <ul>
      {projects.map((p) => (
        <li key={p.id}>
          <a href={commercialProjectHref(p.id)}>{p.name}</a>（{p.district}，{p.shopCount} 间商铺）
        </li>
      ))}
    </ul>
  );
}
