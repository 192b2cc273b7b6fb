import { SearchResults } from '@/components/search/SearchResults';
import type { SiteSearchData } from '@/lib/templates/site-search';
import type { TemplateViewProps } from './types';

export function SiteSearchView({ data: { request, result, correction, help } }: TemplateViewProps<SiteSearchData>) {
  return <SearchResults request={request} result={result} correction={correction} help={help} />;
}
