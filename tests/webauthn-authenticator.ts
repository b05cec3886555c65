import crypto from "node:crypto";

/**
 * A software passkey for API tests: makes the WebAuthn answers a browser's authenticator would
 * (attestation "none", ES256), so the server's real SimpleWebAuthn verification runs over HTTP.
 * Browser tests use Chromium's virtual authenticator instead (tests/e2e/admin-trust.spec.ts).
 */

type CborValue = number | string | Uint8Array | CborValue[] | Map<number | string, CborValue>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** The small subset of CBOR (RFC 8949) that attestation objects and COSE keys use. */
export function encodeCbor(value: CborValue): Buffer {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(encodeCbor)]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(encodeCbor(key), encodeCbor(item));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest();

export interface SoftwarePasskey {
  credentialId: string;
  /** `navigator.credentials.create()`'s answer to registration options. */
  register(options: { challenge: string; user: { id: string } }): Record<string, unknown>;
  /** `navigator.credentials.get()`'s answer to authentication options. */
  authenticate(options: { challenge: string }, overrides?: { userVerified?: boolean; origin?: string }): Record<string, unknown>;
}

export function createSoftwarePasskey(origin: string): SoftwarePasskey {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = crypto.randomBytes(32);
  let counter = 0;
  let userHandle = "";

  const authData = (flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };

  return {
    credentialId: b64url(credentialId),
    register(options) {
      userHandle = options.user.id;
      const coseKey = new Map<number, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, encodeCbor(coseKey)]);
      const clientData = JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin, crossOrigin: false });
      const attestationObject = encodeCbor(
        new Map<string, CborValue>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData(0x01 | 0x04 | 0x40, attested)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestationObject), transports: ["internal"] },
        clientExtensionResults: {},
      };
    },
    authenticate(options, overrides = {}) {
      counter += 1;
      const clientData = JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: overrides.origin ?? origin, crossOrigin: false });
      const data = authData(0x01 | (overrides.userVerified === false ? 0 : 0x04));
      const signature = crypto.sign("sha256", Buffer.concat([data, sha256(clientData)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(data), signature: b64url(signature), userHandle },
        clientExtensionResults: {},
      };
    },
  };
}
