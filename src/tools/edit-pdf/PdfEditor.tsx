import { useMemo, useReducer, useRef, useState } from 'react';
import { callApi } from '../../api/call-api';
import { editPdfCall, type EditItem, type Point, type TextEdit } from '../../contract/edit-pdf';
import type { ResultItem } from '../../contract/results';
import { toast } from '../../state/toast-store';
import { editorReducer, emptyHistory, pageOrder, pendingRotation } from './editor-document';
import { defaultStyle, styleOfItem, type EditorStyle } from './editor-style';
import type { ToolContext } from './tools/editor-tool';
import { boundsOf, contains, movedBy } from './tools/item-geometry';
import { createTool } from './tools/tool-set';
import type { ToolId } from './tools/tool-ids';
import { PageNavigator } from './PageNavigator';
import { PageView } from './PageView';
import { PropertiesPanel } from './PropertiesPanel';
import { TextSearch } from './TextSearch';
import { FormPanel } from './FormPanel';
import { SignPanel } from './SignPanel';
import { DigitalSignaturePanel } from './DigitalSignaturePanel';
import { typedSignature } from '../../components/typed-signature';
import { keepSignature, type SavedSignature } from './signature-store';
import { SavePanel } from './SavePanel';
import { useScriptFonts } from './use-script-fonts';
import { ThumbnailStrip } from './ThumbnailStrip';
import { Toolbar } from './Toolbar';
import { pictureForPdf } from './picture-file';
import { editorTexts as text } from './texts';
import { useEditorKeys } from './use-editor-keys';
import { useFileAnnotations } from './use-file-annotations';
import { fileAnnotationEdits } from './file-annotation-items';
import { useTextSelection } from './use-text-selection';
import { selectsText } from './tools/text-select-tool';
import { highlightSelectedText } from './tools/highlight-text';
import { TextSelectionLayer } from './TextSelectionLayer';
import { TextSelectionBar } from './TextSelectionBar';
import { HIGHLIGHT_LOOK } from './editor-style';
import { useRoom } from './use-room';
import { usePageText } from './use-page-text';
import { EditTextLayer, TextChangePreviews } from './EditTextLayer';
import { EditTextPanel } from './EditTextPanel';
import { FindReplace } from './FindReplace';
import { ScannedPageNotice } from './ScannedPageNotice';
import { changeOfLine, lineChange } from './text-changes';
import type { TextTarget } from './text-target';
import type { PageTextLine } from '../../contract/page-text';
import { ZOOM_DEFAULT, pageWidthFor, type Zoom } from './zoom';

interface PdfEditorProps {
  file: File;
  pageCount: number;
  startTool: ToolId;
  onRunningChange: (running: boolean) => void;
}

// One empty list, so "no text changes" is the same value from one render to the next (FindReplace compares).
const NO_TEXT_CHANGES: TextEdit[] = [];

// Spec §2: an uploaded image is added at 100,100, 200 × 150, rotation 0, opacity 1.
const IMAGE_PLACE = { x: 100, y: 100, width: 200, height: 150 };

