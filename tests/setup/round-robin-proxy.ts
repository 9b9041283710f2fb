import { once } from 'node:events';
import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header the proxy adds to every answer: which upstream (its index) served it. */
export const SERVED_BY = 'x-served-by';

/**
 * A small reverse proxy as a load balancer runs one in front of several app instances: each
 * request goes to the next upstream in turn (round robin, no stickiness), with the Host kept and
 * the client's address appended to X-Forwarded-For (so the apps run with TRUST_PROXY=loopback).
 * Answers carry `x-served-by`, so a test can show which instance answered.
 */
export async function startRoundRobinProxy(upstreams: readonly { port: number }[]) {
  const agent = new Agent({ keepAlive: true });
  let turn = 0;
  const server = createServer((inbound, outbound) => {
    const index = turn++ % upstreams.length;
    const forwardedFor = [inbound.headers['x-forwarded-for'], inbound.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const headers: IncomingHttpHeaders = { ...inbound.headers, 'x-forwarded-for': forwardedFor };
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreams[index]!.port,
        method: inbound.method,
        path: inbound.url,
        headers,
        agent,
      },
      (answer) => {
        outbound.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [SERVED_BY]: String(index),
        });
        answer.pipe(outbound);
      },
    );
    upstream.on('error', () => {
      if (!outbound.headersSent) outbound.writeHead(502).end();
      else outbound.destroy();
    });
    inbound.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
      agent.destroy();
    },
  };
}
