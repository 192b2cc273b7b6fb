import { id, strictInput } from './common';

/** GET …/brcFileEntity/download?id= : one of the caller's files. */
export const fileIdQuery = strictInput({ id });

/** POST …/brcFileEntity/remove, JSON `{ id }`. */
export const removeFileBody = strictInput({ id });

/** The fields an upload form may carry (multipart/form-data); anything else is refused. */
export const UPLOAD_FIELDS = ['purpose', 'file', 'back'] as const;
