// The one way personal data is hashed where a hash is kept (the privacy log's subject, the rate
// limits' client keys): HMAC-SHA256 with the server's DATA_HASH_SECRET. A plain hash of an e-mail
// address, a phone number or an IP address is undone by hashing the candidates, which are few and
// guessable; without the key nobody who reads the table can test a guess (decision 050).
import { createHmac } from 'node:crypto'

/** HMAC-SHA256 of the text under the secret, as hex. */
export function keyedHash(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex')
}
