import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeError, NodeRpc, NodeUnavailable } from '@/lib/server/chain/rpc';

/** A stand-in node that cuts the first `drops` connections (as litecoind does with idle ones), then answers. */
async function flakyNode(drops: number) {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { method } = JSON.parse(body) as { method: string };
      seen.push(method);
      if (seen.length <= drops) return request.socket.destroy();
      response.setHeader('content-type', 'application/json');
      if (method === 'getblock')
        return response.writeHead(500).end(JSON.stringify({ result: null, error: { code: -5, message: 'Block not found' } }));
      response.end(JSON.stringify({ result: method === 'getblockcount' ? 101 : 'txid', error: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const rpc = new NodeRpc({ rpcUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, rpcUser: 'u', rpcPassword: 'p' });
  return { rpc, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('a read is asked again once after a cut connection', async () => {
  const node = await flakyNode(1);
  expect(await node.rpc.blockCount()).toBe(101);
  expect(node.seen).toEqual(['getblockcount', 'getblockcount']);
  await node.close();
});

test('a read cut twice is NodeUnavailable: the caller waits for the next pass', async () => {
  const node = await flakyNode(2);
  await expect(node.rpc.blockCount()).rejects.toBeInstanceOf(NodeUnavailable);
  await node.close();
});

test('a send is never repeated by the adapter: one request, and the caller decides', async () => {
  const node = await flakyNode(1);
  await expect(node.rpc.sendRawTransaction('00')).rejects.toBeInstanceOf(NodeUnavailable);
  expect(node.seen).toEqual(['sendrawtransaction']);
  await node.close();
});

test('the node’s own errors keep their code and message', async () => {
  const node = await flakyNode(0);
  await expect(node.rpc.call('getblock', ['00'], { retry: 'read' })).rejects.toMatchObject({
    constructor: NodeError,
    code: -5,
    message: 'getblock: Block not found (-5)',
  });
  await node.close();
});
