/**
 * Which JNPF client asks (README "JNPF clients"): its origin header, `jnpf-origin`, or
 * `linzen-origin` in renamed 3.5 builds (app, pc, web); a 3.2 client sends neither.
 */
type Headers = Record<string, string | string[] | undefined>;

/** The origin the client says, lower-case; '' when it says none. */
export function originOf(headers: Headers): string {
  const value = headers['jnpf-origin'] ?? headers['linzen-origin'];
  return String(Array.isArray(value) ? value[0] : value ?? '').trim().toLowerCase();
}

/** A 3.2 client: no origin header at all (3.4, 3.5 and the SiteFlow app send one). */
export const isV32Client = (headers: Headers): boolean => headers['jnpf-origin'] === undefined && headers['linzen-origin'] === undefined;
