import type { FilePurpose } from '@/lib/recruitment/file-rules';

/** Id of a page's plain upload form for one purpose (one file field per purpose on a page). */
export const uploadFormId = (purpose: FilePurpose) => `recruit-upload-${purpose}`;
