// Reading and filling AcroForm fields through their widgets, with MuPDF (which regenerates each
// widget's appearance, so the value shows in every viewer, and bakes them on "flatten").
import type { PDFPage, PDFWidget } from 'mupdf';
import { FIELD_OFF, type FieldKind } from '../../../src/contract/form-fields';

export function kindOf(widget: PDFWidget): FieldKind | undefined {
  if (widget.isText()) return 'text';
  if (widget.isCheckbox()) return 'checkbox';
  if (widget.isRadioButton()) return 'radio';
  if (widget.isChoice()) return 'choice';
  return undefined;
}

/** The name of a checkbox's or radio button's ticked state (the appearance that is not 'Off'). */
export function onStateOf(widget: PDFWidget): string | undefined {
  let state: string | undefined;
  widget.getObject().get('AP').get('N').forEach((_value, key) => {
    if (typeof key === 'string' && key !== FIELD_OFF) state = key;
  });
  return state;
}

/** Whether this widget's button is the ticked one. */
function isOn(widget: PDFWidget): boolean {
  const appearance = widget.getObject().get('AS');
  return appearance.isName() && appearance.asName() !== FIELD_OFF;
}

/** Sets the values the person chose on the page's widgets; returns how many fields changed. */
/** What MuPDF reads of a widget, or undefined where the widget's field is too damaged to read. */
export function readable<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export function fillWidgets(page: PDFPage, values: Record<string, string>): number {
  let filled = 0;
  for (const widget of page.getWidgets()) {
    // A widget whose field MuPDF cannot read (its parents loop) is left as it is.
    const name = readable(() => widget.getName());
    const kind = readable(() => kindOf(widget));
    const wanted = name === undefined ? undefined : values[name];
    if (wanted === undefined || !kind || widget.isReadOnly()) continue;
    if (kind === 'text' && widget.getValue() !== wanted) {
      widget.setTextValue(wanted);
      filled += 1;
    } else if (kind === 'choice' && widget.getValue() !== wanted) {
      widget.setChoiceValue(wanted);
      filled += 1;
    } else if (kind === 'checkbox' || kind === 'radio') {
      const shouldBeOn = wanted !== FIELD_OFF && wanted === onStateOf(widget);
      if (shouldBeOn !== isOn(widget) && (shouldBeOn || kind === 'checkbox')) {
        widget.toggle();
        filled += 1;
      }
    }
    widget.update();
  }
  return filled;
}
