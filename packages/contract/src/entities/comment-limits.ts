/** The longest comment or reply, in characters (apart from the schemas: no zod, ADR 029). */
export const COMMENT_MAX_LENGTH = 5000;
