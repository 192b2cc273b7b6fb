import type { ContentDetail, ContentSummary } from '@/lib/cms/types';

/** Test data for the template tests. */
export function summary(overrides: Partial<ContentSummary> = {}): ContentSummary {
  return {
    id: 1,
    columnKey: 'tzgg_gzf_pz',
    columnLabel: '配租公告',
    title: '2025年第一批公租房配租公告',
    summary: '本批次共推出房源 320 套，请符合条件的家庭按时办理。',
    coverUrl: null,
    source: '住房保障中心',
    publishAt: '2025-03-04T02:00:00.000Z',
    pinned: false,
    viewCount: 12,
    ...overrides,
  };
}

export function detail(overrides: Partial<ContentDetail> = {}): ContentDetail {
  return {
    ...summary(),
    bodyHtml: '<p>正文第一段。</p><h2>一、配租对象</h2><p>本市户籍家庭。</p>',
    author: '',
    videoUrl: null,
    attachments: [],
    previous: null,
    next: null,
    ...overrides,
  };
}
