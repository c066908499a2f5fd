// The page list of Organize PDF as the person arranges it, as pure functions; the engine applies it.
import type { OrganizeSettings } from '../../contract/organize-pdf';

export interface ArrangedPage {
  id: string;
  /** 1-based page number in the file. */
  pageNumber: number;
  /** Turn added to the page's own rotation: 0, 90, 180 or 270. */
  rotation: number;
}

export function initialArrangement(pageCount: number): ArrangedPage[] {
  return Array.from({ length: pageCount }, (_, index) => ({ id: String(index + 1), pageNumber: index + 1, rotation: 0 }));
}

/** Moves one page earlier (-1) or later (+1); never past either end. */
export function movePage(pages: ArrangedPage[], index: number, step: -1 | 1): ArrangedPage[] {
  const target = index + step;
  if (target < 0 || target >= pages.length) return pages;
  const next = [...pages];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function rotatePages(pages: ArrangedPage[], ids: ReadonlySet<string>, degrees: -90 | 90): ArrangedPage[] {
  return pages.map((page) => (ids.has(page.id) ? { ...page, rotation: (page.rotation + degrees + 360) % 360 } : page));
}

export function removePages(pages: ArrangedPage[], ids: ReadonlySet<string>): ArrangedPage[] {
  return pages.filter((page) => !ids.has(page.id));
}

export function reorderPages(pages: ArrangedPage[], ids: string[]): ArrangedPage[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  return ids.map((id) => byId.get(id)!);
}

/** The call's settings: order=3,1,2 (pages left out are removed) and rotate=1:90,4:180. */
export function organizeSettings(pages: ArrangedPage[]): OrganizeSettings {
  return {
    order: pages.map((page) => page.pageNumber).join(','),
    rotate: pages.filter((page) => page.rotation).map((page) => `${page.pageNumber}:${page.rotation}`).join(','),
  };
}

/** Whether the arrangement changes anything at all. */
export function isUnchanged(pages: ArrangedPage[], pageCount: number): boolean {
  return pages.length === pageCount && pages.every((page, index) => page.pageNumber === index + 1 && page.rotation === 0);
}
