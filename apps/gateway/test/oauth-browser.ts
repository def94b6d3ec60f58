// Just enough of a browser for social sign-in tests: follows redirects one by one, keeps cookies per host, posts
// forms (the provider's login form, form_post pages). Each instance is a fresh browser profile.
import { createServer } from 'node:net';

export interface Page {
  url: string;
  status: number;
  /** The body of a page that was not a redirect. */
  html: string;
}

export interface NavigateOptions {
  method?: 'GET' | 'POST';
  form?: Record<string, string>;
  /** Stop before following a redirect to a URL this accepts (for example the web app, which tests do not serve). */
  stopAt?: (url: URL) => boolean;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class TestBrowser {
  /** host → cookie name → value; paths and SameSite are not modelled. */
  private readonly jar = new Map<string, Map<string, string>>();

  /** Requests `url` and follows redirects until a page answers or `stopAt` says so. */
  async navigate(start: string, options: NavigateOptions = {}): Promise<Page> {
    let url = new URL(start);
    let method = options.method ?? 'GET';
    let form = options.form;
    for (let hops = 0; hops < 20; hops += 1) {
      const response = await fetch(url, {
        method,
        redirect: 'manual',
        headers: {
          cookie: this.cookieHeader(url),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      });
      this.keepCookies(url, response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location) {
        return { url: url.href, status: response.status, html: await response.text() };
      }
      await response.body?.cancel();
      const next = new URL(location, url);
      if (options.stopAt?.(next)) return { url: next.href, status: response.status, html: '' };
      url = next;
      method = 'GET';
      form = undefined;
    }
    throw new Error(`too many redirects from ${start}`);
  }

  /**
   * Submits the first form of a page the way a browser would (hidden inputs and all): form_post pages. `extra`
   * adds fields, as Apple adds `user` to its own.
   */
  async submitForm(
    page: Page,
    options: Omit<NavigateOptions, 'method' | 'form'> & { extra?: Record<string, string> } = {},
  ): Promise<Page> {
    const action = page.html.match(/<form[^>]*action="([^"]+)"/i)?.[1];
    if (!action) throw new Error(`no form on ${page.url}`);
    const form: Record<string, string> = {};
    for (const input of page.html.matchAll(/<input[^>]*>/gi)) {
      const name = input[0].match(/name="([^"]*)"/)?.[1];
      const value = input[0].match(/value="([^"]*)"/)?.[1] ?? '';
      if (name) form[name] = decodeEntities(value);
    }
    Object.assign(form, options.extra);
    return this.navigate(new URL(decodeEntities(action), page.url).href, {
      ...options,
      method: 'POST',
      form,
    });
  }

  cookie(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name);
  }

  private cookieHeader(url: URL): string {
    return [...(this.jar.get(url.host) ?? [])].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(url: URL, setCookies: string[]): void {
    const cookies = this.jar.get(url.host) ?? new Map<string, string>();
    this.jar.set(url.host, cookies);
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || pair.slice(separator + 1) === '') cookies.delete(name);
      else cookies.set(name, pair.slice(separator + 1));
    }
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
