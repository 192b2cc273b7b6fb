/**
 * Query length limit, in characters (code points), after normalising. Its own module so the search
 * box (rendered in the browser too, inside the header) can read it without the tokenizer's dictionary.
 */
export const QUERY_MAX = 50;
