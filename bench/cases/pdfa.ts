// PDF/A case: the corpus form whose fonts are not embedded, to PDF/A-2b. Folio's engine (Ghostscript
// compiled to WebAssembly, under Node) against native Ghostscript with the same arguments and the
// same output-intent definition, in the same run.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertToPdfa } from '../../workers/engines/ghostscript/convert-to-pdfa';
import { PDFA_DEFINITION } from '../../workers/engines/ghostscript/pdfa-definition';
import { corpusDir } from '../../test/fixtures/corpus';
import { fontsEmbedded, pdfaIdentification } from '../../test/readers/pdfa-checks';
import { timeRuns } from '../measure';
import { countPages, runTool, toolVersion } from '../pdf-tools';
import type { BenchSection } from '../results-writer';

const SOURCE = 'form-acroform-irs1040-prefilled.pdf';

export async function benchPdfa(workDir: string): Promise<BenchSection> {
  const sourcePath = `${corpusDir}${SOURCE}`;
  const bytes = new Uint8Array(readFileSync(sourcePath));
  const folio = await timeRuns(() => convertToPdfa({ files: [{ name: SOURCE, data: bytes }], settings: { level: '2b' } }));
  const folioPath = join(workDir, 'folio.pdf');
  writeFileSync(folioPath, folio.result.outputs[0].data as Uint8Array);

  // The same definition, reading Debian's copy of Ghostscript's sRGB profile (copied beside it: SAFER reads only permitted paths).
  const profilePath = join(workDir, 'srgb.icc');
  copyFileSync('/usr/share/color/icc/ghostscript/srgb.icc', profilePath);
  const definitionPath = join(workDir, 'pdfa.ps');
  writeFileSync(definitionPath, PDFA_DEFINITION.replace('%rom%iccprofiles/srgb.icc', profilePath));
  const nativePath = join(workDir, 'gs.pdf');
  const native = await timeRuns(() => {
    const run = runTool('gs', [
      '-dBATCH', '-dNOPAUSE', '-dQUIET', '-sDEVICE=pdfwrite', '-dPDFA=2', '-dPDFACompatibilityPolicy=1', '-sColorConversionStrategy=RGB',
      `--permit-file-read=${workDir}/`, `-sOutputFile=${nativePath}`, definitionPath, sourcePath,
    ]);
    if (run.status !== 0) throw new Error(`gs failed (exit ${run.status}): ${run.stderr.trim()}`);
  });

  const rows = [
    { tool: 'Folio (Ghostscript WASM)', path: folioPath, timing: folio.timing },
    { tool: 'gs -dPDFA=2', path: nativePath, timing: native.timing },
  ].map(({ tool, path, timing }) => {
    const { part, conformance } = pdfaIdentification(path);
    const notEmbedded = fontsEmbedded(path).filter((font) => !font.embedded).length;
    if (part !== '2' || conformance !== 'B' || notEmbedded > 0) throw new Error(`${tool}: pdfaid ${part}${conformance}, ${notEmbedded} fonts not embedded`);
    return { tool, timing, outputBytes: readFileSync(path).byteLength, pages: countPages(path), check: 'pdfaid 2B, all fonts embedded' };
  });

  return {
    title: 'PDF/A-2b: a 2-page form whose fonts are not all embedded',
    description:
      `\`${SOURCE}\` (${bytes.byteLength.toLocaleString('en-US')} B, 3 of its fonts only named) to PDF/A-2b. Folio: \`convertToPdfa\` in Node ` +
      '(@okathira/ghostpdl-wasm, Ghostscript 10.06, compiled once, a fresh instance per run, MuPDF reading the file first). Native: Debian\'s `gs` with the same ' +
      'arguments and output-intent definition. Each output is checked with pdfinfo -meta (pdfaid) and pdffonts.',
    reference: 'gs -dPDFA=2',
    rows,
    notes: [`Native: ${toolVersion('gs')}; Folio's WebAssembly build is Ghostscript 10.06.0.`],
  };
}
