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
export function fillWidgets(page: PDFPage, values: Record<string, string>): number {
  let filled = 0;
  for (const widget of page.getWidgets()) {
    const wanted = values[widget.getName()];
    const kind = kindOf(widget);
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
