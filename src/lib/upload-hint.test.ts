import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_SIZE_MB, ONE_PDF, PDF_ACCEPT, PHOTO_ACCEPT } from '../contract/upload-rules';
import { describeUploadRules } from './upload-hint';

describe('the upload hint made from the rules', () => {
  it('words one PDF and a list of PDFs as the screens always have', () => {
    expect(describeUploadRules(ONE_PDF)).toBe('One PDF file, up to 100 MB');
    expect(describeUploadRules({ accept: PDF_ACCEPT, maxFiles: 10, maxSizeMb: 100 })).toBe('PDF files only, up to 100 MB each');
  });

  it('names image types once each, and calls them images', () => {
    expect(describeUploadRules({ accept: PHOTO_ACCEPT, maxFiles: 1, maxSizeMb: DEFAULT_MAX_SIZE_MB }))
      .toBe('One JPG, PNG or WebP image, up to 50 MB');
    expect(describeUploadRules({ accept: ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.tiff', 'image/*'], maxFiles: 10, maxSizeMb: 50 }))
      .toBe('JPG, PNG, GIF, BMP or TIFF images only, up to 50 MB each');
    expect(describeUploadRules({ accept: ['image/*'], maxFiles: 1, maxSizeMb: 5 })).toBe('One image, up to 5 MB');
  });

  it('names other types by their extension', () => {
    expect(describeUploadRules({ accept: ['.doc', '.docx'], maxFiles: 10, maxSizeMb: 50 })).toBe('DOC or DOCX files only, up to 50 MB each');
    expect(describeUploadRules({ accept: ['.html', '.htm'], maxFiles: 1, maxSizeMb: 50 })).toBe('One HTML file, up to 50 MB');
  });
});
