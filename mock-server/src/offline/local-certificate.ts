/**
 * A certificate of the offline world's own, for its stand-ins that speak TLS on loopback (the Graph
 * stand-in, the mail catcher's STARTTLS, the webhook receiver): self-signed for localhost and
 * 127.0.0.1, made at start. The backend trusts it by being given it (a CA option), never by
 * turning certificate checks off.
 */
import { generate } from 'selfsigned';

export interface LocalCertificate {
  key: string;
  cert: string;
}

export async function localCertificate(commonName: string): Promise<LocalCertificate> {
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
