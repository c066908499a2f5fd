import type { Mupdf } from './load-mupdf';

/**
 * Runs MuPDF work while collecting what MuPDF says about the file: its warnings and errors are
 * how it reports a broken cross-reference table, a bad stream length or an unreadable object.
 */
export function withMupdfLog<T>(mupdf: Mupdf, work: (messages: readonly string[]) => T): { value: T; messages: string[] } {
  const messages: string[] = [];
  mupdf.setLog({ warning: (message) => messages.push(message), error: (message) => messages.push(message) });
  try {
    return { value: work(messages), messages };
  } finally {
    // Keep the callback installed but silent, so MuPDF does not print to the console.
    mupdf.setLog({});
  }
}
