import { useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import type { Point, TextEdit } from '../../contract/edit-pdf';
import type { PageTextAnswer, PageTextLine } from '../../contract/page-text';
import { indexLines } from './line-index';
import { EDIT_TEXT_MAX_LENGTH } from '../../contract/edit-pdf';
import { joinedText } from '../../contract/paragraph-join';
import { blockChange, blockOf, changeOfLine, currentText, lineChange } from './text-changes';
import { linesOf, pitchOf, placeOf, textLook, type TextTarget } from './text-target';
import { editorTexts } from './texts';

const text = editorTexts.editText;

interface EditTextLayerProps {
  pageNumber: number;
  answer: PageTextAnswer;
  /** CSS pixels per point. */
  scale: number;
  changes: TextEdit[];
  target: TextTarget | undefined;
  onTarget: (target: TextTarget | undefined) => void;
  onChange: (edits: TextEdit[], clear: Array<{ page: number; lines: number[] }>) => void;
}

/**
 * Over the page, with the Edit text tool: the line under the pointer (or chosen with the arrow keys)
 * outlined with its paragraph, and the line or paragraph clicked open for typing where it stands.
 */
export function EditTextLayer({ pageNumber, answer, scale, changes, target, onTarget, onChange }: EditTextLayerProps) {
  const index = useMemo(() => indexLines(answer.lines), [answer]);
  const [hovered, setHovered] = useState<PageTextLine>();
  const layer = useRef<HTMLDivElement>(null);
  // In the layer's own (unturned) space: it turns with the page, and offsetX/Y are measured inside it.
  const pointOf = (event: PointerEvent): Point => ({ x: event.nativeEvent.offsetX / scale, y: event.nativeEvent.offsetY / scale });
  const open = (line: PageTextLine) => {
    if (line.refused) return;
    const change = changeOfLine(changes, pageNumber, line.index);
    if (change && change.lines.length > 1) {
      onTarget({ page: pageNumber, lines: linesOf(change, answer.lines), mode: 'paragraph', text: change.text, style: change.style });
      return;
    }
    onTarget({ page: pageNumber, lines: [line], mode: 'line', text: change?.text ?? line.text, style: change?.style });
  };
  const hoveredBlock = hovered ? blockOf(answer.lines, hovered) : [];
  return (
    <div
      ref={layer}
      className="absolute inset-0 focus:outline-none focus-visible:ring-2 focus-visible:ring-purple-500"
      data-testid="edit-text-layer"
      style={{ cursor: hovered && !hovered.refused ? 'text' : undefined }}
      onPointerMove={(event) => event.target === layer.current && setHovered(index.at(pointOf(event)))}
      onPointerLeave={() => document.activeElement !== layer.current && setHovered(undefined)}
      // The keyboard's way in: Tab to the page's text, the arrow keys from line to line, Enter to open one.
      tabIndex={0}
      role="group"
      aria-label={text.layerLabel}
      onKeyDown={(event) => {
        if (event.target !== layer.current || answer.lines.length === 0) return;
        const at = hovered ? answer.lines.indexOf(hovered) : -1;
        const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
        if (step !== undefined) {
          event.preventDefault();
          event.stopPropagation();
          setHovered(answer.lines[Math.min(answer.lines.length - 1, Math.max(0, at < 0 ? 0 : at + step))]);
        } else if ((event.key === 'Enter' || event.key === 'F2') && hovered) {
          event.preventDefault();
          event.stopPropagation();
          open(hovered);
        }
      }}
      onPointerDown={(event) => {
        if (event.target !== layer.current) return;
        // The open field is written first (its blur commits it), then the next line opens.
        if (target) (document.activeElement as HTMLElement | null)?.blur();
        const line = index.at(pointOf(event));
        if (line) {
          event.preventDefault();
          open(line);
        } else onTarget(undefined);
      }}
    >
      {hovered && <p className="sr-only" aria-live="polite">{text.lineAnnounce(currentText(changes, pageNumber, hovered), hovered.refused && text.refused[hovered.refused])}</p>}
      {hovered && !target?.lines.includes(hovered) && (
        <>
          {hoveredBlock.length > 1 && <Outline box={placeOf(hoveredBlock, hoveredBlock)} scale={scale} dashed />}
          <Outline box={hovered.box} scale={scale} refused={Boolean(hovered.refused)} />
          {hovered.refused && (
            <p role="tooltip" className="pointer-events-none absolute z-10 max-w-xs rounded bg-slate-900 px-2 py-1 text-xs text-white"
              style={{ left: hovered.box.x * scale, top: (hovered.box.y + hovered.box.height) * scale + 4 }} data-testid="edit-text-refused">
              {text.refused[hovered.refused]}
            </p>
          )}
        </>
      )}
      {target && target.page === pageNumber && (
        <TextField key={target.lines.map((line) => line.index).join('-') + target.mode} target={target} answer={answer} scale={scale}
          changes={changes} onTarget={onTarget} onChange={onChange} />
      )}
    </div>
  );
}

function Outline({ box, scale, dashed = false, refused = false }: { box: PageTextLine['box']; scale: number; dashed?: boolean; refused?: boolean }) {
  return (
    <div className={`pointer-events-none absolute rounded-sm border ${dashed ? 'border-dashed border-purple-300' : refused ? 'border-slate-400 bg-slate-400/10' : 'border-purple-600 bg-purple-500/10'}`}
      style={{ left: (box.x - 1) * scale, top: (box.y - 1) * scale, width: (box.width + 2) * scale, height: (box.height + 2) * scale }}
      data-testid={dashed ? 'edit-text-block' : 'edit-text-hover'} />
  );
}

/**
 * The text changes made so far, each drawn as it will be saved over a white box that hides the words
 * it replaces: under the page's items (a highlight over a changed line stays in view), for every tool.
 */
export function TextChangePreviews({ pageNumber, answer, scale, changes, target }: Pick<EditTextLayerProps, 'pageNumber' | 'answer' | 'scale' | 'changes' | 'target'>) {
  return (
    <div className="pointer-events-none absolute inset-0" data-testid="text-change-previews">
      {changes.filter((change) => change.page === pageNumber).map((change) => {
        const lines = linesOf(change, answer.lines);
        if (lines.length === 0 || (target && target.page === pageNumber && lines.some((line) => target.lines.includes(line)))) return null;
        return <ChangePreview key={change.lines.join('-')} change={change} lines={lines} block={blockOf(answer.lines, lines[0])} scale={scale} />;
      })}
    </div>
  );
}

/** A change as it will look: over a white box that hides the words it replaces. */
function ChangePreview({ change, lines, block, scale }: { change: TextEdit; lines: PageTextLine[]; block: PageTextLine[]; scale: number }) {
  const box = placeOf(lines, lines.length > 1 || change.text.includes('\n') ? block : lines);
  const pitch = pitchOf(lines);
  return (
    <>
      <div className="pointer-events-none absolute bg-white" style={{ left: lines[0].box.x * scale, top: box.y * scale, width: (box.width + 1) * scale, height: box.height * scale }} />
      <div className="pointer-events-none absolute whitespace-pre-wrap" data-testid="edit-text-change"
        style={{ ...textLook(lines[0], change.style, scale), left: lines[0].box.x * scale, top: box.y * scale, width: lines.length > 1 ? box.width * scale : undefined,
          whiteSpace: lines.length > 1 || change.text.includes('\n') ? 'pre-wrap' : 'pre', lineHeight: `${pitch * scale}px` }}>
        {change.text}
      </div>
    </>
  );
}

interface TextFieldProps {
  target: TextTarget;
  answer: PageTextAnswer;
  scale: number;
  /** The changes so far: the other lines of a paragraph opened with Enter keep theirs. */
  changes: TextEdit[];
  onTarget: (target: TextTarget | undefined) => void;
  onChange: (edits: TextEdit[], clear: Array<{ page: number; lines: number[] }>) => void;
}

/** The open line or paragraph: typing, selecting and deleting as in any text field. */
function TextField({ target, answer, scale, changes, onTarget, onChange }: TextFieldProps) {
  const [value, setValue] = useState(target.text);
  const cancelled = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const first = target.lines[0];
  const block = blockOf(answer.lines, first);
  const paragraph = target.mode === 'paragraph';
  const box = placeOf(target.lines, paragraph ? block : [first]);
  const width = placeOf([first], block).width;
  // A paragraph's field grows with its text, so every line of it stays in view.
  useLayoutEffect(() => {
    const element = field.current;
    if (!element || !paragraph) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [value, paragraph]);
  const commit = (text: string) => {
    const lines = target.lines.map((line) => line.index);
    const change = paragraph ? blockChange(target.page, target.lines, text, target.style) : lineChange(target.page, first, text, target.style);
    onChange(change ? [change] : [], [{ page: target.page, lines }]);
  };
  return (
    <textarea
      ref={field}
      autoFocus
      aria-label={paragraph ? text.paragraphLabel : text.lineLabel}
      data-testid="edit-text-field"
      value={value}
      maxLength={EDIT_TEXT_MAX_LENGTH}
      spellCheck={false}
      wrap={paragraph ? 'soft' : 'off'}
      rows={1}
      onChange={(event) => setValue(event.target.value)}
      onFocus={(event) => {
        const at = target.caret ?? event.currentTarget.value.length;
        event.currentTarget.setSelectionRange(at, at);
      }}
      onBlur={() => {
        if (!cancelled.current) commit(value);
        onTarget(undefined);
      }}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') {
          cancelled.current = true;
          event.currentTarget.blur();
        } else if (event.key === 'Enter' && !paragraph) {
          // A new line: the line's paragraph opens, with the break where the caret was.
          event.preventDefault();
          const caret = event.currentTarget.selectionStart;
          const before = block.filter((line) => line.index < first.index);
          const after = block.filter((line) => line.index > first.index);
          // The other lines as they read now, with their own changes (the paragraph's change takes theirs over).
          const textOf = (lines: PageTextLine[]) => joinedText(lines.map((line) => currentText(changes, target.page, line)));
          const head = before.length > 0 ? `${textOf(before)} ` : '';
          const rest = [value.slice(caret), textOf(after)].filter((part) => part.trim() !== '').join(' ').trimStart();
          cancelled.current = true;
          const start = `${head}${value.slice(0, caret).trimEnd()}\n`;
          onTarget({ page: target.page, lines: block, mode: 'paragraph', text: `${start}${rest}`, caret: start.length, style: target.style });
        }
      }}
      onPointerDown={(event) => event.stopPropagation()}
      className="absolute z-10 resize-none overflow-hidden border border-purple-600 bg-white p-0 outline-none"
      style={{
        ...textLook(first, target.style, scale),
        left: first.box.x * scale - 1,
        top: box.y * scale - 1,
        width: (paragraph ? box.width : Math.max(width, first.box.width)) * scale + 4,
        lineHeight: `${(paragraph ? pitchOf(target.lines) : first.box.height) * scale}px`,
        whiteSpace: paragraph ? 'pre-wrap' : 'pre',
      }}
    />
  );
}
