import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { preparedSender, prepareMessage } from './frames';

describe('a message prepared once for many sockets', () => {
  let server: WebSocketServer;
  const clients: WebSocket[] = [];
  const serverSides: WebSocket[] = [];
  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (socket) => serverSides.push(socket));
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    for (let i = 0; i < 3; i += 1) {
      const client = new WebSocket(`ws://127.0.0.1:${port}`);
      await once(client, 'open');
      clients.push(client);
    }
    while (serverSides.length < 3) await new Promise((r) => setTimeout(r, 10));
  });
  afterAll(async () => {
    clients.forEach((c) => c.close());
    server.close();
  });

  const received = (client: WebSocket) =>
    new Promise<{ text: string; isBinary: boolean }>((resolve) =>
      client.once('message', (data, isBinary) => resolve({ text: data.toString(), isBinary })),
    );

  it('reaches every socket as the same text message, short or long, in any script', async () => {
    for (const text of [
      '{"type":"Update","data":{"name":"Zoë €"}}',
      JSON.stringify({ big: 'x'.repeat(70_000) }),
    ]) {
      const prepared = prepareMessage(text);
      const arriving = clients.map(received);
      for (const socket of serverSides) preparedSender(socket)(prepared);
      for (const message of await Promise.all(arriving)) expect(message).toEqual({ text, isBinary: false });
    }
  });

  it('keeps order with messages sent the ordinary way', async () => {
    const socket = serverSides[0]!;
    const texts: string[] = [];
    const done = new Promise<void>((resolve) =>
      clients[0]!.on('message', (data) => {
        texts.push(data.toString());
        if (texts.length === 3) resolve();
      }),
    );
    socket.send('one');
    preparedSender(socket)(prepareMessage('two'));
    socket.send('three');
    await done;
    expect(texts).toEqual(['one', 'two', 'three']);
  });
});
