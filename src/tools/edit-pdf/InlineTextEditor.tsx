import { useEffect, useRef } from 'react';
import type { EditItem } from '../../contract/edit-pdf';
import type { EditorDocument } from './editor-document';
import type { ToolContext } from './tools/editor-tool';
import { cssFontOf } from './editor-style';
import { textLines } from './text-lines';

interface InlineTextEditorProps {
  item: Extract<EditItem, { kind: 'text' }>;
  /** CSS pixels per point. */
  scale: number;
  context: ToolContext;
  label: string;
}

/** The selected text item, editable where it stands; the typing of one visit is one step of the history. */
export function InlineTextEditor({ item, scale, context, label }: InlineTextEditorProps) {
  const before = useRef<EditorDocument | undefined>(undefined);
  const field = useRef<HTMLTextAreaElement>(null);
  // The item is placed on pointerdown, and the same click's mousedown then moves the focus to the page:
  // the field takes it back once that click is over, so the first key typed lands in it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (document.activeElement !== field.current) field.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const lines = item.text.split('\n');
  const shownLines = textLines(item).length;
  return (
    <textarea
      ref={field}
      aria-label={label}
      data-testid="inline-text"
      autoFocus
      value={item.text}
      rows={shownLines}
      spellCheck={false}
      onFocus={(event) => {
        before.current = context.document;
        event.currentTarget.select();
      }}
      onChange={(event) => context.dispatch({ type: 'preview', id: item.id, changes: { text: event.target.value } })}
      onBlur={() => before.current && context.dispatch({ type: 'record', before: before.current })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.currentTarget.blur();
        event.stopPropagation();
      }}
      onPointerDown={(event) => event.stopPropagation()}
      className="absolute resize-none overflow-hidden border border-blue-500 bg-white/80 p-0 leading-[1.2] outline-none"
      style={{
        left: item.x * scale,
        top: item.y * scale,
        padding: 2 * scale,
        fontFamily: cssFontOf[item.fontFamily],
        fontSize: item.fontSize * scale,
        fontWeight: item.bold ? 700 : 400,
        fontStyle: item.italic ? 'italic' : 'normal',
        textDecoration: item.underline ? 'underline' : undefined,
        textAlign: item.alignment,
        color: item.color,
        width: item.width !== undefined ? item.width * scale : Math.max(...lines.map((line) => line.length + 2)) * item.fontSize * 0.6 * scale,
      }}
    />
  );
}
