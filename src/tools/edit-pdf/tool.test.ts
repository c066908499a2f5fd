import { describe, expect, it } from 'vitest';
import { variantFor } from '../tool-definition';
import { tool } from './tool';

describe('the editor\'s cards', () => {
  it('let Protect and Unlock take ten PDFs per pick, and the editor\'s other tools one document', () => {
    expect(variantFor(tool, 'protect')!.upload).toMatchObject({ maxFiles: 10, maxSizeMb: 100 });
    expect(variantFor(tool, 'unlock')!.upload).toMatchObject({ maxFiles: 10, maxSizeMb: 100 });
    for (const id of ['edit', 'sign', 'rotate', 'crop', 'redact', 'compare']) expect(variantFor(tool, id)!.upload, id).toMatchObject({ maxFiles: 1 });
  });
});
