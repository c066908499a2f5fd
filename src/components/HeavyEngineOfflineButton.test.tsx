// @vitest-environment happy-dom
// The offline panel's button on the screens whose engine is fetched on first use: the panel opens
// with that engine first and marked; and each such screen (prerendered as the build renders it)
// carries the button for its own engine, the screens on light engines none.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { HeavyEngineOfflineButton } from './HeavyEngineOfflineButton';
import { listOfflineEngines } from '../api/offline';
import { documentToPdfOperation } from '../contract/convert-to-pdf';
import { OCR_WORKER } from '../contract/ocr-pdf';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { toolDefinitions } from '../tools/registry';
import type { ToolScreenProps } from '../tools/tool-definition';
import type { OfflineEngine } from '../contract/offline';

vi.mock('../api/offline', () => ({ listOfflineEngines: vi.fn(), keepEngineOffline: vi.fn(), removeOfflineEngine: vi.fn() }));

const engine = (id: string, title: string, bytes: number): OfflineEngine => ({ id, title, bytes, bytesOnDevice: 0, onDevice: false });
// In the catalogue's order: the office engine is not first.
const catalogue = [engine('background', 'background removal', 130_000_000), engine('ocr', 'OCR', 12_000_000), engine('office', 'Office conversion', 50_000_000)];

describe('the heavy engine’s offline button', () => {
  beforeEach(() => {
    vi.mocked(listOfflineEngines).mockResolvedValue({ engines: catalogue, cacheAvailable: true });
    // happy-dom's <dialog> has no showModal.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) { this.open = true; };
  });
  afterEach(cleanup);

  it('opens the offline panel with the screen’s engine listed first and marked, the others in their order', async () => {
    render(<HeavyEngineOfflineButton engine={documentToPdfOperation.worker} />);
    expect(screen.queryByTestId('offline-panel')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Offline use' }));
    const panel = await screen.findByTestId('offline-panel');
    const rows = await within(panel).findAllByTestId('offline-engine');
    expect(rows.map((row) => row.dataset.engine)).toEqual(['office', 'background', 'ocr']);
    expect(rows[0].dataset.highlighted).toBe('true');
    expect(rows[0].getAttribute('aria-current')).toBe('true');
    expect(rows[0].textContent).toContain('Used by this tool');
    expect(rows.slice(1).some((row) => row.dataset.highlighted || row.textContent?.includes('Used by this tool'))).toBe(false);
  });

  it('marks another screen’s engine for another operation', async () => {
    render(<HeavyEngineOfflineButton engine={OCR_WORKER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Offline use' }));
    const rows = await within(await screen.findByTestId('offline-panel')).findAllByTestId('offline-engine');
    expect(rows.map((row) => row.dataset.engine)).toEqual(['ocr', 'background', 'office']);
  });
});

describe('screens with a first-use engine', () => {
  const screens = import.meta.glob<{ default: ComponentType<ToolScreenProps> }>(['../tools/*/*Screen.tsx']);
  /** The screen at an address (a query picks a variant), rendered as the build prerenders it. */
  const enginesOn = async (address: string) => {
    const { pathname, searchParams } = new URL(address, 'http://localhost');
    const tool = toolDefinitions.find((definition) => definition.path === pathname)!;
    const variant = tool.variants?.list.find(({ id }) => id === (searchParams.get(tool.variants!.param) ?? tool.variants!.defaultId));
    const load = Object.entries(screens).find(([file]) => file.startsWith(`../tools${pathname}/`))![1];
    const Screen = (await load()).default;
    const html = renderToString(<MemoryRouter initialEntries={[address]}><Screen tool={tool} variant={variant} /></MemoryRouter>);
    return [...html.matchAll(/data-testid="heavy-engine-offline" data-engine="([^"]+)"/g)].map((match) => match[1]);
  };

  it.each([
    ['/convert-to-pdf?type=word', 'office'],
    ['/convert-to-pdf?type=excel', 'office'],
    ['/convert-to-pdf?type=html', 'office'],
    ['/convert-from-pdf?type=ocr', 'ocr'],
    ['/convert-from-pdf?type=pdfa', 'ghostscript'],
    ['/pdf-scanner', 'scanner'],
    ['/background-remover', 'background'],
  ])('%s carries the button for the %s engine', async (address, worker) => {
    expect(await enginesOn(address)).toEqual([worker]);
  });

  it.each(['/convert-to-pdf', '/convert-from-pdf?type=word', '/merge-pdf'])('%s, on light engines only, has none', async (address) => {
    expect(await enginesOn(address)).toEqual([]);
  });
});
