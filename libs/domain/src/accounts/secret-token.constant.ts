/**
 * The shape of the API's secret tokens (32 random bytes, base64url): refresh tokens, registration sessions and
 * the tokens of e-mail links. The web answers a malformed link without asking the API.
 */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
