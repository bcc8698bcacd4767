// The floor bench/live compares the product with: a bare Node web-socket server with no
// application in it. It acknowledges a `Subscribed` message as the product does, and forwards any
// `Update` message's text, framed once, to every other socket by writing the same bytes to each
// (what the product's live/frames.ts does). No sign-in, no store, no bus, no checks.
// Run as a child process: `node plainLiveServer.mjs PORT`; prints "running at" when listening.
import http from 'node:http';
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2]);

/** An unmasked text frame, as a server sends. */
function textFrame(payload) {
  const header = payload.length < 126 ? 2 : payload.length < 65536 ? 4 : 10;
  const out = Buffer.allocUnsafe(header + payload.length);
  out[0] = 0x81;
  if (header === 2) out[1] = payload.length;
  else if (header === 4) {
    out[1] = 126;
    out.writeUInt16BE(payload.length, 2);
  } else {
    out[1] = 127;
    out.writeBigUInt64BE(BigInt(payload.length), 2);
  }
  payload.copy(out, header);
  return out;
}

const SUBSCRIBED = textFrame(Buffer.from('{"type":"Subscribed"}'));
const server = http.createServer((_, res) => res.writeHead(404).end());
const sockets = new Set();
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (ws) => {
  sockets.add(ws);
  ws.on('close', () => sockets.delete(ws));
  ws.on('message', (data) => {
    const text = Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (text.includes('"type":"Subscribed"')) ws._socket.write(SUBSCRIBED);
    else if (text.includes('"type":"Update"')) {
      const frame = textFrame(text);
      for (const other of sockets) if (other !== ws) other._socket.write(frame);
    }
  });
});
server.listen(port, '127.0.0.1', () => console.log(`running at http://127.0.0.1:${port}`));
