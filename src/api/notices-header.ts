/** Engine notices travel in this response header, as URI-encoded JSON (header values must be Latin-1). */
export const NOTICES_HEADER = 'X-Notices';
