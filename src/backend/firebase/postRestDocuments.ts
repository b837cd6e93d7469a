import type { StoredTime } from './postRecords';

/*
 * Firestore's REST documents (google.firestore.v1) read as the SDK gives them, and a page of them
 * handed to the SDK as a bundle: what the visitor's first page needs (postFirstPage.ts), without the
 * SDK.
 */

/** google.firestore.v1.Value, as JSON. */
interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  stringValue?: string;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

export interface RestDocument {
  /** projects/{project}/databases/(default)/documents/posts/{id} */
  name: string;
  fields?: Record<string, RestValue>;
  createTime: string;
  updateTime: string;
}

/** One element of a runQuery answer: a document, or (for an empty answer) only the read time. */
export interface RunQueryRow {
  document?: RestDocument;
  readTime?: string;
}

/** A timestamp as RFC 3339 text, to the nanosecond the server keeps. */
export function timeFrom(text: string): StoredTime {
  const [, whole = '', fraction = ''] = /^(.*?)(?:\.(\d+))?Z$/.exec(text) ?? [];
  const seconds = Math.floor(Date.parse(`${whole}Z`) / 1000);
  const nanoseconds = Number(fraction.padEnd(9, '0').slice(0, 9));
  return { seconds, nanoseconds, toMillis: () => seconds * 1000 + Math.floor(nanoseconds / 1e6) };
}

/** A REST value as the SDKs give it (timestamps as StoredTime). */
export function valueFrom(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.timestampValue !== undefined) return timeFrom(value.timestampValue);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueFrom);
  if (value.mapValue) return fieldsFrom(value.mapValue.fields);
  return null;
}

export function fieldsFrom(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, valueFrom(value)]));
}

export const idOf = (document: RestDocument) =>
  document.name.slice(document.name.lastIndexOf('/') + 1);

/**
 * A bundle of one named query and its documents as read at `readTime` (the format of
 * firebase.google.com/docs/firestore/bundles: each element's UTF-8 length, then the element's JSON).
 */
export function bundleOf(
  parent: string,
  structuredQuery: object,
  documents: RestDocument[],
  readTime: string,
): string {
  const name = 'first-page';
  const elements = [
    {
      namedQuery: { name, bundledQuery: { parent, structuredQuery, limitType: 'FIRST' }, readTime },
    },
    ...documents.flatMap((document) => [
      { documentMetadata: { name: document.name, readTime, exists: true, queries: [name] } },
      { document },
    ]),
  ].map((element) => JSON.stringify(element));
  const encoder = new TextEncoder();
  const bytes = (json: string) => encoder.encode(json).length;
  const metadata = JSON.stringify({
    metadata: {
      id: `${name}-${readTime}`,
      createTime: readTime,
      version: 1,
      totalDocuments: documents.length,
      totalBytes: elements.reduce((sum, json) => sum + bytes(json), 0),
    },
  });
  return [metadata, ...elements].map((json) => `${bytes(json)}${json}`).join('');
}
