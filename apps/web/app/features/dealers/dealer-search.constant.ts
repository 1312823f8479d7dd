/** Query parameter of the postal-code search form of the dealer directory. */
export const ZIP_SEARCH_PARAM = 'plz';