/** The editor on one open file: tools, pages, properties, undo/redo and save. */
export function PdfEditor({ file, pageCount, startTool, onRunningChange }: PdfEditorProps) {
  useScriptFonts();
  const [history, dispatch] = useReducer(editorReducer, emptyHistory);
  const [toolId, setToolId] = useState<ToolId>(startTool);
  const tool = useMemo(() => createTool(toolId, text.defaultText), [toolId]);
  const [selectedId, setSelectedId] = useState<string>();
  const [style, setStyle] = useState<EditorStyle>(defaultStyle);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>(ZOOM_DEFAULT);
  const [flatten, setFlatten] = useState(false);
  const [clearMetadata, setClearMetadata] = useState(false);
  const [result, setResult] = useState<ResultItem>();
  const pictures = useRef(new Map<string, Blob>());
  const [pictureUrls, setPictureUrls] = useState<Record<string, string>>({});
  const nextId = useRef(1);
  const [viewer, setViewer] = useState<HTMLDivElement | null>(null);
  const [firstPageShown, setFirstPageShown] = useState(false);
  const room = useRoom(viewer);
  const opened = useFileAnnotations(file, ({ items, pictures: stamps }) => {
    // Shown, never sent: a stamp moved or resized keeps its own drawing in the file.
    setPictureUrls((urls) => ({ ...urls, ...Object.fromEntries([...stamps].map(([id, picture]) => [id, URL.createObjectURL(picture)])) }));
    dispatch({ type: 'open', items });
  });

  const document = history.present;
  // `page` is an original page number; the navigator counts positions in the order the file will have.
  const order = pageOrder(document, pageCount);
  const shown = order.includes(page) ? page : order[0];
  const onPage = document.items.filter((item) => item.page === shown);
  const textSelection = useTextSelection(file, shown, selectsText(toolId));
  const textChanges = document.textEdits ?? NO_TEXT_CHANGES;
  const pageText = usePageText(file, shown, toolId === 'edit-text' || textChanges.some((change) => change.page === shown));
  const [textTarget, setTextTarget] = useState<TextTarget>();
  const [chosenLine, setChosenLine] = useState<{ page: number; line: PageTextLine }>();
  const openText = (target: TextTarget | undefined) => {
    setTextTarget(target);
    if (target) setChosenLine({ page: target.page, line: target.lines[0] });
  };

  const selected = document.items.find((item) => item.id === selectedId);
  // The panel shows the selected item's own properties, and a change starts from them.
  const shownStyle = selected ? styleOfItem(selected, style) : style;
  const width = pageWidthFor(zoom, room - 16);
  const shownPercent = zoom === 'fit' ? (width / 8) : zoom;
  // The file's own annotations are sent only when edited or deleted; untouched, they stay as they are.
  const fileEdits = fileAnnotationEdits(document.items, opened.originals);
  const replaced = fileEdits.items.filter((item) => item.source !== undefined).length;

  const change = (action: Parameters<typeof dispatch>[0]) => {
    dispatch(action);
    setResult(undefined);
  };
  const styleChosen = (style: NonNullable<TextTarget['style']>) => {
    if (!chosenLine) return;
    const current = changeOfLine(textChanges, chosenLine.page, chosenLine.line.index);
    const next = current ? { ...current, style } : lineChange(chosenLine.page, chosenLine.line, chosenLine.line.text, style);
    if (next) change({ type: 'text-edits', edits: [next] });
  };
  const context: ToolContext = {
    page: shown, document, selectedId, style,
    dispatch: change,
    select: setSelectedId,
    newId: () => `item-${nextId.current++}`,
    itemAt: (point: Point) => [...onPage].reverse().find((item: EditItem) => contains(boundsOf(item), point)),
    words: textSelection.words, selectText: textSelection.select,
  };

  const pickTool = (id: ToolId) => {
    // Spec §4: the selected element is cleared on tool change.
    setSelectedId(undefined);
    setTextTarget(undefined);
    setToolId(id);
  };
  const updateStyle = (next: EditorStyle) => {
    setStyle(next);
    if (!selected) return;
    if (selected.kind === 'text') change({ type: 'update', id: selected.id, changes: next.text });
    else if (selected.kind === 'rectangle' || selected.kind === 'circle') change({ type: 'update', id: selected.id, changes: next.shape });
    else if (selected.kind === 'arrow' || selected.kind === 'ink') {
      change({ type: 'update', id: selected.id, changes: { strokeColor: next.shape.strokeColor, strokeWidth: next.shape.strokeWidth } });
    }
  };
  const placePicture = (picture: Blob, place: typeof IMAGE_PLACE) => {
    const id = context.newId();
    pictures.current.set(id, picture);
    setPictureUrls((urls) => ({ ...urls, [id]: URL.createObjectURL(picture) }));
    change({ type: 'add', item: { kind: 'image', id, page: shown, ...place, rotation: 0, opacity: 1 } });
    setSelectedId(id);
  };
  const [savedVersion, setSavedVersion] = useState(0);
  const keep = async (label: string, picture: Blob) => {
    await keepSignature(label, picture);
    setSavedVersion((version) => version + 1);
  };
  const addPicture = async (picked: File, keepAsSignature = false) => {
    // Spec §5: the image tool ignores files that are not images.
    const picture = await pictureForPdf(picked);
    if (!picture) return;
    placePicture(picture, IMAGE_PLACE);
    toast({ title: text.imageUploaded, description: picked.name });
    if (keepAsSignature) await keep(picked.name, picture);
  };
  const addTypedSignature = async (name: string, keepIt: boolean) => {
    const { picture, aspect } = await typedSignature(name, style.shape.strokeColor);
    placePicture(picture, { ...IMAGE_PLACE, height: Math.round(IMAGE_PLACE.width * aspect) });
    if (keepIt) await keep(name, picture);
  };
  const placeSavedSignature = async (signature: SavedSignature) => {
    const bitmap = await createImageBitmap(signature.picture);
    const aspect = bitmap.height / bitmap.width;
    bitmap.close();
    placePicture(signature.picture, { ...IMAGE_PLACE, height: Math.round(IMAGE_PLACE.width * aspect) });
  };

  useEditorKeys({
    undo: () => change({ type: 'undo' }),
    redo: () => change({ type: 'redo' }),
    remove: () => {
      if (!selectedId) return;
      change({ type: 'remove', id: selectedId });
      setSelectedId(undefined);
    },
    nudge: (dx, dy) => selected && change({ type: 'update', id: selected.id, changes: movedBy(selected, dx, dy) }),
    escape: () => setSelectedId(undefined),
  });

  const crop = document.pages.find((edit) => edit.page === shown)?.crop;
  return (
    // The editor fills its workspace (ToolPage's): the toolbar on one row, the page as tall as the window allows.
    <div className="space-y-3" data-testid="pdf-editor">
      <Toolbar
        active={toolId}
        onPick={pickTool}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        onUndo={() => change({ type: 'undo' })}
        onRedo={() => change({ type: 'redo' })}
        canDelete={Boolean(selectedId)}
        onDelete={() => {
          if (selectedId) change({ type: 'remove', id: selectedId });
          setSelectedId(undefined);
        }}
      />
      <div className="grid gap-4 lg:grid-cols-[128px_minmax(0,1fr)_300px]">
        {/* The thumbnails ask for their images only once the page in view is drawn: the first page comes first. */}
        {firstPageShown ? (
          <ThumbnailStrip
            file={file} order={order} current={shown} onPick={setPage} rotationOf={(number) => pendingRotation(document, number)}
            onDelete={(number) => change({ type: 'delete-page', page: number, pageCount })}
            onMove={(number, by) => change({ type: 'move-page', page: number, by, pageCount })}
          />
        ) : <div />}
        {/* Relative: the bar of selected text floats over the bottom of the page. */}
        <div className="relative min-w-0 space-y-3">
          <PageNavigator
            page={order.indexOf(shown) + 1} pageCount={order.length}
            onPage={(position) => setPage(order[Math.min(order.length, Math.max(1, position)) - 1])}
            zoom={zoom} onZoom={setZoom} shownPercent={shownPercent}
          />
          {toolId === 'edit-text' && pageText?.scanned && <ScannedPageNotice />}
          {/* As tall as the window under the header, the title row, the toolbar and the page navigator. */}
          <div ref={setViewer} className="h-[calc(100dvh-16rem)] min-h-80 overflow-auto rounded-xl bg-slate-100 p-2">
            <PageView
              file={opened.backdrop ?? file}
              pageNumber={shown}
              width={width}
              rotation={pendingRotation(document, shown)}
              crop={crop}
              items={onPage}
              selectedId={selectedId}
              tool={tool}
              editingText={toolId === 'text'}
              context={context}
              pictures={pictureUrls}
              textLabel={text.editTextLabel}
              onShown={() => setFirstPageShown(true)}
              textLayer={<TextSelectionLayer words={textSelection.words} chosen={textSelection.chosen} />}
              underlay={pageText && ((scale) => <TextChangePreviews pageNumber={shown} answer={pageText} scale={scale} changes={textChanges} target={textTarget} />)}
              overlay={pageText && toolId === 'edit-text' ? (scale) => (
                <EditTextLayer pageNumber={shown} answer={pageText} scale={scale} changes={textChanges}
                  target={textTarget} onTarget={openText} onChange={(edits, clear) => change({ type: 'text-edits', edits, clear })} />
              ) : undefined}
            />
          </div>
          {textSelection.selection && textSelection.words && (
            <TextSelectionBar
              wordCount={textSelection.chosen.length} selectedText={textSelection.text}
              onHighlight={() => highlightSelectedText(textSelection.selection!, context)}
              onClear={() => textSelection.select(undefined)}
            />
          )}
        </div>
        <aside className="space-y-6">
          <PropertiesPanel
            tool={toolId}
            selected={selected}
            style={shownStyle}
            onStyle={updateStyle}
            onRotate={(by, all) => change({ type: 'rotate', pages: all ? order : [shown], by })}
            hasCrop={Boolean(crop)}
            onClearCrop={() => change({ type: 'crop', page: shown, crop: undefined })}
            onPicture={(picked) => void addPicture(picked)}
            signPanel={(
              <SignPanel onTyped={(name, keepIt) => void addTypedSignature(name, keepIt)} onUpload={(picked, keepIt) => void addPicture(picked, keepIt)}
                onUseSaved={(signature) => void placeSavedSignature(signature)} savedVersion={savedVersion}
                digital={<DigitalSignaturePanel file={file} saved={result} />} />
            )}
            editTextPanel={(
              <EditTextPanel file={file} chosen={chosenLine} changes={textChanges} onStyle={styleChosen}
                onRevert={() => chosenLine && change({ type: 'text-edits', edits: [], clear: [{ page: chosenLine.page, lines: [chosenLine.line.index] }] })}
                findReplace={<FindReplace file={file} pages={order} changes={textChanges} onReplace={(edits) => change({ type: 'text-edits', edits })} onShowPage={setPage} />} />
            )}
            formPanel={<FormPanel file={file} values={document.fields ?? {}} onChange={(name, value) => change({ type: 'set-field', name, value })} onShowPage={setPage} />}
            redactSearch={(
              <TextSearch file={file} markLabel={text.find.markAll} onMark={(items) => change({ type: 'add-many', items })} onShowPage={setPage}
                makeItem={(match) => ({ kind: 'redact', id: context.newId(), page: match.page, ...match.box })} />
            )}
            highlightSearch={(
              <TextSearch file={file} markLabel={text.find.highlightAll} onMark={(items) => change({ type: 'add-many', items })} onShowPage={setPage}
                makeItem={(match) => ({ kind: 'highlight', id: context.newId(), page: match.page, ...match.box, ...HIGHLIGHT_LOOK })} />
            )}
          />
          <SavePanel
            file={file}
            editCount={fileEdits.items.length + fileEdits.removeAnnotations.length - replaced + document.pages.length + (document.order ? 1 : 0) + Object.keys(document.fields ?? {}).length + textChanges.length}
            flatten={flatten}
            onFlatten={(value) => {
              setFlatten(value);
              setResult(undefined);
            }}
            clearMetadata={clearMetadata}
            onClearMetadata={(value) => {
              setClearMetadata(value);
              setResult(undefined);
            }}
            offerClearMetadata={toolId === 'redact' || document.items.some((item) => item.kind === 'redact')}
            save={(runContext) => callApi(editPdfCall, [file], { edits: { ...document, ...fileEdits, flatten, clearMetadata }, pictures: Object.fromEntries(pictures.current) }, runContext)}
            result={result}
            onResult={setResult}
            onRunningChange={onRunningChange}
          />
        </aside>
      </div>
    </div>
  );
}
