/**
 * A cookie-keeping HTTP client for integration tests against the running local stack. `signIn`
 * walks the real OpenID Connect flow: /api/login → the provider → its sign-in form → /api/callback.
 */

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

export class TestClient {
  private readonly jar = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** A second client holding a copy of this one's cookies (a request there cannot sign this one out). */
  fork(): TestClient {
    const copy = new TestClient(this.baseUrl);
    for (const [k, v] of this.jar) copy.jar.set(k, v);
    return copy;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  setCookie(name: string, value: string): void {
    this.jar.set(name, value);
  }

  /** Every cookie held, as name and value (the web benchmark hands a signed-in session to Chromium). */
  cookies(): [string, string][] {
    return [...this.jar];
  }

  clearCookies(): void {
    this.jar.clear();
  }

  private cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  /** One request with this client's cookies; same-origin by default for state-changing methods. */
  async raw(path: string, init: RequestInit & { origin?: string | null } = {}): Promise<Response> {
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const headers = new Headers(init.headers);
    const sameHost = new URL(url).origin === new URL(this.baseUrl).origin;
    if (sameHost && this.jar.size) headers.set('cookie', this.cookieHeader());
    const method = (init.method ?? 'GET').toUpperCase();
    if (init.origin !== null && method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) {
      headers.set('origin', init.origin ?? new URL(this.baseUrl).origin);
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    if (sameHost) this.store(response.headers);
    return response;
  }

  async request<T = unknown>(path: string, init: RequestInit & { origin?: string | null } = {}): Promise<ApiResponse<T>> {
    const response = await this.raw(path, init);
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json: json as T };
  }

  get<T = unknown>(path: string) {
    return this.request<T>(path);
  }

  send<T = unknown>(method: string, path: string, body?: unknown) {
    return this.request<T>(path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
  }

  /** Signs in through the real flow and answers where the app sent the browser afterwards. */
  async signIn(email: string, returnTo?: string): Promise<string> {
    const login = await this.raw(`/api/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`);
    let location = login.headers.get('location');
    const providerJar = new Map<string, string>();
    const providerCookies = () => [...providerJar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        providerJar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
      }
    };
    // Follow the provider's redirects until it shows its sign-in form.
    let formUrl: string | null = null;
    for (let hop = 0; location && hop < 10; hop++) {
      const url = new URL(location, location.startsWith('http') ? undefined : this.baseUrl);
      if (url.origin === new URL(this.baseUrl).origin) break;
      const response = await fetch(url, { redirect: 'manual', headers: { cookie: providerCookies() } });
      keep(response);
      if (response.status === 200) {
        formUrl = url.href;
        await response.text();
        break;
      }
      location = response.headers.get('location') ? new URL(response.headers.get('location')!, url).href : null;
    }
    if (!formUrl) throw new Error(`sign-in form not reached (last location ${location})`);
    let response = await fetch(formUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: providerCookies(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    });
    keep(response);
    location = response.headers.get('location') ? new URL(response.headers.get('location')!, formUrl).href : null;
    for (let hop = 0; location && hop < 10; hop++) {
      const url = new URL(location);
      if (url.origin === new URL(this.baseUrl).origin) {
        const callback = await this.raw(url.pathname + url.search);
        return callback.headers.get('location') ?? '';
      }
      response = await fetch(url, { redirect: 'manual', headers: { cookie: providerCookies() } });
      keep(response);
      location = response.headers.get('location') ? new URL(response.headers.get('location')!, url).href : null;
    }
    throw new Error(`sign-in did not return to the app (status ${response.status})`);
  }
}
