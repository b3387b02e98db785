/** A new store password: 10 characters without look-alikes (0/O, 1/l/I), from the browser's secure random source. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

export function newPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH * 2));
  let out = '';
  // rejection sampling keeps every character equally likely
  for (const b of bytes) {
    if (b >= 256 - (256 % ALPHABET.length)) continue;
    out += ALPHABET[b % ALPHABET.length];
    if (out.length === LENGTH) return out;
  }
  return out + newPassword().slice(0, LENGTH - out.length);
}
