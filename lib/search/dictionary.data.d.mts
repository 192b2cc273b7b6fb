export const SYNONYM_GROUPS: string[][];
export const DOMAIN_WORDS: string[];
export const QUERY_STOP_WORDS: string[];
