/**
 * A request the local API answers in this page. Its form is handed to the handler as the page built
 * it, instead of being written out as a multipart body and parsed back: for a 100 MB PDF that round
 * trip holds the whole body in the page and a parsed copy of the file in the browser's blob store,
 * on top of the bytes the handler reads for the engine. The handler gets the user's own File (read
 * from disk when it asks for the bytes). The body is still there for anything that reads it raw.
 */
export class InPageRequest extends Request {
  private readonly form?: FormData;

  constructor(input: string | URL, init: RequestInit = {}) {
    super(input, init);
    if (init.body instanceof FormData) this.form = init.body;
  }

  override formData(): Promise<FormData> {
    return this.form ? Promise.resolve(this.form) : super.formData();
  }
}
