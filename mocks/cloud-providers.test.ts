import { describe, expect, it } from 'vitest';
import { driveQuery, typeFromName } from './cloud-providers';
import { DEFAULT_ACCEPT, PDF_ACCEPT, PHOTO_ACCEPT } from '../src/contract/upload-rules';
import { cloudConfigFrom, cloudConnectOrigins } from '../src/contract/cloud-config';

describe('the Drive listing’s MIME filter', () => {
  it('asks for PDFs only for a PDF tool, once each, never trashed files', () => {
    expect(driveQuery(PDF_ACCEPT)).toBe("trashed = false and (mimeType = 'application/pdf')");
  });

  it('turns wildcards into prefixes and extensions into their types', () => {
    const query = driveQuery(DEFAULT_ACCEPT);
    expect(query).toContain("mimeType contains 'image/'");
    expect(query).toContain("mimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'");
    expect(driveQuery(PHOTO_ACCEPT)).toBe("trashed = false and (mimeType = 'image/jpeg' or mimeType = 'image/png' or mimeType = 'image/jpg' or mimeType = 'image/webp')");
  });
});

describe('Dropbox files, which carry no type', () => {
  it('get the type their name suggests', () => {
    expect(typeFromName('Report.PDF')).toBe('application/pdf');
    expect(typeFromName('photo.jpeg')).toBe('image/jpeg');
    expect(typeFromName('notes.txt')).toBe('application/octet-stream');
  });
});

describe('the build-time cloud configuration', () => {
  it('sets up nothing without a client ID, so the policy names no provider', () => {
    const config = cloudConfigFrom({ VITE_DROPBOX_API_URL: 'http://localhost:9/2' });
    expect(config).toEqual({});
    expect(cloudConnectOrigins(config)).toEqual([]);
  });

  it('uses the real endpoints unless told otherwise, and names only the origins the app fetches from', () => {
    const config = cloudConfigFrom({ VITE_DROPBOX_CLIENT_ID: 'abc' });
    expect(config.dropbox?.clientId).toBe('abc');
    expect(config['google-drive']).toBeUndefined();
    // Dropbox's API and content hosts (spelt out only in the config module: shipped source names no remote URL).
    expect(cloudConnectOrigins(config).map((origin) => new URL(origin).hostname)).toEqual(['api.dropboxapi.com', 'content.dropboxapi.com']);
    const emulated = cloudConfigFrom({ VITE_GOOGLE_DRIVE_CLIENT_ID: 'x', VITE_GOOGLE_DRIVE_TOKEN_URL: 'http://localhost:9/token', VITE_GOOGLE_DRIVE_API_URL: 'http://localhost:9/drive/v3', VITE_GOOGLE_DRIVE_CONTENT_URL: 'http://localhost:9/drive/v3' });
    expect(cloudConnectOrigins(emulated)).toEqual(['http://localhost:9']);
  });
});
