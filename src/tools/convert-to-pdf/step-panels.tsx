import type { BookSettings, BookType } from '../../contract/book-to-pdf';
import type { ConvertToPdfSettings, DocumentSettings, ImagePageSettings } from '../../contract/convert-to-pdf';
import { BookOptions } from './BookOptions';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { CombineField } from './CombineField';
import { ImageOptions } from './ImageOptions';

type ImagesStep = { type: 'image' } & ImagePageSettings;
type OfficeStep = Extract<ConvertToPdfSettings, DocumentSettings>;
type BookStep = { type: BookType } & BookSettings;

/** The JPG to PDF tab's page settings, on the step's settings. */
function ImagesStepOptions({ settings, onChange, disabled }: StepPanelProps<ImagesStep>) {
  return <ImageOptions settings={settings} onChange={(change) => onChange({ ...settings, ...change })} disabled={disabled} />;
}

/** The E-book tab's page layout, and one PDF of every book or one each. */
function BookStepOptions({ settings, onChange, disabled }: StepPanelProps<BookStep>) {
  return (
    <>
      <BookOptions settings={settings} onChange={(change) => onChange({ ...settings, ...change })} disabled={disabled} />
      <fieldset disabled={disabled}>
        <CombineField checked={settings.combine} onChange={(combine) => onChange({ ...settings, combine })} />
      </fieldset>
    </>
  );
}

/** The Office, HTML and Markdown tabs' one choice: one PDF of every file, or one each. */
function OfficeStepOptions({ settings, onChange, disabled }: StepPanelProps<OfficeStep>) {
  return (
    <fieldset disabled={disabled}>
      <CombineField checked={settings.combine} onChange={(combine) => onChange({ ...settings, combine })} />
    </fieldset>
  );
}

export const stepPanels = {
  'images-to-pdf': stepPanel(ImagesStepOptions),
  'office-to-pdf': stepPanel(OfficeStepOptions),
  'html-to-pdf': stepPanel(OfficeStepOptions),
  'markdown-to-pdf': stepPanel(OfficeStepOptions),
  'svg-to-pdf': stepPanel(OfficeStepOptions),
  'email-to-pdf': stepPanel(OfficeStepOptions),
  'ebook-to-pdf': stepPanel(BookStepOptions),
};
