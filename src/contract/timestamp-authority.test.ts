import { describe, expect, it } from 'vitest';
import { timestampAuthorityFrom, timestampConnectOrigins } from './timestamp-authority';

describe('the timestamp authority set up at build time', () => {
  it('is an https address (or http on this machine), else none', () => {
    expect(timestampAuthorityFrom({})).toBeUndefined();
    expect(timestampAuthorityFrom({ VITE_TIMESTAMP_URL: ' https://tsa.example.org/tsr ' })).toBe('https://tsa.example.org/tsr');
    expect(timestampAuthorityFrom({ VITE_TIMESTAMP_URL: 'http://tsa.example.org/tsr' })).toBeUndefined();
    expect(timestampAuthorityFrom({ VITE_TIMESTAMP_URL: 'http://localhost:8318/' })).toBe('http://localhost:8318/');
    expect(timestampAuthorityFrom({ VITE_TIMESTAMP_URL: 'not a url' })).toBeUndefined();
  });

  it('adds its origin, and nothing else, to connect-src', () => {
    expect(timestampConnectOrigins({ VITE_TIMESTAMP_URL: 'https://tsa.example.org/tsr' })).toEqual(['https://tsa.example.org']);
    expect(timestampConnectOrigins({})).toEqual([]);
  });
});
