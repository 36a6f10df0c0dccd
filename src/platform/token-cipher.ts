// Social network tokens at rest (decision 057): AES-256-GCM through Web Crypto,
// the key derived by HKDF-SHA-256 from a secret binding, a fresh 96-bit IV per
// encryption, and the owning row's id as additional data, so a ciphertext
// copied onto another account's row does not decrypt.
import { base64url, randomBytes } from './crypto';

const VERSION = 'v1';
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey'])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode('palco social tokens v1') },
          base,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** "v1.<iv>.<ciphertext+tag>", base64url. */
export async function encryptToken(secret: string, boundTo: string, token: string): Promise<string> {
  const iv = new Uint8Array(randomBytes(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(boundTo) },
    await keyFor(secret),
    new TextEncoder().encode(token),
  );
  return `${VERSION}.${base64url(iv)}.${base64url(new Uint8Array(sealed))}`;
}

/** The token, or an error when the secret, the row or the bytes are not the ones it was sealed with. */
export async function decryptToken(secret: string, boundTo: string, stored: string): Promise<string> {
  const [version, iv, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !sealed) throw new Error('token ciphertext: unknown format');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64url(iv), additionalData: new TextEncoder().encode(boundTo) },
    await keyFor(secret),
    fromBase64url(sealed),
  );
  return new TextDecoder().decode(plain);
}
