import type { ColumnNode, CompanyIntroduce } from '@/lib/cms/types';
import { columnHref } from '@/lib/navigation/resolve';
import { AboutBlockView } from './AboutBlock.client';

export type AboutBlockProps = { company: CompanyIntroduce; column: ColumnNode | null };

/** 走进我们: the company summary, two key facts and links to the company pages. */
export function AboutBlock({ company, column }: AboutBlockProps) {
  const links = column ? column.children.filter((c) => !c.navHidden) : [];
  return (
    <AboutBlockView
      name={company.name}
      shortName={company.shortName || company.name}
      slogan={company.slogan}
      summary={company.summary}
      moreHref={column ? columnHref([column]) : ''}
      foundedOn={company.foundedOn ?? ''}
      capital={company.registeredCapital}
      links={column ? links.map((c): [string, string] => [c.label, columnHref([column, c])]) : []}
    />
  );
}
