/** The longest tools-index filter kept from the URL. */
export const MAX_QUERY_LENGTH = 100;
