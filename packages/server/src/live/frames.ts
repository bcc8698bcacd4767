import * as ws from 'ws';
import { WebSocket } from 'ws';

/**
 * A message encoded and framed once for every subscriber on this instance: `frame` is the whole
 * WebSocket text frame (unmasked, as a server sends), `text` its UTF-8 payload for the fallback.
 */
export interface PreparedMessage {
  text: Buffer;
  frame: Buffer;
}

/** What `ws` has and its types leave out: framing, and the sender's queue state. */
interface WsFraming {
  Sender: {
    frame(
      data: Buffer,
      options: { fin: boolean; rsv1: boolean; opcode: number; mask: boolean; readOnly: boolean },
    ): Buffer[];
  };
}
interface WsSender {
  _state?: number;
  _queue?: unknown[];
  sendFrame?(list: Buffer[]): void;
}

const TEXT_OPCODE = 1;

export function prepareMessage(text: string): PreparedMessage {
  const bytes = Buffer.from(text);
  const { Sender } = ws as unknown as WsFraming;
  const frame = Buffer.concat(
    Sender.frame(bytes, { fin: true, rsv1: false, opcode: TEXT_OPCODE, mask: false, readOnly: true }),
  );
  return { text: bytes, frame };
}

/**
 * Sends a prepared message: the ready frame goes straight to the socket's sender when it is idle
 * (nothing queued, not compressing); otherwise, or if `ws` changes inside, `send` frames the text.
 */
export function sendPrepared(socket: WebSocket, message: PreparedMessage): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  const sender = (socket as unknown as { _sender?: WsSender })._sender;
  const idle = sender?._state === 0 && sender._queue?.length === 0 && typeof sender.sendFrame === 'function';
  if (idle && !socket.extensions) sender.sendFrame!([message.frame]);
  else socket.send(message.text, { binary: false });
}
