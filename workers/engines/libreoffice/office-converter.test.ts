// Which converter a conversion gets: the warm one, or a new one holding the script font packs asked
// for. LibreOffice itself needs a browser (e2e/convert-office-to-pdf.spec.ts); here the package's
// converter and the network are replaced at their boundaries, so the choice is checked exactly.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each converter the package was asked to make: the font files written into its folder, and whether it was ended. */
const made: Array<{ fonts: string[]; terminated: boolean }> = [];
vi.mock('@matbee/libreoffice-converter/browser', () => ({
  WorkerBrowserConverter: class {
    private readonly record: { fonts: string[]; terminated: boolean };
    worker: { terminate(): void };
    constructor(options: { fonts: Array<{ filename: string }> }) {
      this.record = { fonts: options.fonts.map(({ filename }) => filename), terminated: false };
      made.push(this.record);
      this.worker = { terminate: () => { this.record.terminated = true; } };
    }
    async initialize() {}
    async sendMessage() {
      return new Uint8Array([37, 80, 68, 70]);
    }
  },
}));

const { officeConverter } = await import('./office-converter');

beforeAll(() => {
  vi.stubGlobal('self', { location: { origin: 'http://folio.test' } });
  // Every file the converter needs, a few bytes each (the catalogue of sizes is not found: counted as served).
  vi.stubGlobal('fetch', async (url: string) => (String(url).endsWith('.json') ? new Response('not found', { status: 404 }) : new Response(new Uint8Array(8))));
});
afterAll(() => vi.unstubAllGlobals());

/** The pack font files a converter was started with (our own fontconfig rules left out). */
const packFiles = (index: number) => made[index].fonts.filter((name) => name !== 'fc_local.conf');

describe('officeConverter', () => {
  beforeEach(async () => {
    // End whatever converter the last test left warm, so each test starts from none.
    (await officeConverter()).stop();
    made.length = 0;
  });

  it('starts one converter and keeps it warm for the next file, counting what it converted', async () => {
    const first = await officeConverter();
    await first.toPdf(new Uint8Array(1), 'docx', 'a.docx');
    const second = await officeConverter();
    expect(second).toBe(first);
    expect(second.conversions).toBe(1);
    expect(made).toHaveLength(1);
  });

  it('replaces a warm converter lacking the packs a document needs by one holding its packs and those', async () => {
    const korean = await officeConverter(undefined, ['kr']);
    const both = await officeConverter(undefined, ['sc']);
    expect(both).not.toBe(korean);
    expect(made[0].terminated).toBe(true);
    expect([...both.fontPacks].sort()).toEqual(['kr', 'sc']);
    expect(packFiles(1).length).toBeGreaterThan(packFiles(0).length);
    expect(both.conversions).toBe(0);
  });

  it('keeps a warm converter holding more packs than the next document needs (a restart costs far more than the fonts)', async () => {
    const scripts = await officeConverter(undefined, ['sc', 'kr', 'thai']);
    expect(await officeConverter(undefined, [])).toBe(scripts);
    expect(await officeConverter(undefined, ['kr'])).toBe(scripts);
    expect(made).toHaveLength(1);
    expect(made[0].terminated).toBe(false);
  });

  it('starts a new converter after the warm one was stopped (a hung or refused conversion)', async () => {
    const first = await officeConverter();
    first.stop();
    const next = await officeConverter();
    expect(next).not.toBe(first);
    expect(made).toHaveLength(2);
  });
});
