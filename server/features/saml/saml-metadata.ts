import { X509Certificate } from 'node:crypto';
import { parseXml2JsFromString } from '@node-saml/node-saml/lib/xml.js';
import { chooseIdp, type IdpMetadataFacts, SAML_MESSAGES } from '../../../domain/saml.ts';

type Node = Record<string, unknown> & { $?: Record<string, string>; _?: string };

const list = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : []);
const textOf = (n: Node | undefined): string | null =>
  typeof n === 'string' ? n : typeof n?._ === 'string' ? n._ : null;

/** Reads an IdP's metadata XML into what chooseIdp decides on (node-saml's parser: namespaces stripped). */
async function factsOf(xml: string): Promise<IdpMetadataFacts> {
  let doc: Record<string, unknown>;
  try {
    // A DOCTYPE could declare entities: metadata never needs one.
    if (/<!DOCTYPE/i.test(xml)) throw new Error('doctype');
    doc = (await parseXml2JsFromString(xml)) as Record<string, unknown>;
  } catch {
    throw new MetadataProblem(SAML_MESSAGES.metadataUnreadable);
  }
  // The document is an EntityDescriptor, or an EntitiesDescriptor holding some: the first IdP counts.
  const entities = [
    ...list([doc.EntityDescriptor].filter(Boolean)),
    ...list((doc.EntitiesDescriptor as Node | undefined)?.EntityDescriptor),
  ];
  const entity = entities.find((e) => list(e.IDPSSODescriptor).length > 0);
  const idp = entity ? list(entity.IDPSSODescriptor)[0]! : undefined;
  return {
    entityId: entity?.$?.entityID ?? null,
    ssoServices: list(idp?.SingleSignOnService).map((s) => ({
      binding: s.$?.Binding ?? '',
      location: s.$?.Location ?? '',
    })),
    keys: list(idp?.KeyDescriptor).flatMap((k) =>
      list(k.KeyInfo)
        .flatMap((info) => list(info.X509Data))
        .flatMap((data) => list(data.X509Certificate))
        .map((c) => ({ use: k.$?.use ?? null, certificate: textOf(c) ?? '' })),
    ),
  };
}

/** The metadata says too little (or is not metadata): the sentence is the administrator's. */
export class MetadataProblem extends Error {}

/** The identity provider an XML metadata document describes. */
export async function readIdpMetadata(xml: string) {
  const chosen = chooseIdp(await factsOf(xml));
  if ('problem' in chosen) throw new MetadataProblem(chosen.problem);
  return chosen;
}

/** What the card shows of a certificate: who, its SHA-256 fingerprint and its end. */
export function describeCertificate(base64: string) {
  try {
    const cert = new X509Certificate(Buffer.from(base64, 'base64'));
    return {
      subject: cert.subject.replace(/\n/g, ', '),
      fingerprint: cert.fingerprint256,
      expiresAt: new Date(cert.validTo).toISOString(),
    };
  } catch {
    return { subject: 'Unreadable certificate', fingerprint: '', expiresAt: new Date(0).toISOString() };
  }
}
