// Cache Storage for the Node tests (Node has none): caches by name, responses by URL, kept in memory
// with their bodies, so a test can see what the offline handlers put there and take out.

class MemoryCache implements Pick<Cache, 'match' | 'put' | 'delete' | 'keys'> {
  readonly entries = new Map<string, { body: ArrayBuffer; init: ResponseInit }>();

  private static urlOf(request: RequestInfo | URL): string {
    return request instanceof Request ? request.url : new URL(String(request)).href;
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const entry = this.entries.get(MemoryCache.urlOf(request));
    return entry && new Response(entry.body.slice(0), entry.init);
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const init = { status: response.status, statusText: response.statusText, headers: [...response.headers] };
    this.entries.set(MemoryCache.urlOf(request), { body: await response.arrayBuffer(), init });
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(MemoryCache.urlOf(request));
  }

  async keys(): Promise<readonly Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class MemoryCacheStorage implements Pick<CacheStorage, 'open' | 'keys' | 'delete' | 'has'> {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string): Promise<Cache> {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return this.caches.get(name)! as unknown as Cache;
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  /** The URLs a cache holds (none if it was never opened). */
  urlsIn(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])];
  }
}
