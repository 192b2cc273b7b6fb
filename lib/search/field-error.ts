/**
 * A field problem of a console form about the search (a word that is no word, a result not in the
 * index): the form kit reads `field` + message (lib/api/form-route.ts fieldErrorsOf). Its own small
 * class so the search's modules stay free of the route layer (scripts load them without Next).
 */
export class SearchFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'SearchFieldError';
  }
}
