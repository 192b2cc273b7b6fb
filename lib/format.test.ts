import { excerpt, fileExtension, formatDate, formatDateTime, formatFileSize } from '@/lib/format';

describe('format', () => {
  it('formats dates in Beijing time', () => {
    expect(formatDate('2025-03-04T16:30:00.000Z')).toBe('2025-03-05');
    expect(formatDate('2025-03-04T08:00:00.000Z')).toBe('2025-03-04');
    expect(formatDate('2024-06-01')).toBe('2024-06-01');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDateTime('2025-03-04T08:05:00.000Z')).toBe('2025-03-04 16:05');
  });

  it('formats file sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(undefined)).toBe('');
  });

  it('reads extensions and builds excerpts', () => {
    expect(fileExtension('申请表.docx')).toBe('DOCX');
    expect(fileExtension('/files/a.pdf?v=1')).toBe('PDF');
    expect(fileExtension('readme')).toBe('');
    expect(excerpt('<p>一&nbsp;二</p>  三', 10)).toBe('一 二 三');
    expect(excerpt('一二三四五六', 4)).toBe('一二三…');
  });
});
