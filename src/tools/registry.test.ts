import { describe, expect, it } from 'vitest';
import { menuCategories, moreTools, toolDefinitions, tools, toolsInCategory, toolsPlacedIn } from './registry';
import { variantFor } from './tool-definition';

const routeOf = (href: string) => href.split('?')[0];

describe('the tool registry', () => {
  it('puts 26 cards on the home page, with the spec’s links', () => {
    const home = toolsPlacedIn('home').map((tool) => tool.href);
    expect(home).toHaveLength(26);
    expect(new Set(home)).toEqual(new Set([
      '/organize-pdf', '/merge-pdf', '/split-pdf', '/remove-pages', '/extract-pages', '/pdf-scanner',
      '/optimize-pdf', '/compress-pdf', '/repair-pdf', '/add-page-numbers', '/add-watermark', '/edit-pdf',
      '/edit-pdf?tool=sign', '/edit-pdf?tool=rotate', '/edit-pdf?tool=unlock', '/edit-pdf?tool=protect',
      '/convert-from-pdf?type=ocr', '/convert-from-pdf?type=word', '/convert-from-pdf?type=powerpoint',
      '/convert-from-pdf?type=excel', '/convert-from-pdf?type=jpg',
      '/convert-to-pdf?type=word', '/convert-to-pdf?type=powerpoint', '/convert-to-pdf?type=excel',
      '/convert-to-pdf?type=jpg', '/convert-to-pdf?type=html',
    ]));
    // Edit, Sign, Rotate, Unlock and Protect all lead to the editor, Sign to Protect opened on their own tool.
    expect(home.filter((href) => routeOf(href) === '/edit-pdf')).toHaveLength(5);
  });

  it('marks only Edit PDF as New!', () => {
    expect(tools.filter((tool) => tool.badge).map((tool) => [tool.name, tool.badge])).toEqual([['Edit PDF', 'New!']]);
  });

  it('lists PDF to Word, PowerPoint, Excel and PDF/A in the Convert menu', () => {
    expect(toolsPlacedIn('convertMenu').map((tool) => tool.name)).toEqual([
      'PDF to Word', 'PDF to PowerPoint', 'PDF to Excel', 'PDF to PDF/A',
    ]);
  });

  it('lists about 29 tools in the All PDF Tools menu: the home cards plus PDF/A, crop, redact, compare and the background remover', () => {
    const all = toolsPlacedIn('allTools').filter((tool) => !tool.placements.includes('more')).map((tool) => tool.id);
    const home = toolsPlacedIn('home').map((tool) => tool.id);
    expect(all.filter((id) => !home.includes(id))).toEqual([
      'pdf-to-pdfa', 'crop-pdf', 'redact-pdf', 'compare-pdf', 'background-remover',
    ]);
    expect(home.every((id) => all.includes(id))).toBe(true);
    toolsPlacedIn('allTools').forEach((tool) => expect(tool.description.length).toBeGreaterThan(10));
  });

  it('fills every mobile menu category: the spec’s five, then the groups of the tools past the spec', () => {
    expect(menuCategories.slice(0, 5)).toEqual(['Convert to PDF', 'PDF to Images', 'PDF to Documents', 'PDF to Data', 'Additional Tools']);
    expect(menuCategories.slice(5)).toEqual(moreTools.map((group) => group.category));
    menuCategories.forEach((category) => expect(toolsInCategory(category).length).toBeGreaterThan(0));
  });

  it('puts every tool past the spec in "More tools" under one of its groups, in ALL PDF TOOLS, and never on the spec’s grid', () => {
    const specRoutes = new Set(toolsPlacedIn('home').map((tool) => routeOf(tool.href)));
    const groups = ['Edit', 'Organize', 'Layout and print', 'Optimize', 'Security', 'Convert', 'Automate'];
    // New routes, and new variants of the spec's routes in a group of their own (Edit PDF text opens the editor on its own tool).
    const beyond = tools.filter((tool) => (!specRoutes.has(routeOf(tool.href)) && !['/background-remover'].includes(routeOf(tool.href)))
      || (tool.placements.includes('more') && groups.includes(tool.category)));
    beyond.forEach((tool) => {
      expect(tool.placements, tool.id).toEqual(expect.arrayContaining(['more', 'allTools']));
      expect(tool.placements, tool.id).not.toContain('home');
      expect(groups, tool.id).toContain(tool.category);
    });
    expect(moreTools.flatMap((group) => group.tools).map((tool) => tool.id).sort()).toEqual(beyond.map((tool) => tool.id).sort());
  });

  it('has unique ids, and every link leads to a route that exists', () => {
    expect(new Set(tools.map((tool) => tool.id)).size).toBe(tools.length);
    const routes = new Set(toolDefinitions.map((definition) => definition.path));
    tools.forEach((tool) => expect(routes.has(routeOf(tool.href)), tool.href).toBe(true));
  });

  it('opens the variant each card names, aliases included', () => {
    toolDefinitions.forEach((definition) => definition.cards.filter((card) => card.variant).forEach((card) => {
      const variant = variantFor(definition, card.variant!);
      expect(variant && [variant.id, ...(variant.aliases ?? [])], card.id).toContain(card.variant);
    }));
    const variantIds = (path: string) => toolDefinitions.find((definition) => definition.path === path)!.variants!.list.map((variant) => variant.id);
    expect(variantIds('/convert-to-pdf')).toEqual(['image', 'word', 'powerpoint', 'excel', 'html', 'markdown', 'svg', 'email', 'ebook', 'comic']);
    expect(variantIds('/convert-from-pdf').sort()).toEqual([
      'avif', 'base64', 'csv', 'excel', 'html', 'jpg', 'json', 'layout', 'markdown', 'ocr', 'pdfa', 'png', 'powerpoint', 'psd', 'raw', 'svg', 'tiff', 'webp', 'word', 'xml', 'yaml',
    ]);
    expect(variantIds('/edit-pdf')).toEqual(['edit', 'sign', 'rotate', 'unlock', 'protect', 'crop', 'redact', 'edit-text', 'compare']);
    const convertToPdf = toolDefinitions.find((definition) => definition.path === '/convert-to-pdf')!;
    expect(variantFor(convertToPdf, 'jpg')!.id).toBe('image');
    expect(variantFor(convertToPdf, null)!.id).toBe('image');
    expect(variantFor(convertToPdf, 'heic')!.id).toBe('image');
    // The spec's lists, with OpenDocument, RTF, WebP, AVIF and HEIC, which the converters read too.
    expect(variantFor(convertToPdf, 'word')!.upload.accept).toEqual(['.doc', '.docx', '.odt', '.rtf']);
    expect(variantFor(convertToPdf, 'image')!.upload.accept).toEqual(['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.tiff', '.webp', '.avif', '.heic', '.heif', 'image/*']);
  });

  it('gives every route of the spec’s route table a screen, titled after its tool unless the spec words it', () => {
    expect(toolDefinitions.map((definition) => definition.path)).toEqual(expect.arrayContaining([
      '/add-page-numbers', '/add-watermark', '/background-remover', '/compress-pdf', '/convert-from-pdf', '/convert-to-pdf',
      '/edit-pdf', '/extract-pages', '/merge-pdf', '/optimize-pdf', '/organize-pdf', '/pdf-scanner', '/remove-pages',
      '/repair-pdf', '/split-pdf',
    ]));
    const merge = toolDefinitions.find((definition) => definition.path === '/merge-pdf')!;
    expect(merge.title).toBe('Merge PDF Files');
    expect(toolDefinitions.find((definition) => definition.path === '/split-pdf')!.title).toBe('Split PDF');
    toolDefinitions.forEach((definition) => expect(definition.path).toBe(`/${definition.id}`));
  });

  it('gives PDF tools files of up to 100 MB, ten per pick for the tools that take several, and Merge ten at a time', () => {
    expect(toolDefinitions.find((definition) => definition.path === '/compress-pdf')!.upload).toMatchObject({ maxFiles: 10, maxSizeMb: 100 });
    expect(toolDefinitions.find((definition) => definition.path === '/organize-pdf')!.upload).toMatchObject({ maxFiles: 1, maxSizeMb: 100 });
    expect(toolDefinitions.find((definition) => definition.path === '/merge-pdf')!.upload).toMatchObject({ maxFiles: 10, maxSizeMb: 100 });
  });

  it('gives every tool screen related tools that exist', () => {
    const ids = new Set(tools.map((tool) => tool.id));
    toolDefinitions.forEach((definition) => definition.relatedCardIds.forEach((id) => expect(ids.has(id), id).toBe(true)));
  });
});
