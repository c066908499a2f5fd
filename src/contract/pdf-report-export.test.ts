import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import schema from './pdf-data.schema.json';
import { reportDocument } from './pdf-report-export';
import { corpusFile } from '../../test/fixtures/corpus';
import { jobOf } from '../../test/fixtures/engine-job';
import { riskyPdfBytes } from '../../test/fixtures/risky-pdf';
import { reportPdf } from '../../workers/engines/pdf-lib/pdf-report';
import { noSettings } from './api-call';

const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

describe('the report as a PDF data document', () => {
  it('is valid against the one schema, for a paper, a form, a PDF/A file and a file with scripts and attachments', async () => {
    const files = [
      ...['multipage-text-tracemonkey-14p.pdf', 'form-acroform-irs1040-prefilled.pdf', 'pdfa-1b-01.pdf', 'large-jpeg-qa-document-6p.pdf'].map(corpusFile),
      { name: 'risky.pdf', bytes: await riskyPdfBytes() },
    ];
    for (const file of files) {
      const { facts } = await reportPdf(jobOf(file, noSettings));
      const document = reportDocument({ filename: file.name, size: file.bytes.length, ...facts });
      expect(validate(JSON.parse(JSON.stringify(document))), `${file.name}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    }
  });
});
