import { METADATA_FIELDS } from '../../contract/pdf-metadata';
import type { PdfReportAnswer, ReportPage } from '../../contract/pdf-report';
import { formatBytes } from '../../lib/format-bytes';
import { ReportTable } from './ReportTable';
import { inspectTexts as text } from './texts';

/** Long documents list their first pages; the JSON holds them all. */
const PAGES_SHOWN = 100;

function pageSize({ mediaBox: [x0, y0, x1, y1] }: ReportPage): string {
  return `${Math.round((x1 - x0) * 10) / 10} × ${Math.round((y1 - y0) * 10) / 10}`;
}

function otherBoxes(page: ReportPage): string {
  return (Object.keys(text.boxes) as Array<keyof typeof text.boxes>).filter((key) => page[key]).map((key) => text.boxes[key]).join(', ') || text.none;
}

const yesNo = (value: boolean) => (value ? text.yes : text.no);

/** Every section of the report, each a table or a line saying there is none. */
export function PdfReportView({ report }: { report: PdfReportAnswer }) {
  const summary: Array<[string, string]> = [
    [text.summary.version, report.version],
    [text.summary.pages, String(report.pages.length)],
    [text.summary.size, formatBytes(report.size)],
    [text.summary.revisions, text.times(report.revisions)],
    [text.summary.encrypted, yesNo(report.encrypted)],
    [text.summary.restrictions, report.restrictions.join(', ') || text.none],
    [text.summary.tagged, yesNo(report.tagged)],
    [text.summary.pdfa, report.pdfa ?? text.no],
    [text.summary.pdfua, report.pdfua ?? text.no],
  ];
  const { info, xmp, custom } = report.metadata;
  const fieldTypes = [...new Set(report.fields.map((field) => field.type))];
  const signatures = report.fields.filter((field) => field.type === 'signature');
  return (
    <div className="space-y-8" data-testid="pdf-report">
      <section aria-labelledby="report-summary">
        <h2 id="report-summary" className="mb-2 text-lg font-semibold text-slate-900">{text.summaryTitle}</h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {summary.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-3 border-b border-slate-100 py-1">
              <dt className="text-slate-600">{term}</dt><dd className="text-right font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ReportTable
        title={text.metadataTitle}
        columns={[text.metadataColumns.field, text.metadataColumns.info, text.metadataColumns.xmp]}
        rows={[
          ...METADATA_FIELDS.filter((field) => info[field] || xmp?.[field]).map((field) => [text.fields[field], info[field], xmp ? xmp[field] : text.noXmp]),
          ...custom.map((entry) => [text.custom(entry.name), entry.value, '']),
        ]}
        empty={text.nothing}
      />
      <ReportTable
        title={text.pagesTitle}
        columns={[text.pageColumns.page, text.pageColumns.label, text.pageColumns.size, text.pageColumns.rotation, text.pageColumns.boxes]}
        rows={report.pages.slice(0, PAGES_SHOWN).map((page) => [page.number, page.label, pageSize(page), `${page.rotation}°`, otherBoxes(page)])}
        empty={text.nothing}
        footer={report.pages.length > PAGES_SHOWN ? text.morePages(report.pages.length - PAGES_SHOWN) : undefined}
      />
      <ReportTable
        title={text.fontsTitle}
        columns={[text.fontColumns.name, text.fontColumns.type, text.fontColumns.embedded, text.fontColumns.subset, text.fontColumns.pages]}
        rows={report.fonts.map((font) => [font.name, font.type, yesNo(font.embedded), yesNo(font.subset), font.pages.length])}
        empty={text.nothing}
      />
      <ReportTable
        title={text.imagesTitle}
        columns={Object.values(text.imageColumns)}
        rows={report.images.map((image) => [image.page, `${image.width} × ${image.height}`, text.ppi(image.ppi), image.compression.join(', ') || text.none, image.colourSpace, yesNo(image.hasMask), text.stored(image.inline)])}
        empty={text.nothing}
      />
      <ReportTable title={text.scriptsTitle} columns={['', '']} rows={report.scripts.map((script) => [script.where, <code key="code" className="text-xs">{script.code}</code>])} empty={text.nothing} />
      <ReportTable title={text.attachmentsTitle} columns={['', '', '']} rows={report.attachments.map((file) => [file.name, formatBytes(file.size), file.description])} empty={text.nothing} />
      <ReportTable
        title={text.linksTitle}
        columns={[text.linkColumns.page, text.linkColumns.kind, text.linkColumns.target]}
        rows={report.links.map((link) => [link.page, text.linkKinds[link.kind], link.target])}
        empty={text.nothing}
      />
      <ReportTable title={text.layersTitle} columns={['', '']} rows={report.layers.map((layer) => [layer.name, layer.visible ? text.shown : text.hidden])} empty={text.nothing} />
      <ReportTable
        title={text.fieldsTitle}
        columns={['', '']}
        rows={fieldTypes.map((type) => [type, report.fields.filter((field) => field.type === type).length])}
        empty={text.nothing}
        footer={signatures.length > 0 ? text.signatures(signatures.filter((field) => field.signed).length, signatures.length) : undefined}
      />
    </div>
  );
}
