/**
 * A refusal sent before the request's body was read to its end (413 mid-upload) closes the connection,
 * so that the rest is never read to reuse it. Closing a socket whose incoming bytes are unread makes the
 * kernel reset it, and a reset can reach the client before it has read the answer: the person then
 * sees a network failure instead of the French message. So the connection is closed the way web
 * servers do it ("lingering close"): the answer goes out and our side is ended, what still arrives is
 * read and thrown away (no longer handed to Node's HTTP parser, which would take it for a new request
 * and reset the connection itself), and the socket is destroyed when the client closes its side or
 * after LINGER_MS.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** The longest a refused upload's connection is kept open for the client to read the answer. */
export const LINGER_MS = 5_000;

const discard = () => undefined;

/** Makes Node's end-of-answer close (`destroySoon`, for `Connection: close`) a lingering one. */
export function closeWithoutReset(req: IncomingMessage): void {
  const socket = req.socket as Socket & { destroySoon?: () => void };
  if (!socket || socket.destroyed) return;
  socket.destroySoon = () => {
    socket.removeAllListeners('data');
    socket.on('data', discard);
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
    socket.resume();
  };
}
