/** A fake api.weixin.qq.com for the JS-SDK: access tokens AT1, AT2… and the ticket TICKET-1; `calls` lists the paths asked. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWechat { base: string; calls: string[]; close(): Promise<void> }

export async function fakeWechat(appid: string, secret: string): Promise<FakeWechat> {
  const calls: string[] = [];
  let tokenSerial = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(url.pathname);
    let body: unknown = { errcode: 40013, errmsg: 'invalid appid' };
    if (url.pathname === '/cgi-bin/token' && url.searchParams.get('appid') === appid && url.searchParams.get('secret') === secret) {
      body = { access_token: `AT${++tokenSerial}`, expires_in: 7200 };
    } else if (url.pathname === '/cgi-bin/ticket/getticket' && url.searchParams.get('type') === 'jsapi') {
      body = url.searchParams.get('access_token')?.startsWith('AT')
        ? { errcode: 0, errmsg: 'ok', ticket: 'TICKET-1', expires_in: 7200 } : { errcode: 40001, errmsg: 'invalid credential' };
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`, calls,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
