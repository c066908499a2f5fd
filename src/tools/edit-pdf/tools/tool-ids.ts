// The editor's tools (spec, second document §2: select, text, highlight, rectangle, circle, arrow,
// image, eraser, move, crop page, rotate page; draw for signatures and freehand; redact; fill a form;
// and Edit text, which changes the words already on the pages).
export const TOOL_IDS = ['select', 'text', 'edit-text', 'highlight', 'rectangle', 'circle', 'arrow', 'draw', 'image', 'eraser', 'crop', 'rotate', 'redact', 'form'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** The tool each card's variant opens on (plain /edit-pdf starts on text, as the spec says). */
export const startingTool: Record<string, ToolId> = {
  edit: 'text', 'edit-text': 'edit-text', sign: 'draw', rotate: 'rotate', crop: 'crop', redact: 'redact', protect: 'select', unlock: 'select',
};
