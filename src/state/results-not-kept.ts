// A tool keeps its files for the visit, not its results: they are freed with its screen (their memory
// is the page's to give back). The run skeleton notes which files lost theirs; the route says so when
// the person comes back to those files.
const filesWithResultsLost = new WeakSet<File>();

export function noteResultsNotKept(files: File[]): void {
  files.forEach((file) => filesWithResultsLost.add(file));
}

/** Whether any of these files had results that were not kept; asked once, on coming back. */
export function takeResultsNotKept(files: File[]): boolean {
  const lost = files.filter((file) => filesWithResultsLost.has(file));
  lost.forEach((file) => filesWithResultsLost.delete(file));
  return lost.length > 0;
}
