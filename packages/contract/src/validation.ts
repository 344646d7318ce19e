/**
 * Spec §5 email pattern: word characters with optional dots or dashes, '@', a domain of up to 30
 * characters, then one or more dot suffixes of two or more characters.
 */
export const EMAIL_PATTERN = /^\w+([.-]?\w+)*@[\w-]{1,30}(\.[A-Za-z]{2,})+$/;

/**
 * Length of a new password. The longest is well past the 64 characters NIST SP 800-63B asks a site
 * to accept, so passphrases and password managers fit; argon2 hashes any of them at the same cost.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: 8–128 characters, a letter and a digit, from letters, digits and $@!%*#?&_-. */
export const PASSWORD_PATTERN = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d$@!%*#?&_-]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`);
export const HAS_UPPERCASE = /[A-Z]/;
export const HAS_LOWERCASE = /[a-z]/;
export const HAS_DIGIT = /\d/;

/** Spec §5: a part search needs at least 3 characters after trimming. */
export const MIN_KEYWORD_LENGTH = 3;
export const MAX_KEYWORD_LENGTH = 100;

export const MESSAGES = {
  invalidEmail: 'You should submit a valid Email',
  subscribed: 'Subscription successfully',
  keywordEmpty: 'keyword cannot be empty',
  keywordTooLong: `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`,
} as const;

/** Trims and upper-cases a search keyword, or says why it cannot be searched. */
export function normaliseKeyword(raw: unknown): { ok: true; keyword: string } | { ok: false; message: string } {
  const keyword = typeof raw === 'string' ? raw.trim() : '';
  if (keyword.length < MIN_KEYWORD_LENGTH) return { ok: false, message: MESSAGES.keywordEmpty };
  if (keyword.length > MAX_KEYWORD_LENGTH) return { ok: false, message: MESSAGES.keywordTooLong };
  return { ok: true, keyword: keyword.toUpperCase() };
}
