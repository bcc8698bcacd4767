import * as ws from 'ws';
import { WebSocket } from 'ws';

/**
 * A message encoded and framed once for every subscriber on this instance: `frames` holds the whole
 * WebSocket text frame (unmasked, as a server sends), `text` its UTF-8 payload for the fallback.
 */
export interface PreparedMessage {
  text: Buffer;
  /** The frame as the sender's write takes it (one list for every socket, never changed). */
  frames: readonly [Buffer];
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
  sendFrame?(list: readonly Buffer[]): void;
}

const TEXT_OPCODE = 1;

export function prepareMessage(text: string): PreparedMessage {
  const bytes = Buffer.from(text);
  const { Sender } = ws as unknown as WsFraming;
  const frame = Buffer.concat(
    Sender.frame(bytes, { fin: true, rsv1: false, opcode: TEXT_OPCODE, mask: false, readOnly: true }),
  );
  return { text: bytes, frames: [frame] };
}

/**
 * What sends prepared messages to one socket: the ready frame goes straight to the socket's sender
 * when it is idle (nothing queued) and the socket does not compress (its extensions are agreed in
 * the handshake, so they are read once here, not on each of the thousands of sends a fan-out makes);
 * otherwise, or if `ws` changes inside, `send` frames the text.
 */
export function preparedSender(socket: WebSocket): (message: PreparedMessage) => void {
  const sender = (socket as unknown as { _sender?: WsSender })._sender;
  const plain = !socket.extensions && typeof sender?.sendFrame === 'function';
  return (message) => {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (plain && sender!._state === 0 && sender!._queue?.length === 0) sender!.sendFrame!(message.frames);
    else socket.send(message.text, { binary: false });
  };
}
