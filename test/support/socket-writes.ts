import { Socket } from 'node:net';

type WriteGeneric = (this: Socket, ...args: unknown[]) => unknown;

/**
 * Counts this process's socket writes (each one a system call here and a packet to the peer) that `counts` accepts,
 * until stopped. Node sends every socket write, single or gathered, through Socket#_writeGeneric.
 */
export function countSocketWrites(counts: (socket: Socket) => boolean): { readonly count: number; stop(): void } {
  const prototype = Socket.prototype as unknown as { _writeGeneric: WriteGeneric };
  const original = prototype._writeGeneric;
  let count = 0;
  prototype._writeGeneric = function (this: Socket, ...args: unknown[]) {
    if (counts(this)) count++;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    stop: () => {
      prototype._writeGeneric = original;
    },
  };
}
