/**
 * Which web pages the app opens in its web view (menu type 7, API.md 2.3): only those of hosts
 * the organisation allows, set by a system administrator as host names (`www.example.com`) or
 * suffixes (`*.example.com`), never a scheme, port or path; a page of the server itself always.
 * The app checks the same way before it loads anything (src/core/externalLink.ts).
 */

/** What an administrator may list: a host name of two labels or more, or `*.` and such a suffix. */
const HOST = /^(\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
export const MAX_HOSTS = 50;

/** The host list kept, or why an entry is refused (the entry's place and text, and what is wrong). */
export function normaliseHosts(entries: readonly string[]): { hosts: string[] } | { error: string } {
  if (entries.length > MAX_HOSTS) return { error: `允许的网站最多 ${MAX_HOSTS} 个` };
  const hosts: string[] = [];
  for (const [i, raw] of entries.entries()) {
    const entry = raw.trim().toLowerCase();
    const where = `第 ${i + 1} 项「${raw.trim()}」`;
    if (!entry) return { error: `第 ${i + 1} 项不能为空` };
    if (/^[a-z][a-z0-9+.-]*:\/\//.test(entry)) return { error: `${where}不能包含协议，只填写主机名，如 www.example.com 或 *.example.com` };
    if (/[/?#]/.test(entry)) return { error: `${where}不能包含路径，只填写主机名` };
    if (entry.includes('@')) return { error: `${where}不能包含账号信息` };
    if (entry.includes(':')) return { error: `${where}不能包含端口，只填写主机名` };
    // *.com would allow every site under a top-level domain
    if (entry.startsWith('*.') && entry.split('.').length < 3) return { error: `${where}范围过大，通配符后至少需要两级域名，如 *.example.com` };
    if (entry.length > 253 || !HOST.test(entry)) return { error: `${where}不是有效的主机名，应为 www.example.com 或 *.example.com` };
    if (!hosts.includes(entry)) hosts.push(entry);
  }
  return { hosts };
}

/** Whether host `host` is one the list allows (`*.example.com` allows a.example.com and a.b.example.com, not example.com). */
export function hostAllowed(host: string, hosts: readonly string[]): boolean {
  const h = host.toLowerCase();
  return hosts.some((p) => (p.startsWith('*.') ? h.endsWith(p.slice(1)) && h.length > p.length - 1 : h === p));
}

/**
 * Whether a menu's link may be handed out: a page of the server itself (an address beginning
 * with one '/'), or an https page of an allowed host with no account in it.
 */
export function linkAllowed(address: string, hosts: readonly string[]): boolean {
  const url = address.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  const m = /^https:\/\/([^/?#@]+@)?([^/?#:]+)(:\d+)?(?:[/?#]|$)/i.exec(url);
  return !!m && !m[1] && hostAllowed(m[2], hosts);
}
