// A WebSocket client for benchmarks, as small as the protocol allows (RFC 6455): the opening
// handshake a browser sends (with Origin, without compression), masked text frames out, and
// incoming frames split by their headers only. Text payloads are handed over as Buffers (no UTF-8
// check, no string); ping is answered with pong, close ends the socket. Not for the product.
import { randomBytes } from 'node:crypto';
import net from 'node:net';

const OPCODE = { text: 1, close: 8, ping: 9, pong: 10 };

/** A client frame: FIN, the opcode, the mask bit and the payload masked with a random key. */
function frame(opcode, payload) {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const out = Buffer.allocUnsafe(header + 4 + length);
  out[0] = 0x80 | opcode;
  if (header === 2) out[1] = 0x80 | length;
  else if (header === 4) {
    out[1] = 0x80 | 126;
    out.writeUInt16BE(length, 2);
  } else {
    out[1] = 0x80 | 127;
    out.writeBigUInt64BE(BigInt(length), 2);
  }
  const mask = randomBytes(4);
  mask.copy(out, header);
  for (let i = 0; i < length; i += 1) out[header + 4 + i] = payload[i] ^ mask[i & 3];
  return out;
}

/**
 * Opens `url` (http://host:port/path) as a web socket from the server's own origin.
 * `onOpen()` after the 101, `onText(Buffer)` per text message, `onError(Error)` once;
 * `onClose()` (optional) once the connection is gone, however it ended (after onError too);
 * `localAddress` (e.g. 127.1.0.7) opens it from that address of this machine.
 */
export function openSocket(url, { onOpen, onText, onError, onClose, localAddress }) {
  const { hostname, port, pathname, search, origin } = new URL(url);
  const socket = net.connect({
    host: hostname,
    port: Number(port),
    noDelay: true,
    ...(localAddress ? { localAddress } : {}),
  });
  let pending = Buffer.alloc(0);
  let open = false;
  const fail = (error) => {
    socket.destroy();
    onError(error);
  };
  socket.on('connect', () =>
    socket.write(
      `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
        `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
        `Sec-WebSocket-Version: 13\r\nOrigin: ${origin}\r\n\r\n`,
    ),
  );
  socket.on('error', fail);
  if (onClose) socket.on('close', () => onClose());
  socket.on('data', (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    if (!open) {
      const end = pending.indexOf('\r\n\r\n');
      if (end < 0) return;
      const status = pending.toString('latin1', 0, pending.indexOf('\r\n'));
      if (!status.startsWith('HTTP/1.1 101')) return fail(new Error(`handshake refused: ${status}`));
      open = true;
      pending = pending.subarray(end + 4);
      onOpen();
    }
    let at = 0;
    while (pending.length - at >= 2) {
      const opcode = pending[at] & 0x0f;
      let length = pending[at + 1] & 0x7f;
      let start = at + 2;
      if (length === 126) {
        if (pending.length - at < 4) break;
        length = pending.readUInt16BE(at + 2);
        start = at + 4;
      } else if (length === 127) {
        if (pending.length - at < 10) break;
        length = Number(pending.readBigUInt64BE(at + 2));
        start = at + 10;
      }
      if (pending.length < start + length) break;
      const payload = pending.subarray(start, start + length);
      at = start + length;
      if (opcode === OPCODE.text) onText(payload);
      else if (opcode === OPCODE.ping) socket.write(frame(OPCODE.pong, payload));
      else if (opcode === OPCODE.close) socket.end();
    }
    pending = at === pending.length ? Buffer.alloc(0) : pending.subarray(at);
  });
  return {
    sendText: (text) => socket.write(frame(OPCODE.text, Buffer.from(text))),
    destroy: () => socket.destroy(),
  };
}
